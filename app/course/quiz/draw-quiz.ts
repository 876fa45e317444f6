// Drawing a quiz: the seed picks which kinds of question it asks (each at most once, so one quiz ranges over
// the course and different seeds ask different things), a question of each, and the order of each one's
// choices. The same seed draws the same questions, in the same order, with the same choices in the same order.
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { mersenne } from 'pure-rand/generator/mersenne';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { Lab } from '../../engine/replay/lab';
import { QUIZ_LENGTH } from '../quiz-origin';
import { shuffled } from '../shuffle';
import { answered, kindPool } from './question-pool';
import { QUIZ_KIND_SPECS, QUIZ_KINDS } from './quiz-kinds';
import type { QuizQuestion } from './quiz-types';

/**
 * Draws `length` questions of `length` different kinds for `seed`, shown in the course's order of kinds, and
 * shuffles each one's choices: the pool lists them in a fixed order (the right one was first in 43 of 60
 * questions over seeds 1–10), so an unshuffled quiz could be passed by always picking the first.
 */
export function drawQuiz(lab: Lab, seed: number, length = QUIZ_LENGTH): QuizQuestion[] {
  const rng = xoroshiro128plus(seed);
  // The choices' order comes from a generator of its own, so shuffling leaves the questions a seed draws as they
  // were. Not a jump of the same xoroshiro stream: over consecutive seeds its early draws follow the seed's parity,
  // which put one kind's right answer first in 162 of 267 quizzes; Mersenne Twister's seeding mixes the seed.
  const order = mersenne(seed);
  // Every kind is a candidate; one whose pool is empty for this lab's designs is passed over when its turn comes.
  const kinds = shuffled(QUIZ_KIND_SPECS, rng);
  const questions: QuizQuestion[] = [];
  for (const spec of kinds) {
    if (questions.length === length) break;
    // A kind whose drawn question cannot be answered (its log no longer runs) gives another of its questions.
    const drafts = [...kindPool(lab, spec)];
    while (drafts.length > 0) {
      const [draft] = drafts.splice(uniformInt(rng, 0, drafts.length - 1), 1);
      const question = answered(lab, draft);
      if (!question) continue;
      questions.push({ ...question, choices: shuffled(draft.choices, order) });
      break;
    }
  }
  return questions.sort((a, b) => QUIZ_KINDS.indexOf(a.kind) - QUIZ_KINDS.indexOf(b.kind));
}
