// The page shell and router. The router only picks a screen and hands it what the address says; each lab
// view runs itself. Text paints at once; a lab appears when sql.js's WASM has loaded.
import { lazy, Suspense, useCallback, useState } from 'react';
import { setLabHref } from './lab-href';
import { useTranslation } from '../i18n/use-translation';
import type { Route } from '../route';
import { LanguageSwitch } from './language-switch';
import { LinkNotice } from '../lab/link-notice';
import { LmsFooter } from '../lms/lms-footer';
import { LmsNotice } from '../lms/lms-notice';
import { UpdateNotice } from './update-notice';
import { prefetchQuizTexts } from '../i18n/quiz-texts';
import { useLanguage } from '../i18n/use-language';
import { useShortcutKeys } from '../shared/use-shortcut-keys';
import { useViewStore } from '../store/view-store';
import { Nav } from './nav';
import { useEmbedScreen } from './use-embed-screen';
import { usePresenterAddress } from './use-presenter-address';
import { useRoute } from './use-route';

const ROUTE_NOTICE = {
  design: 'notice.linkDesign',
  log: 'notice.linkLog',
  'too-long': 'notice.linkTooLong',
  options: 'notice.linkOptions',
  at: 'notice.linkAt',
  route: 'notice.linkRoute',
  lesson: 'notice.lessonUnknown',
  seed: 'notice.quizSeed',
  faults: 'notice.explorerFaults',
} as const;

// The dialogs load when first opened: the page's first paint has no use for their code.
const ShortcutsDialog = lazy(() => import('./shortcuts-dialog').then((m) => ({ default: m.ShortcutsDialog })));
const ScenariosDialog = lazy(() => import('./scenarios-dialog').then((m) => ({ default: m.ScenariosDialog })));
// Each screen loads with its route: the course home never downloads the lab's machine and panes, nor the lab the
// course's lessons; the shell (header, notices) paints first either way.
const LabView = lazy(() => import('../lab/lab-view').then((m) => ({ default: m.LabView })));
/**
 * Only the lab screen, one link away from the explorer, warms its workers once its lab is ready; a lesson's labs do
 * not. Their code too comes then: the first screen has no use for it.
 */
const warmExplorer = () =>
  void import('../explorer/explorer-worker-pool').then(
    (pool) => pool.warmExplorerWhenIdle(),
    () => {},
  );
const CompareScreen = lazy(() => import('../lab/compare-screen').then((m) => ({ default: m.CompareScreen })));
const ExplorerScreen = lazy(() => import('../explorer/explorer-screen').then((m) => ({ default: m.ExplorerScreen })));
// The course (lessons, Markdown, the quiz) loads on its own, so the lab's first paint does not wait for it.
const CourseScreen = lazy(() => import('../course/course-screen').then((m) => ({ default: m.CourseScreen })));
// A lab opened from a quiz question names it and leads back; it comes with the course, after the lab.
const QuizOriginBanner = lazy(() => {
  prefetchQuizTexts();
  return import('../course/quiz-origin-banner').then((m) => ({ default: m.QuizOriginBanner }));
});

