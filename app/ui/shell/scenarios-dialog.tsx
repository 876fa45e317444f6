// "Scenarios": the instructor's prepared states. Their own, saved from the lab with a title, come first, then
// every lesson's presets; the first nine open with keys 1–9, each with its link. The own list can be exported
// as a file and imported again; a bad file changes nothing and says what is wrong with it.
import './scenarios-dialog.css';
import { memo, useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { ModalDialog } from '../shared/modal-dialog';
import { download } from '../export/download';
import {
  checkTitle,
  decodeScenarioFile,
  encodeScenarioFile,
  MAX_FILE_BYTES,
  MAX_SCENARIOS,
  MAX_TITLE,
} from '../scenarios/scenario-file';
import { useScenarios, type ListedScenario } from '../scenarios/use-scenarios';
import { useScenarioStore } from '../scenarios/scenario-store';
import { useLabHref } from './lab-href';

interface Props {
  open: boolean;
  onClose(): void;
  /** The page shows the lab, whose current state (its link) can be saved; elsewhere there is nothing to save. */
  onLab: boolean;
}

function Item({ scenario, n, onOpen }: { scenario: ListedScenario; n: number; onOpen(): void }) {
  const { t } = useTranslation();
  const remove = useScenarioStore((s) => s.remove);
  return (
    <li>
      {n <= 9 ? (
        <>
          <kbd aria-hidden="true">{n}</kbd>
          <span className="visually-hidden">{t('scenarios.keyHint', { n })}</span>
        </>
      ) : (
        <span className="no-key" />
      )}
      <a href={scenario.link} onClick={onOpen}>
        {scenario.title}
      </a>
      {scenario.mine && (
        <button
          type="button"
          aria-label={t('scenarios.deleteNamed', { title: scenario.title })}
          onClick={() => remove(scenario.link)}
        >
          {t('scenarios.delete')}
        </button>
      )}
    </li>
  );
}

// Memoised: a closed dialog has nothing to draw again when the page's header does.
export const ScenariosDialog = memo(function ScenariosDialog({ open, onClose, onLab }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const fileId = useId();
  const scenarios = useScenarios();
  const mine = useScenarioStore((s) => s.mine);
  const add = useScenarioStore((s) => s.add);
  const [title, setTitle] = useState('');
  const [titleError, setTitleError] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const startClean = () => {
    setMessage('');
    setTitleError(null);
  };

  function save(event: FormEvent) {
    event.preventDefault();
    if (!onLab) return;
    // Read when saved, not held as a prop: the link changes at every Step, and the closed dialog need not follow it.
    const current = useLabHref.getState().href;
    const checked = checkTitle(title);
    if (checked === null) {
      setTitleError(t('scenarios.titleProblem', { max: MAX_TITLE }));
      return;
    }
    setTitleError(null);
    if (mine.some((s) => s.link === current)) {
      setMessage(t('scenarios.alreadySaved'));
      return;
    }
    if (!add([{ title: checked, link: current }])) {
      setMessage(t('scenarios.full', { max: MAX_SCENARIOS }));
      return;
    }
    setTitle('');
    setMessage(t('scenarios.saved', { title: checked, n: mine.length + 1 }));
  }

  function exportFile() {
    download(new Blob([encodeScenarioFile(mine)], { type: 'application/json' }), 'outbox-lab-scenarios.json');
    setMessage(t('scenarios.exported', { count: mine.length }));
  }

  async function importFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // A file far too big is refused unread.
    const decoded: ReturnType<typeof decodeScenarioFile> =
      file.size > MAX_FILE_BYTES ? { ok: false, problem: 'tooBig' } : decodeScenarioFile(await file.text());
    if (!decoded.ok) {
      setMessage(
        t(`scenarios.problem.${decoded.problem}`, { item: decoded.item, max: MAX_SCENARIOS, title: MAX_TITLE }),
      );
      return;
    }
    const before = mine.length;
    if (!add(decoded.scenarios)) {
      setMessage(t('scenarios.full', { max: MAX_SCENARIOS }));
      return;
    }
    setMessage(t('scenarios.imported', { count: useScenarioStore.getState().mine.length - before }));
  }

  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      onShow={startClean}
      title={t('scenarios.heading')}
      className="scenarios-dialog"
    >
      {onLab && (
        <form className="scenario-save" onSubmit={save} noValidate>
          <label htmlFor={titleId}>{t('scenarios.title')}</label>
          <input
            id={titleId}
            value={title}
            maxLength={MAX_TITLE + 20}
            onChange={(e) => setTitle(e.target.value)}
            aria-invalid={titleError ? 'true' : undefined}
            aria-describedby={titleError ? `${titleId}-error` : undefined}
          />
          <button type="submit">{t('scenarios.save')}</button>
          {titleError && (
            <p id={`${titleId}-error`} className="field-error">
              {titleError}
            </p>
          )}
        </form>
      )}
      <p className="scenarios-message" role="status">
        {message}
      </p>
      <h3>{t('scenarios.mine')}</h3>
      {mine.length === 0 ? <p>{t('scenarios.noneYet')}</p> : null}
      <ol className="scenario-list" aria-label={t('scenarios.mine')}>
        {scenarios
          .map((s, i) => ({ s, n: i + 1 }))
          .filter(({ s }) => s.mine)
          .map(({ s, n }) => (
            <Item key={s.link} scenario={s} n={n} onOpen={onClose} />
          ))}
      </ol>
      <div className="scenario-file">
        <button type="button" onClick={exportFile} disabled={mine.length === 0}>
          {t('scenarios.export')}
        </button>
        <label htmlFor={fileId}>{t('scenarios.import')}</label>
        <input id={fileId} type="file" accept="application/json,.json" onChange={importFile} />
      </div>
      <h3>{t('scenarios.lessons')}</h3>
      <ol className="scenario-list" aria-label={t('scenarios.lessons')}>
        {scenarios
          .map((s, i) => ({ s, n: i + 1 }))
          .filter(({ s }) => !s.mine)
          .map(({ s, n }) => (
            <Item key={s.link} scenario={s} n={n} onOpen={onClose} />
          ))}
      </ol>
    </ModalDialog>
  );
});
