// The explorer's runs (explorer-run.ts) for the explorer screen: one per screen, on the page's worker pool, its
// state drawn as it changes. The screen's own worker is taken when it opens and handed back when it closes.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { ExplorerRun, type ExplorerPool } from './explorer-run';
import {
  designsBySize,
  endExplorerWorker,
  explorerOnScreen,
  explorerParallelism,
  knownFaultPoints,
  knownSingleFaults,
  returnExplorerWorker,
  takeExplorerWorker,
  trimExplorerWorkers,
} from './explorer-worker-pool';

const PAGE_POOL: ExplorerPool<Worker> = {
  take: takeExplorerWorker,
  giveBack: returnExplorerWorker,
  end: endExplorerWorker,
  parallelism: explorerParallelism,
  bySize: designsBySize,
  faultPoints: knownFaultPoints,
  singleFaults: knownSingleFaults,
};

export function useExplorer() {
  const [run] = useState(() => new ExplorerRun(PAGE_POOL));
  useEffect(() => {
    explorerOnScreen(true);
    run.open();
    return () => {
      run.close();
      // Workers warmed for "All designs" past the usual warm ones are not kept past the screen.
      trimExplorerWorkers();
      explorerOnScreen(false);
    };
  }, [run]);
  const state = useSyncExternalStore(run.subscribe, run.getState);
  return { state, start: run.start, cancel: run.cancel };
}
