// A live lab on a lesson page, named "Lab: <preset title>": `::lab{preset="…"}` places one, and each try brings
// its own. It shows the parts its preset names, its Reset returns to the lesson's state for it, and a prediction
// or a "Show me" of the lesson can load another state into it.
import { useCallback, useMemo } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { presetLabLink } from '../../course/course-lab';
import { labSlot, type LessonSlots } from '../../course/lesson-slots';
import { encodeLink } from '../../engine/replay/link-codec';
import type { LabSnapshot } from '../../engine/snapshot';
import { LabView } from '../lab/lab-view';
import { labAnchor, useLesson } from './lesson-context';
import { CoveredPanesContext, type CoveredPane } from '../lab/covered-panes';
import type { LessonSpec, Measure } from '../../course/lesson-spec';
import { useProgressStore } from '../store/progress-store';

/** Where a learner reads a measure in the lab: the pane a lesson covers until its question is answered. */
function panesOf(measure: Measure): CoveredPane[] {
  switch (measure.kind) {
    case 'rows':
      return [{ kind: 'table', db: measure.db, table: measure.table, connection: measure.connection }];
    case 'cell':
      return [{ kind: 'table', db: measure.db, table: measure.table, connection: 'independent' }];
    case 'prepared':
      return [{ kind: 'table', db: 'warehouse', table: 'stock', connection: 'independent' }, { kind: 'verdict' }];
    case 'verdict':
      return [{ kind: 'verdict' }];
    case 'response':
      return [{ kind: 'responses' }];
    case 'ops':
      return [{ kind: 'ops' }];
    // The timeline is not covered: a question about it says so in its text.
    case 'sent':
      return [];
  }
}

const NOTHING_COVERED: readonly CoveredPane[] = [];

/**
 * The panes to cover in a lab showing `shown`: those of every unanswered prediction of this lab about exactly that
 * state.
 */
function coveredPanes(
  spec: LessonSpec,
  slot: string,
  shown: string,
  slots: LessonSlots,
  answered: Record<string, unknown>,
): readonly CoveredPane[] {
  const panes = Object.entries(spec.predictions).flatMap(([id, p]) =>
    slots.prediction[id] === slot && !(id in answered) && slots.answerLink[id] === shown ? panesOf(p.measure) : [],
  );
  return panes.length ? panes : NOTHING_COVERED;
}

export function LessonLab({ slot }: { slot: string }) {
  const { t } = useTranslation();
  const { lesson, language, labs, seen, report, slots } = useLesson();
  const current = labs[slot];
  const answered = useProgressStore((s) => s.lessons[lesson.spec.id]?.predictions);
  const shown = seen[slot]?.link ?? (current ? encodeLink(current.link) : '');
  const covered = useMemo(
    () => coveredPanes(lesson.spec, slot, shown, slots, answered ?? {}),
    [lesson.spec, slot, shown, slots, answered],
  );
  const preset = current ? lesson.spec.presets[current.preset] : undefined;
  const presetName = current?.preset;
  const home = useMemo(
    () => (presetName ? (presetLabLink(lesson.spec, presetName) ?? undefined) : undefined),
    [lesson.spec, presetName],
  );
  const onChange = useCallback((link: string, snapshot: LabSnapshot) => report(slot, link, snapshot), [slot, report]);
  if (!current || !preset) return null;
  return (
    <div className="lesson-lab" id={labAnchor(lesson.spec.id, slot)}>
      <CoveredPanesContext.Provider value={covered}>
        <LabView
          link={current.link}
          revision={current.revision}
          syncUrl={false}
          title={preset.title[language]}
          onChange={onChange}
          home={home}
          parts={preset.shows}
        />
      </CoveredPanesContext.Provider>
      <p className="open-in-lab">
        <a href={seen[slot]?.link ?? encodeLink(current.link)}>{t('course.openInLab')}</a>
      </p>
    </div>
  );
}

/** `::lab{preset="…"}`: the page's n-th lab (the renderer numbers them as lesson-slots.ts does). */
export function PlacedLab({ index }: { index: number }) {
  return <LessonLab slot={labSlot(index)} />;
}
