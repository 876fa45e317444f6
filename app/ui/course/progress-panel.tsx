// Export progress as a code, import one (refused with a reason, changing nothing, when it cannot be read),
// or reset it — two steps, so a stray click loses nothing.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { encodeProgress } from '../../course/progress';
import { useLmsStatus } from '../lms/lms-status';
import { useProgressStore } from '../store/progress-store';

export function ProgressPanel() {
  const { t } = useTranslation();
  const id = useId();
  const importCode = useProgressStore((s) => s.importCode);
  const reset = useProgressStore((s) => s.reset);
  const [exported, setExported] = useState<string | null>(null);
  const [code, setCode] = useState('');
  // An i18n key, not the words: the message follows a language switch.
  const [message, setMessage] = useState<{ ok: boolean; key: string } | null>(null);
  const [confirming, setConfirming] = useState(false);
  // Inside an LMS that records, progress is not "in this browser only".
  const lmsRecording = useLmsStatus((s) => s.recording);

  function doImport(event: FormEvent) {
    event.preventDefault();
    const error = importCode(code);
    setMessage(
      error
        ? { ok: false, key: `course.progress.importError.${error}` }
        : { ok: true, key: 'course.progress.imported' },
    );
    if (!error) setCode('');
  }

  return (
    <section className="progress-panel" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>{t('course.progress.heading')}</h3>
      <p className="hint">{t(lmsRecording ? 'course.progress.hintLms' : 'course.progress.hint')}</p>
      <button
        type="button"
        onClick={() => {
          const { lessons, quizBest } = useProgressStore.getState();
          setExported(encodeProgress({ lessons, quizBest }));
        }}
      >
        {t('course.progress.export')}
      </button>
      {exported && (
        <p>
          <label htmlFor={`${id}-out`}>{t('course.progress.yourCode')}</label>
          <textarea id={`${id}-out`} readOnly value={exported} rows={3} onFocus={(e) => e.currentTarget.select()} />
        </p>
      )}
      <form onSubmit={doImport}>
        <label htmlFor={`${id}-in`}>{t('course.progress.code')}</label>
        <textarea
          id={`${id}-in`}
          value={code}
          rows={3}
          onChange={(e) => setCode(e.target.value)}
          aria-invalid={message && !message.ok ? 'true' : undefined}
          aria-describedby={`${id}-msg`}
        />
        <button type="submit">{t('course.progress.import')}</button>
      </form>
      <p
        id={`${id}-msg`}
        role="status"
        className={message ? (message.ok ? 'feedback right' : 'feedback wrong') : 'feedback'}
      >
        {message ? t(message.key) : null}
      </p>
      {confirming ? (
        <p>
          {t('course.progress.resetConfirm')}{' '}
          <button
            type="button"
            onClick={() => {
              reset();
              setConfirming(false);
              setMessage({ ok: true, key: 'course.progress.wasReset' });
            }}
          >
            {t('course.progress.resetYes')}
          </button>{' '}
          <button type="button" onClick={() => setConfirming(false)}>
            {t('course.progress.resetNo')}
          </button>
        </p>
      ) : (
        <button type="button" onClick={() => setConfirming(true)}>
          {t('course.progress.reset')}
        </button>
      )}
    </section>
  );
}
