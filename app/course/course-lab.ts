// The course's own engine runner: answers predictions and quiz questions by running the engine on their
// presets, on files of its own (a lesson page's labs are separate labs on separate files).
import type { SqlJsStatic } from 'sql.js';
import { Lab } from '../engine/replay/lab';
import type { LabLink } from '../engine/replay/link-codec';
import type { LessonSpec, MeasureValue, Prediction } from './lesson-spec';
import { presetLink, runPreset } from './preset-run';

export type CourseLab = Lab;

export function createCourseLab(sql: SqlJsStatic): CourseLab {
  return new Lab(sql, { slot: 'course', worlds: 2 });
}

/** What the engine reads for a prediction: its preset, then what the learner does next, then the measure. */
export function predictionAnswer(lab: CourseLab, spec: LessonSpec, prediction: Prediction): MeasureValue | null {
  const preset = spec.presets[prediction.preset];
  if (!preset) return null;
  const run = runPreset(lab, preset, prediction.then, prediction.measure);
  return run.error ? null : run.value;
}

/** The lab link of a preset (plus what comes after it): what an embedded lab loads, and "Open in the lab". */
export function presetLabLink(spec: LessonSpec, presetName: string, then = ''): LabLink | null {
  const preset = spec.presets[presetName];
  if (!preset) return null;
  const made = presetLink(preset, then);
  return 'link' in made ? made.link : null;
}
