// The site's navigation: the course, the lab (at the state it was left in), the quiz, the comparison and the
// explorer (at the lab's design).
import { useTranslation } from '../i18n/use-translation';
import { designRegistry } from '../../engine/designs/registry';
import type { Route } from '../route';
import { designInQuery } from '../../engine/replay/link-codec';
import { useLabHref } from './lab-href';

export function Nav({ screen }: { screen: Route['screen'] }) {
  const { t } = useTranslation();
  const labHref = useLabHref((s) => s.href);
  const design = designInQuery(labHref.slice(labHref.indexOf('?') + 1)) ?? designRegistry.defaultId;
  const here = (s: Route['screen']) => (screen === s ? 'page' : undefined);
  return (
    <nav aria-label={t('nav.label')} className="main-nav">
      <a href="#/" aria-current={here('home') ?? here('lesson')}>
        {t('nav.course')}
      </a>
      <a href={labHref} aria-current={here('lab')}>
        {t('nav.lab')}
      </a>
      <a href="#/quiz" aria-current={here('quiz')}>
        {t('nav.quiz')}
      </a>
      <a href={`#/compare?left=outbox&right=outbox-inbox`} aria-current={here('compare')}>
        {t('nav.compare')}
      </a>
      <a href={`#/explorer?design=${encodeURIComponent(design)}`} aria-current={here('explorer')}>
        {t('nav.explorer')}
      </a>
    </nav>
  );
}
