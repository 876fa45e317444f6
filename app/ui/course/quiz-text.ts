// What the quiz says, as plain functions of a translation function: the screen, the lab's "From the quiz"
// banner and the text-key test all say it the same way.
import type { TFunction } from '../i18n/translator';
import type { Measure, MeasureValue } from '../../course/lesson-spec';
import type { QuizQuestion, QuizText } from '../../course/quiz/quiz-types';
import { valueLabel } from './value-label';

/** Quiz text in the learner's language; design and process ids become their names. */
export function say(t: TFunction, text: QuizText): string {
  const params: Record<string, string | number> = { ...text.params };
  if (typeof params.design === 'string') params.design = t(`designs.${params.design}.name`);
  // A second design set beside the first ("which of these two ends ok"), and the verdict it ends in.
  if (typeof params.other === 'string') params.other = t(`designs.${params.other}.name`);
  if (typeof params.outcome === 'string') params.outcome = t(`verdict.${params.outcome}`);
  // A pattern of the decision tree, by the name and reason the course home's chooser gives it.
  if (typeof params.leaf === 'string') {
    params.leafWhy = t(`course.choose.leaf.${params.leaf}.why`);
    params.leaf = t(`course.choose.leaf.${params.leaf}.name`);
  }
  // Inside a sentence, as "The relay is set to crash": the running-text name, not the card's title.
  if (typeof params.process === 'string') params.process = t(`processInLabel.${params.process}`);
  if (typeof params.kind === 'string') params.kind = t(`course.quiz.kind.${params.kind}`);
  if (typeof params.faultKey === 'string') params.fault = t(`course.quiz.${params.faultKey}`, params);
  // A step of the run's own causal chain, in the words the verdict pane gives it (`why.link.<kind>`).
  if (typeof params.causeKey === 'string') {
    if (typeof params.to === 'string') params.to = t(`processInLabel.${params.to}`);
    params.cause = t(`why.link.${params.causeKey}`, params);
  }
  return t(`course.quiz.${text.key}`, params);
}

/** A choice as the learner reads it: "0 rows", "lost", "refused: stale version (409)", a design's name. */
export function choiceLabel(t: TFunction, q: Pick<QuizQuestion, 'measure' | 'wording'>, value: MeasureValue): string {
  switch (q.wording?.kind) {
    case 'design':
      return t(`designs.${value}.name`);
    case 'leaf':
      return t(`course.choose.leaf.${value}.name`);
    case 'words':
      return t(`course.quiz.choice.${q.wording.key}.${value}`);
    case 'code':
      return String(value);
  }
  return q.measure ? valueLabel(t, q.measure, value) : String(value);
}

/**
 * What a check of `checked` says: "Correct" or "Not quite", the answer, then why, each a sentence. A value the lab
 * reads is said as what the lab reads; an answer that is a design, a pattern, a rule's verdict or a fact is said as
 * the answer ("the lab reads “Outbox”" would claim a reading no pane shows).
 */
export function feedbackText(
  t: TFunction,
  q: Pick<QuizQuestion, 'measure' | 'wording' | 'answer' | 'why'>,
  checked: MeasureValue,
): string {
  const read = q.measure !== null && q.wording === undefined;
  const key = checked === q.answer ? (read ? 'correct' : 'correctAnswer') : read ? 'notQuite' : 'notQuiteAnswer';
  return t(`course.quiz.${key}`, { answer: choiceLabel(t, q, q.answer), why: say(t, q.why) });
}

/** The pane a question reads, named as the lab's banner says it. */
export function paneName(t: TFunction, measure: Measure): string {
  if (measure.kind === 'rows' && measure.connection === 'owner')
    return t('course.quiz.origin.paneOwnRows', { table: measure.table });
  if (measure.kind === 'rows' || measure.kind === 'cell')
    return t(measure.db === 'order' ? 'course.quiz.origin.paneRows' : 'course.quiz.origin.paneWarehouseRows', {
      table: measure.table,
    });
  if (measure.kind === 'response') return t('course.quiz.origin.paneResponse');
  if (measure.kind === 'ops') return t('course.quiz.origin.paneOps');
  if (measure.kind === 'sent') return t('course.quiz.origin.paneTimeline');
  return t('course.quiz.origin.paneVerdict');
}
