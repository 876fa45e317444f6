// Which lab on a lesson page each part uses. Labs are keyed by their place on the page, not by their preset: a
// lesson may embed one preset twice, and a try far below a lab of its preset works in a lab of its own.
import { encodeLink } from '../engine/replay/link-codec';
import { presetLabLink } from './course-lab';
import { findDirectives } from './directives';
import type { LessonSpec } from './lesson-spec';

export interface LabSlotPlace {
  /** `lab-<n>` for the n-th `::lab` of the text, `try-<id>` for a try's own lab. */
  slot: string;
  preset: string;
}

export interface LessonSlots {
  /** Every lab on the page, in the text's order, then each try's own. */
  labs: LabSlotPlace[];
  /** Prediction id → the slot its check loads its answer into: the nearest lab of its preset above it. */
  prediction: Record<string, string>;
  /** Prediction id → the link of the state it asks about (its preset, then `then`), encoded once per lesson. */
  answerLink: Record<string, string>;
}

export const labSlot = (index: number) => `lab-${index}`;
export const trySlot = (id: string) => `try-${id}`;

/** The slots of a lesson's page. Both languages place the same directives in the same order (the lesson check). */
export function lessonSlots(spec: LessonSpec, markdown: string): LessonSlots {
  const labs: LabSlotPlace[] = [];
  const prediction: Record<string, string> = {};
  // Counted as the page counts them (directives.ts): every `::lab` alone on its line, known preset or not.
  let index = 0;
  for (const d of findDirectives(markdown)) {
    if (!d.leaf) continue;
    if (d.name === 'lab') {
      const at = index++;
      if (d.target && spec.presets[d.target]) labs.push({ slot: labSlot(at), preset: d.target });
    }
    if (!d.target) continue;
    const asked = d.name === 'predict' ? spec.predictions[d.target] : undefined;
    const above = asked && labs.findLast((l) => l.preset === asked.preset);
    if (above) prediction[d.target] = above.slot;
  }
  for (const [id, tryIt] of Object.entries(spec.tries))
    if (spec.presets[tryIt.preset]) labs.push({ slot: trySlot(id), preset: tryIt.preset });
  const answerLink: Record<string, string> = {};
  for (const [id, p] of Object.entries(spec.predictions)) {
    const link = presetLabLink(spec, p.preset, p.then);
    if (link) answerLink[id] = encodeLink(link);
  }
  return { labs, prediction, answerLink };
}
