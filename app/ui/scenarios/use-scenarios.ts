// The instructor's list: their own scenarios first, then every lesson's presets, each with a title in the
// page's language and a #/lab link. Keys 1–9 open the first nine.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LESSON_PRESETS } from '../../course/lesson-presets';
import { isLanguage } from '../language';
import { useScenarioStore } from '../store/scenario-store';

export interface ListedScenario {
  title: string;
  link: string;
  mine: boolean;
}

export function useScenarios(): ListedScenario[] {
  const { i18n } = useTranslation();
  const mine = useScenarioStore((s) => s.mine);
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  return useMemo(
    () => [
      ...mine.map((s) => ({ ...s, mine: true })),
      ...LESSON_PRESETS.map((p) => ({ title: `${p.lesson.title[language]} — ${p.preset.title[language]}`, link: p.link, mine: false })),
    ],
    [mine, language],
  );
}
