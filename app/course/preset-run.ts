// Plays a preset (plus what the learner does next) on the real engine, and reads measures and goals from
// the result. Lessons, the quiz and their tests all answer questions this way, never by stating answers.
import { encodeAction } from '../engine/actions/registry';
import { designRegistry } from '../engine/designs/registry';
import type { Lab } from '../engine/replay/lab';
import { parseLink, type LabLink } from '../engine/replay/link-codec';
import type { LabSnapshot } from '../engine/snapshot';
import type { Goal, Measure, MeasureValue, Preset } from './lesson-spec';
import { readMeasure } from './measure';

export interface PresetRun {
  link: LabLink | null;
  snapshot: LabSnapshot | null;
  value: MeasureValue | null;
  /** Why the preset could not be played, in words; null when it played to its end. */
  error: string | null;
}

/** The preset's link with `then` appended, parsed through the same allowlist as any link. */
export function presetLink(preset: Preset, then = ''): { link: LabLink } | { error: string } {
  const log = [preset.log, then].filter((part) => part !== '').join(',');
  const params = new URLSearchParams({ design: preset.design });
  if (preset.attempts !== undefined) params.set('attempts', String(preset.attempts));
  if (preset.retry !== undefined) params.set('retry', String(preset.retry));
  if (preset.cap !== undefined) params.set('cap', String(preset.cap));
  if (preset.order !== undefined) params.set('order', preset.order);
  if (preset.inbox !== undefined) params.set('inbox', String(preset.inbox));
  if (log) params.set('log', log);
  const parsed = parseLink(params.toString(), designRegistry);
  if (!parsed.ok) return { error: `the log "${log}" cannot be read (${parsed.error})` };
  return { link: parsed.link };
}

export function runPreset(lab: Lab, preset: Preset, then: string, measure?: Measure): PresetRun {
  const made = presetLink(preset, then);
  if ('error' in made) return { link: null, snapshot: null, value: null, error: made.error };
  const { link } = made;
  const { snapshot, rejected } = lab.at(link.design, link.actions, link.options);
  if (rejected) {
    // The action itself, re-encoded: a log written with `s*7` has fewer commas than actions.
    const token = encodeAction(link.actions[rejected.index]);
    return {
      link,
      snapshot,
      value: null,
      error: `the lab rejects action ${rejected.index + 1} ("${token}"): ${rejected.blocker}`,
    };
  }
  return { link, snapshot, value: measure ? readMeasure(snapshot, measure) : null, error: null };
}

export function goalHolds(snapshot: LabSnapshot, goal: Goal): boolean {
  return goal.all.every(({ measure, equals }) => readMeasure(snapshot, measure) === equals);
}
