// One lab's actor: the machine over its own Lab, on its own database files, so several labs on one page
// never share a file or a connection.
import type { SqlJsStatic } from 'sql.js';
import { createActor, type Actor } from 'xstate';
import { Lab } from '../engine/lab';
import type { LabLink } from '../engine/link-codec';
import { labMachine } from './lab-machine';

export type LabActor = Actor<typeof labMachine>;

let started = 0;

export function createLabActor(sql: SqlJsStatic, link: LabLink): LabActor {
  started += 1;
  const lab = new Lab(sql, { slot: `page-${started}` });
  return createActor(labMachine, { input: { lab, design: link.design, actions: link.actions, options: link.options } }).start();
}

export function stopLabActor(actor: LabActor): void {
  actor.stop();
  actor.getSnapshot().context.lab.dispose();
}
