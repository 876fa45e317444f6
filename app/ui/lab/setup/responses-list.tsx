// What the client has sent and heard back, read from the client's lane of the timeline, newest first: the
// answer a learner just caused is always the first line, whole, without scrolling.
import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { entryText } from '../controls/announcement';
import { useWorld } from '../lab-context';
import { useCovered } from '../covered-panes';
import type { TimelineEntry } from '../../../engine/types';

const RESPONSES_SHOWN = 12;

export function ResponsesList() {
  const { t } = useTranslation();
  const timeline = useWorld((s) => s.timeline);
  const id = useId();
  const covered = useCovered().some((c) => c.kind === 'responses');
  // The newest answers are the ones a learner acts on; a thousand-order run keeps the list short. Read from the
  // end: a long run's timeline holds tens of thousands of entries, and every Step draws this list again.
  const entries: TimelineEntry[] = [];
  for (let i = timeline.length - 1; i >= 0 && entries.length < RESPONSES_SHOWN; i -= 1) {
    const e = timeline[i];
    if (e.lane === 'client' && e.text !== 'clockAdvanced') entries.push(e);
  }
  return (
    <div className="responses">
      <h3 id={id}>{t('form.responses')}</h3>
      {covered ? (
        <p className="covered-pane covered-note">{t('course.predict.covered')}</p>
      ) : entries.length === 0 ? (
        <p>{t('form.noResponses')}</p>
      ) : (
        // A short scroll box: focusable, so keyboard users can scroll it too.
        <ul aria-labelledby={id} tabIndex={0}>
          {entries.map((e) => (
            <li key={e.seq} className={e.mark ? `mark-${e.mark}` : undefined}>
              {entryText(t, e)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
