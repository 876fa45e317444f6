// `::lab{preset="…"}`: a live lab at the preset's state, named "Lab: <preset title>". A prediction or a
// "Show me" in the lesson can load another state into it.
import { useCallback } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { encodeLink } from '../../engine/link-codec';
import type { LabSnapshot } from '../../engine/snapshot';
import { LabView } from '../components/lab-view';
import { labAnchor, useLesson } from './lesson-context';

export function LessonLab({ preset }: { preset: string }) {
  const { t } = useTranslation();
  const { lesson, language, labs, seen, report } = useLesson();
  const slot = labs[preset];
  const onChange = useCallback((link: string, snapshot: LabSnapshot) => report(preset, link, snapshot), [preset, report]);
  if (!slot) return null;
  return (
    <div className="lesson-lab" id={labAnchor(lesson.spec.id, preset)}>
      <LabView link={slot.link} revision={slot.revision} syncUrl={false} title={lesson.spec.presets[preset].title[language]} onChange={onChange} />
      <p className="open-in-lab">
        <a href={seen[preset]?.link ?? encodeLink(slot.link)}>{t('course.openInLab')}</a>
      </p>
    </div>
  );
}
