// The instructor's list: their own scenarios first, then every lesson's presets, each with a title in the
// page's language and a #/lab link. Keys 1–9 open the first nine.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import type { LessonPreset } from '../../course/lesson-presets';
import { isLanguage } from '../language';
import { useScenarioStore } from '../store/scenario-store';

export interface ListedScenario {
  title: string;
  link: string;
  mine: boolean;
}

/**
 * The lessons' presets load as a chunk of their own after the page's first paint: every lesson's spec is more
 * than the lab's first screen should wait for. Until then the list holds the instructor's own scenarios.
 */
let presetsLoading: Promise<readonly LessonPreset[]> | null = null;
export function loadLessonPresets(): Promise<readonly LessonPreset[]> {
  presetsLoading ??= import('../../course/lesson-presets').then((m) => m.LESSON_PRESETS);
  presetsLoading.catch(() => (presetsLoading = null));
  return presetsLoading;
}

export function useScenarios(): ListedScenario[] {
  const { i18n } = useTranslation();
  const mine = useScenarioStore((s) => s.mine);
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const [presets, setPresets] = useState<readonly LessonPreset[]>([]);
  useEffect(() => {
    let current = true;
    loadLessonPresets().then(
      (loaded) => current && setPresets(loaded),
      () => {},
    );
    return () => {
      current = false;
    };
  }, []);
  return useMemo(
    () => [
      ...mine.map((s) => ({ ...s, mine: true })),
      ...presets.map((p) => ({
        title: `${p.lesson.title[language]} — ${p.preset.title[language]}`,
        link: p.link,
        mine: false,
      })),
    ],
    [mine, presets, language],
  );
}
