// A verdict explained by the run's own chain, in the verdict pane's words for the step that broke (a lost ACK,
// a crash after COMMIT, a relay that never marked its row): never a guess.
import type { LabSnapshot } from '../../engine/snapshot';
import type { MeasureValue } from '../lesson-spec';
import type { QuizText } from './quiz-types';

/** Findings that make a verdict "duplicated": an order applied again, or a user's tokens counted again. */
const REPEATS = new Set(['duplicated', 'countedTwice']);
/** The links of a repeat's chain that say what broke between the first effect and the repeat. */
const BREAKS = new Set([
  'ackLost',
  'ackRefused',
  'warehouseCrashed',
  'warehouseFailed',
  'relayCrashed',
  'relayFailed',
  'orderCrashed',
  'orderFailed',
  'aggregatorCrashed',
  'aggregatorFailed',
  'sentByOther',
]);

export function verdictWhy(answer: MeasureValue, snapshot?: LabSnapshot): QuizText {
  const causes = snapshot?.verdict?.causes;
  if (answer === 'duplicated' && causes) {
    for (const cause of causes) {
      if (!REPEATS.has(cause.finding)) continue;
      const broke = cause.links.find((l) => BREAKS.has(l.kind));
      if (broke)
        return {
          key: `why.verdict.${cause.finding === 'countedTwice' ? 'countedTwiceBy' : 'duplicatedBy'}`,
          params: { ...broke.params, causeKey: broke.kind },
        };
    }
  }
  return { key: `why.verdict.${answer}`, params: {} };
}
