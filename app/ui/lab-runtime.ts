// Boots the lab in the browser: sql.js's WASM (served by us, never a CDN), one Lab and the machine's actor.
import initSqlJs from 'sql.js';
import wasmUrl from 'sql.js/dist/sql-wasm-browser.wasm?url';
import { createActor, type Actor } from 'xstate';
import { Lab } from '../engine/lab';
import type { LabLink } from '../machine/link-codec';
import { labMachine } from '../machine/lab-machine';

export type LabActor = Actor<typeof labMachine>;

let started = 0;

export async function startLab(link: LabLink): Promise<LabActor> {
  const sql = await initSqlJs({ locateFile: () => wasmUrl });
  started += 1;
  const lab = new Lab(sql, `page-${started}`);
  const actor = createActor(labMachine, { input: { lab, design: link.design, actions: link.actions } }).start();
  // Both databases are seeded and the first snapshot read: the benchmark's "lab ready".
  performance.mark('outbox-lab:ready');
  return actor;
}
