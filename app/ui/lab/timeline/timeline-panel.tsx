// The timeline pane: its heading, a choice between the sequence diagram and the table (remembered as a
// preference), whether each "runs line N" entry is shown, and the chosen view.
import './timeline-panel.css';
import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useWorld } from '../lab-context';
import { TIMELINE_VIEWS, useViewStore } from '../../store/view-store';
import { HistoryScrubber } from './history-scrubber';
import { TimelineDiagram } from './timeline-diagram';
import { TimelineExport } from './timeline-export';
import { TimelineTable } from './timeline-pane';

export function TimelinePanel() {
  const { t } = useTranslation();
  const empty = useWorld((s) => s.timeline.length === 0);
  const showLineRuns = useViewStore((s) => s.showLineRuns);
  const setShowLineRuns = useViewStore((s) => s.setShowLineRuns);
  const view = useViewStore((s) => s.timelineView);
  const setView = useViewStore((s) => s.setTimelineView);
  const headingId = useId();
  const hintId = useId();
  let body;
  if (empty) body = <p>{t('timelineView.empty')}</p>;
  else if (view === 'table') body = <TimelineTable showLineRuns={showLineRuns} />;
  else
    body = (
      <>
        <p id={hintId} className="hint timeline-hint">
          {t('timelineDiagram.hint')}
        </p>
        <TimelineDiagram showLineRuns={showLineRuns} hintId={hintId} />
      </>
    );
  return (
    <section className="timeline timeline-panel" aria-labelledby={headingId}>
      <div className="timeline-bar">
        <h2 id={headingId}>{t('timelineView.heading')}</h2>
        <div className="timeline-views" role="group" aria-label={t('timelineDiagram.viewGroup')}>
          {TIMELINE_VIEWS.map((v) => (
            <button key={v} type="button" aria-pressed={view === v} onClick={() => setView(v)}>
              {t(`timelineDiagram.${v}`)}
            </button>
          ))}
        </div>
        <TimelineExport />
        <label className="toggle">
          <input type="checkbox" checked={showLineRuns} onChange={(e) => setShowLineRuns(e.target.checked)} />{' '}
          {t('timelineView.showLineRuns')}
        </label>
      </div>
      <HistoryScrubber />
      {body}
    </section>
  );
}