export function App({ initialRoute }: { initialRoute: Route }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { route, revision, seed, noticeDismissed, dismissNotice } = useRoute(initialRoute);
  const [helpOpen, setHelpOpen] = useState(false);
  const [scenariosOpen, setScenariosOpen] = useState(false);
  // Once opened, a dialog stays mounted (closed), so closing and opening again does not wait for anything.
  const [helpLoaded, setHelpLoaded] = useState(false);
  const [scenariosLoaded, setScenariosLoaded] = useState(false);
  if (helpOpen && !helpLoaded) setHelpLoaded(true);
  if (scenariosOpen && !scenariosLoaded) setScenariosLoaded(true);
  const presenter = useViewStore((s) => s.presenter);
  const setPresenter = useViewStore((s) => s.setPresenter);
  const embed = useViewStore((s) => s.embed);
  useEmbedScreen(route.screen);
  usePresenterAddress();
  useShortcutKeys(
    // A scenario key past the list's end does nothing (scenarioAt finds none), as a slide deck's would.
    (command) => command.target.kind === 'view' || command.target.kind === 'scenario',
    (command) => {
      const target = command.target;
      if (target.kind === 'scenario') {
        // The presets (and the list's code) may still be downloading: a learner who has moved on is not taken away.
        const from = location.hash;
        import('../scenarios/use-scenarios')
          .then((scenarios) => scenarios.scenarioAt(target.index, language))
          .then(
            (found) => {
              if (found && location.hash === from) location.hash = found.link.slice(1);
            },
            () => {
              // The presets could not be fetched (offline, say): the key does nothing, as one past the list does.
            },
          );
      } else if (target.kind === 'view' && target.view === 'help') setHelpOpen(true);
      else if (target.kind === 'view') setPresenter(!useViewStore.getState().presenter);
    },
  );

  const closeHelp = useCallback(() => setHelpOpen(false), []);
  const closeScenarios = useCallback(() => setScenariosOpen(false), []);
  const notice = route.error && !noticeDismissed ? t(ROUTE_NOTICE[route.error]) : null;

  return (
    <>
      {embed ? (
        // In a course platform's frame the platform is the site: no header, the title kept for structure only.
        <h1 className="visually-hidden">{t('app.title')}</h1>
      ) : (
        <>
          <a
            className="skip-link"
            href="#main"
            onClick={(e) => {
              // The hash is the lab's state, so the skip link moves focus itself instead of navigating.
              e.preventDefault();
              document.getElementById('main')?.focus();
            }}
          >
            {t('app.skipToLab')}
          </a>
          <header
            className={`page-header${route.screen === 'lab' || route.screen === 'compare' ? ' compact-header' : ''}`}
          >
            <h1>{t('app.title')}</h1>
            {/* The lab's own screen gives its height to the lab; the course pages introduce the product. */}
            {route.screen !== 'lab' && route.screen !== 'compare' && <p className="tagline">{t('app.tagline')}</p>}
            <Nav screen={route.screen} />
            <div className="page-tools">
              <button type="button" aria-pressed={presenter} onClick={() => setPresenter(!presenter)}>
                {t('presenter.button')}
              </button>
              <button type="button" aria-haspopup="dialog" onClick={() => setScenariosOpen(true)}>
                {t('scenarios.heading')}
              </button>
              <button type="button" aria-haspopup="dialog" onClick={() => setHelpOpen(true)}>
                {t('shortcuts.heading')}
              </button>
              <LanguageSwitch />
            </div>
          </header>
        </>
      )}
      <Suspense fallback={null}>
        {helpLoaded && <ShortcutsDialog open={helpOpen} onClose={closeHelp} />}
        {/* Told only whether the lab is on screen: the dialog reads the lab's link when it saves it. */}
        {scenariosLoaded && (
          <ScenariosDialog
            open={scenariosOpen}
            onClose={closeScenarios}
            onLab={scenariosOpen && route.screen === 'lab'}
          />
        )}
      </Suspense>
      <main id="main" tabIndex={-1}>
        <UpdateNotice />
        {import.meta.env.VITE_LMS && <LmsNotice />}
        {notice && <LinkNotice text={notice} onDismiss={dismissNotice} />}
        <Suspense
          fallback={
            <p className="loading" role="status">
              {t('app.loading')}
            </p>
          }
        >
          {route.screen === 'home' ||
          route.screen === 'lesson' ||
          route.screen === 'quiz' ||
          route.screen === 'answers' ? (
            <CourseScreen
              screen={route.screen}
              lessonId={route.screen === 'lesson' ? route.lessonId : null}
              seed={seed}
              question={route.screen === 'quiz' ? route.question : null}
            />
          ) : route.screen === 'explorer' ? (
            <ExplorerScreen
              key={`${route.design}|${route.size}`}
              initialDesign={route.design}
              initialSize={route.size}
            />
          ) : route.screen === 'compare' ? (
            <CompareScreen key={`${route.left}|${route.right}`} left={route.left} right={route.right} />
          ) : route.screen === 'lab' ? (
            <>
              {route.from && (
                <Suspense fallback={null}>
                  <QuizOriginBanner key={`${route.from.seed}:${route.from.n}`} origin={route.from} />
                </Suspense>
              )}
              <LabView link={route.link} revision={revision} syncUrl onChange={setLabHref} onReady={warmExplorer} />
            </>
          ) : null}
        </Suspense>
      </main>
      {import.meta.env.VITE_LMS && <LmsFooter />}
    </>
  );
}
