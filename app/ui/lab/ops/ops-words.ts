// What the Operations region says about the relay, in words, as a pure function of the snapshot, so a unit test
// reads the very sentences the panel shows. Two sources, never mixed: the operator's reading (the heartbeat's
// age, by SQL, and the rule that turns an old beat into "down") and the lab's knowledge (the process status,
// which no operator can query), which says where the reading is behind (a crash not yet seen) or wrong.
import type { TFunction } from '../../i18n/translator';
import { relayBehindTheBeat, type OpsFigures } from '../../../engine/snapshot';

/** An age in virtual time, in words: seconds under two minutes, minutes and seconds above; rounded down. */
export function ageWords(t: TFunction, ms: number | null): string {
  if (ms === null) return t('ops.none');
  const seconds = Math.floor(ms / 1000);
  return seconds < 120
    ? t('ops.seconds', { count: seconds })
    : t('ops.minutes', { minutes: Math.floor(seconds / 60), seconds: seconds % 60 });
}

export interface RelayWords {
  /** The operator's reading of the heartbeat: its age, or that it has been silent too long. */
  reading: string;
  /** The rule the reading applies: how long without a beat before an operator calls the relay down. */
  rule: string;
  /** What the lab knows of the process (its status, not SQL), set against the reading where the two differ. */
  lab: string;
}

export function relayWords(t: TFunction, ops: OpsFigures, relay: 'up' | 'crashed'): RelayWords {
  const age = ageWords(t, ops.beatAgeMs);
  let reading: string;
  if (ops.beatAgeMs === null) reading = t('ops.beatNone');
  else if (ops.down) reading = t('ops.beatStale', { age });
  else reading = t('ops.beatFresh', { age });
  const rule = t('ops.beatRule', { limit: ageWords(t, ops.staleAfterMs) });
  const gap = relayBehindTheBeat(ops, relay);
  // Said even where the two agree: the line keeps its place, so a crash does not push the process cards down.
  let lab = t('ops.relayRunning');
  // The wait is rounded up, the age down, so the two add up to the limit as the learner reads them.
  if (gap?.kind === 'unseen')
    lab = t('ops.relayUnseen', { age, left: ageWords(t, Math.ceil(gap.seenInMs / 1000) * 1000) });
  else if (gap?.kind === 'seen') lab = t('ops.relaySeen');
  else if (gap?.kind === 'quiet') lab = t('ops.relayQuiet', { age });
  return { reading, rule, lab };
}
