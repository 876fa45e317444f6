// One lab's actor: the machine over its own Lab, on its own database files, so several labs on one page
// never share a file or a connection.
import type { SqlJsStatic } from 'sql.js';
import { createActor, type Actor } from 'xstate';
import { Lab } from '../engine/replay/lab';
import type { LabLink } from '../engine/replay/link-codec';
import { DEFAULT_OPTIONS } from '../engine/types';
import { labMachine, type Home } from './lab-machine';

export type LabActor = Actor<typeof labMachine>;

// sql.js cannot delete a file, so the page reuses a few file slots: a lab that stops hands its slot back.
let minted = 0;
const freeSlots: string[] = [];
const slotOf = new WeakMap<LabActor, string>();

/** `home`: a lesson's lab passes its starting link, which Reset then restores. */
export function createLabActor(sql: SqlJsStatic, link: LabLink, home?: LabLink): LabActor {
  const slot = freeSlots.pop() ?? `page-${++minted}`;
  // Three live worlds: the picture on screen, the end of the run while Back walks through it, and a what-if.
  const lab = new Lab(sql, { slot, worlds: 3 });
  const actor = createActor(labMachine, {
    input: { lab, design: link.design, actions: link.actions, options: link.options, at: link.at, home: homeOf(home) },
  }).start();
  slotOf.set(actor, slot);
  return actor;
}

function homeOf(link: LabLink | undefined): Home | undefined {
  return (
    link && {
      design: link.design,
      options: link.options ?? DEFAULT_OPTIONS,
      actions: link.actions.slice(0, link.at ?? link.actions.length),
    }
  );
}

export function stopLabActor(actor: LabActor): void {
  actor.stop();
  // Disposing closes every connection (rolling back what was open), so the next lab on this slot starts clean.
  actor.getSnapshot().context.lab.dispose();
  const slot = slotOf.get(actor);
  if (slot) freeSlots.push(slot);
}
