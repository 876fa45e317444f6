// What the parts of one lesson page share: the lesson, each embedded lab's requested state (a prediction or
// "Show me" loads one), and each lab's latest snapshot (a try's goal is read from it). Labs are keyed by slot —
// their place on the page (lesson-slots.ts) — never by preset name.
import { createContext, useContext } from 'react';
import type { LessonSource } from '../../course/lesson-check';
import type { LessonSlots } from '../../course/lesson-slots';
import type { LabLink } from '../../engine/replay/link-codec';
import type { LabSnapshot } from '../../engine/snapshot';

export interface LabSlot {
  preset: string;
  link: LabLink;
  /** Bumped on every load, so loading the same state twice still loads it. */
  revision: number;
}

export interface LessonContextValue {
  lesson: LessonSource;
  language: 'en' | 'ja';
  slots: LessonSlots;
  labs: Record<string, LabSlot>;
  /**
   * The link the lesson itself last loaded into each lab (a checked prediction, "Show me"): not the learner's doing.
   */
  loaded: Record<string, string>;
  /** The latest state each embedded lab reported: its link and snapshot. */
  seen: Record<string, { link: string; snapshot: LabSnapshot }>;
  load(slot: string, link: LabLink): void;
  report(slot: string, link: string, snapshot: LabSnapshot): void;
  /** An instructor or a re-reader opened every fold. */
  showAll: boolean;
}

/** The element id of a lab slot, so a prediction can bring its proof into view. */
export function labAnchor(lesson: string, slot: string): string {
  return `lab-${lesson}-${slot}`;
}

export const LessonContext = createContext<LessonContextValue | null>(null);

export function useLesson(): LessonContextValue {
  const value = useContext(LessonContext);
  if (!value) throw new Error('useLesson outside a lesson');
  return value;
}
