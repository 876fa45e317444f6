// A long link's replay saved as data, and stood up again from it: the world at the link's end and the checkpoints
// nearest before it. The lab hands over what it keeps per setup (its trie, live worlds and checkpoint shelf) so that
// saving never replays and a restore hangs its checkpoints where a replay would have taken them.
import type { CheckpointShelf } from './checkpoint-shelf';
import type { LiveWorlds } from './live-worlds';
import { ancestorAt, type LogNode } from './log-trie';
import { memoryOf, shareWithEnd, type SavedLab } from './saved-lab';

/** What saving and restoring need of a lab, for one setup (design and options). */
export interface LabParts {
  live: LiveWorlds;
  shelf: CheckpointShelf;
  /** Where the actions end in the setup's trie. */
  target: LogNode;
  /** A fresh world for the setup: its index in `live`. */
  fresh: () => number;
  setup: string;
}

/**
 * The world standing at `target` and up to `earlier` checkpoints before it, as data. Only from a live world standing
 * there: null when none does, or while a transaction is open in it.
 */
export function saveLab({ live, shelf, target }: LabParts, earlier: number): SavedLab | null {
  const entry = live.at(target);
  const end = entry ? shelf.exportWorld(entry.world) : null;
  const verdict = target.result?.snapshot.verdict ?? undefined;
  return end && shareWithEnd({ end, earlier: shelf.exportBefore(target, earlier), ...(verdict && { verdict }) });
}

/**
 * Stands a live world at `target` from `saved` instead of replaying, its earlier checkpoints hung on the way for Back.
 * False when the record cannot be restored (the world it was going into is dropped; the log then replays as usual).
 */
export function restoreLab({ live, shelf, target, fresh, setup }: LabParts, saved: SavedLab): boolean {
  const entry = live.use(live.lru(setup) ?? fresh());
  try {
    shelf.restoreSaved(entry.world, saved.end);
  } catch {
    live.drop(live.entries.indexOf(entry));
    return false;
  }
  entry.node = target;
  entry.since.count = 0;
  if (target.action?.type === 'run') target.made = entry.world.lastRun.length;
  for (const point of saved.earlier) {
    try {
      const world = { ...point.world, memory: memoryOf(saved, point) };
      shelf.adoptSaved(ancestorAt(target, point.depth), { ...point, world });
    } catch {
      /* a checkpoint only saves time: without it Back replays */
    }
  }
  return true;
}
