// The explorer runs in a worker with its own sql.js, so the page never freezes while a matrix runs.
import { designRegistry } from '../../engine/designs/registry';
import { explore, faultPointsFor, knowFaultPoints } from '../../explorer/explorer';
import { findBug } from '../../explorer/find-bug';
import { loadSqlJs } from '../sql-loader';
import type { ExplorerReply, ExplorerRequest } from './explorer-protocol';

const sqlReady = loadSqlJs();
const reply = (message: ExplorerReply) => self.postMessage(message);

self.onmessage = async (event: MessageEvent<ExplorerRequest>) => {
  const request = event.data;
  try {
    const sql = await sqlReady;
    if (request.type === 'prepare') {
      for (const id of request.designs) reply({ type: 'points', design: id, points: faultPointsFor(sql, designRegistry.get(id)) });
    } else if (request.type === 'explore') {
      const design = designRegistry.get(request.design);
      // Points from the page spare the walk; points this worker had to walk itself go to the page for the others.
      if (request.points) knowFaultPoints(design, request.points);
      else reply({ type: 'points', design: request.design, points: faultPointsFor(sql, design) });
      const result = await explore(sql, design, {
        pairs: request.pairs,
        onProgress: (done, total) => reply({ type: 'progress', done, total }),
      });
      if (result) reply({ type: 'explored', result });
    } else {
      const started = performance.now();
      const report = findBug(sql, designRegistry.get(request.design), { seed: request.seed, numRuns: request.numRuns });
      reply({ type: 'bug', report, millis: performance.now() - started });
    }
  } catch (error) {
    reply({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
};
