// Each process's program as a numbered list. The next line carries aria-current="step"; the line the
// default "Step" will run is labelled in words as well.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PROCESSES, type ProcessId } from '../../engine/types';
import { useWorld } from '../lab-context';

function Program({ id }: { id: ProcessId }) {
  const { t } = useTranslation();
  const view = useWorld((s) => s.processes[id]);
  const picked = useWorld((s) => s.defaultPick === id);
  const name = t(`process.${id}`);
  return (
    <div className={`program program-${view.status}`}>
      <h3>
        {name}
        {view.inTx && <span className="badge tx"> {t('program.inTx')}</span>}
      </h3>
      {!view.inDesign ? (
        <p className="muted">{t('program.absent')}</p>
      ) : (
        <>
          {view.status === 'crashed' && <p className="crashed-note">{t('program.crashed')}</p>}
          <ol aria-label={name}>
            {view.lines.map((code, index) => {
              const next = view.status === 'up' && index === view.pc;
              return (
                <li key={index} aria-current={next ? 'step' : undefined} className={next ? 'next-line' : undefined}>
                  <code>{code}</code>
                  {index === view.errorLine && <span className="tag"> ({t('program.errorPath')})</span>}
                  {next && <span className="tag next-tag"> ◀ {t('program.next')}</span>}
                  {next && picked && <span className="tag step-tag"> · {t('program.stepRunsThis')}</span>}
                </li>
              );
            })}
          </ol>
        </>
      )}
    </div>
  );
}

export function ProgramPane() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="programs" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('program.heading')}</h2>
      <div className="program-grid">
        {PROCESSES.map((id) => (
          <Program key={id} id={id} />
        ))}
      </div>
    </section>
  );
}
