// The kinds of quiz question, in the course's order (a quiz shows its questions in this order), each with the
// concepts it asks about. Every concept the course teaches must be asked by at least one kind: uncoveredConcepts
// says which are not, and the quiz's coverage test fails on any.
import { CONCEPTS } from '../concepts';
import { accumulationKind } from './kinds/accumulation';
import { atomicKind } from './kinds/atomic';
import { labLimitsKind, sideEffectsKind, twoSystemsKind } from './kinds/authored';
import { bookkeepingKind } from './kinds/bookkeeping';
import { claimKind } from './kinds/claim';
import { deadLetterKind } from './kinds/dead-letter';
import { decisionKind } from './kinds/decision';
import { driftKind } from './kinds/drift';
import { envelopeKind } from './kinds/envelope';
import { failOrCrashKind } from './kinds/fail-or-crash';
import { highWaterMarkKind } from './kinds/high-water-mark';
import { hybridKind } from './kinds/hybrid';
import { idSourcesKind } from './kinds/id-sources';
import { idsKind } from './kinds/ids';
import { inboxMemoryKind } from './kinds/inbox-memory';
import { noWaitKind } from './kinds/no-wait';
import { opsKind } from './kinds/ops';
import { ownReadsKind } from './kinds/own-reads';
import { planKind } from './kinds/plan';
import { preventKind } from './kinds/prevent';
import { readsKind } from './kinds/reads';
import { recoverKind } from './kinds/recover';
import { relayKind } from './kinds/relay';
import { rulesKind } from './kinds/rules';
import { scheduledKind } from './kinds/scheduled';
import { sendOrderKind } from './kinds/send-order';
import { verdictKind } from './kinds/verdict';
import { versionsKind } from './kinds/versions';
import type { QuizKind, QuizKindSpec } from './quiz-types';

export const QUIZ_KIND_SPECS: readonly QuizKindSpec[] = [
  twoSystemsKind,
  sendOrderKind,
  preventKind,
  noWaitKind,
  atomicKind,
  readsKind,
  ownReadsKind,
  failOrCrashKind,
  verdictKind,
  rulesKind,
  idsKind,
  idSourcesKind,
  recoverKind,
  opsKind,
  envelopeKind,
  versionsKind,
  bookkeepingKind,
  relayKind,
  hybridKind,
  scheduledKind,
  accumulationKind,
  decisionKind,
  planKind,
  sideEffectsKind,
  driftKind,
  claimKind,
  highWaterMarkKind,
  deadLetterKind,
  inboxMemoryKind,
  labLimitsKind,
];

export const QUIZ_KINDS: readonly QuizKind[] = QUIZ_KIND_SPECS.map((k) => k.id);

/** The kinds that ask about each concept, concept by concept. */
export function conceptCoverage(
  kinds: readonly QuizKindSpec[] = QUIZ_KIND_SPECS,
  concepts: readonly number[] = CONCEPTS,
): Map<number, QuizKind[]> {
  return new Map(concepts.map((c) => [c, kinds.filter((k) => k.concepts.includes(c)).map((k) => k.id)]));
}

/** The concepts no kind asks about (none, for the course to be whole). */
export function uncoveredConcepts(
  kinds: readonly QuizKindSpec[] = QUIZ_KIND_SPECS,
  concepts: readonly number[] = CONCEPTS,
): number[] {
  return [...conceptCoverage(kinds, concepts)].filter(([, asked]) => asked.length === 0).map(([c]) => c);
}
