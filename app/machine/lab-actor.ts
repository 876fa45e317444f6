// One lab's actor: the machine over its own Lab, on its own database files, so several labs on one page
// never share a file or a connection.
import type { SqlJsStatic } from 'sql.js';
import { createActor, type Actor } from 'xstate';
import { Lab } from '../engine/replay/lab';
import type { LabLink } from '../engine/replay/link-codec';
import { DEFAULT_OPTIONS } from '../engine/types';
import { labMachine, type Home } from './lab-machine';
import { openLink, saveReplay, type LinkOpening, type OpeningProgress } from './link-opening';
import type { SavedReplays } from './saved-replay-store';

export type LabActor = Actor<typeof labMachine>;

// sql.js cannot delete a file, so the page reuses a few file slots: a lab that stops hands its slot back.
let minted = 0;
const freeSlots: string[] = [];
const slotOfLab = new WeakMap<Lab, string>();

/**
 * A lab on a file slot of its own, before any actor: a long link is replayed into it a slice at a time
 * (link-opening.ts) and the actor started on it once the replay is done, which then costs no more than a lookup.
 */
export function createLab(sql: SqlJsStatic): Lab {
  const slot = freeSlots.pop() ?? `page-${++minted}`;
  // Three live worlds: the picture on screen, the end of the run while Back walks through it (after a long link,
  // Lab.readyBack's world a few moves before that end), and a what-if.
  const lab = new Lab(sql, { slot, worlds: 3 });
  slotOfLab.set(lab, slot);
  return lab;
}

/** A lab before its actor: its first link is opened into it (perhaps a slice at a time), then its actor starts. */
export interface PendingLab {
  open(link: LabLink, onProgress: (progress: OpeningProgress) => void, saved: SavedReplays): LinkOpening | null;
  start(link: LabLink, home?: LabLink): LabActor;
  /** The lab was never started (the view went first): its files go back. */
  dispose(): void;
}

export function pendingLab(sql: SqlJsStatic): PendingLab {
  const lab = createLab(sql);
  return {
    open: (link, onProgress, saved) => openLink(lab, link, onProgress, saved),
    start: (link, home) => startLabActor(lab, link, home),
    dispose: () => disposeLab(lab),
  };
}

/** Opens a later link into a running lab's own Lab: its LOAD then costs a lookup (link-opening.ts). */
export function openInActor(
  actor: LabActor,
  link: LabLink,
  onProgress: (progress: OpeningProgress) => void,
  saved: SavedReplays,
): LinkOpening | null {
  return openLink(actor.getSnapshot().context.lab, link, onProgress, saved);
}

/** Saves the replay of `link` that the actor's lab stands at the end of, for its next opening. */
export function saveActorReplay(actor: LabActor, link: LabLink, saved: SavedReplays): void {
  saveReplay(actor.getSnapshot().context.lab, link, saved);
}

/** `home`: a lesson's lab passes its starting link, which Reset then restores. */
export function startLabActor(lab: Lab, link: LabLink, home?: LabLink): LabActor {
  return createActor(labMachine, {
    input: { lab, design: link.design, actions: link.actions, options: link.options, at: link.at, home: homeOf(home) },
  }).start();
}

export function createLabActor(sql: SqlJsStatic, link: LabLink, home?: LabLink): LabActor {
  return startLabActor(createLab(sql), link, home);
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
  disposeLab(actor.getSnapshot().context.lab);
}

/** Disposing closes every connection (rolling back what was open), so the next lab on this slot starts clean. */
export function disposeLab(lab: Lab): void {
  const slot = slotOfLab.get(lab);
  if (!slot) return;
  slotOfLab.delete(lab);
  lab.dispose();
  freeSlots.push(slot);
}
