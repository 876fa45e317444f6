// The instructor's list: their own scenarios first, then every lesson's presets, each with a title in the
// page's language and a #/lab link. Keys 1–9 open the first nine.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import type { LessonPreset } from '../../course/lesson-presets';
import { isLanguage, type Language } from '../language';
import { useScenarioStore } from './scenario-store';

export interface ListedScenario {
  title: string;
  link: string;
  mine: boolean;
}

/**
 * The lessons' presets load as a chunk of their own when the list is first wanted (the dialog opens, a number key
 * reaches past the instructor's own): every lesson's spec is more than the course home or the lab should wait for.
 */
let presetsLoading: Promise<readonly LessonPreset[]> | null = null;
export function loadLessonPresets(): Promise<readonly LessonPreset[]> {
  presetsLoading ??= import('../../course/lesson-presets').then((m) => m.LESSON_PRESETS);
  presetsLoading.catch(() => (presetsLoading = null));
  return presetsLoading;
}

/** The list as the dialog and the number keys number it: the instructor's own first, then the lessons' presets. */
function listed(
  mine: readonly { title: string; link: string }[],
  presets: readonly LessonPreset[],
  language: Language,
): ListedScenario[] {
  return [
    ...mine.map((s) => ({ ...s, mine: true })),
    ...presets.map((p) => ({
      title: `${p.lesson.title[language]} — ${p.preset.title[language]}`,
      link: p.link,
      mine: false,
    })),
  ];
}

/**
 * The scenario a number key opens (0-based), loading the presets first if they have not loaded: the keys work
 * from the first screen without that screen waiting for every lesson's spec.
 */
export async function scenarioAt(index: number, language: Language): Promise<ListedScenario | undefined> {
  const mine = useScenarioStore.getState().mine;
  if (index < mine.length) return listed(mine, [], language)[index];
  return listed(mine, await loadLessonPresets(), language)[index];
}

/** The whole list, for the scenarios dialog: the presets load when it first opens. */
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
  return useMemo(() => listed(mine, presets, language), [mine, presets, language]);
}
