// The page shell and router. The router only picks a screen and hands it what the address says; each lab
// view runs itself. Text paints at once; a lab appears when sql.js's WASM has loaded.
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { designRegistry } from '../../engine/designs/registry';
import { randomSeed } from '../../course/seed';
import { parseRoute, type Route } from '../route';
import { CompareScreen } from '../lab/compare-screen';
import { ExplorerScreen } from '../explorer/explorer-screen';
import { LabView } from '../lab/lab-view';
import { LanguageSwitch } from './language-switch';
import { LinkNotice } from '../lab/link-notice';
import { ScenariosDialog } from './scenarios-dialog';
import { ShortcutsDialog } from './shortcuts-dialog';
import { UpdateNotice } from './update-notice';
import { useScenarios } from '../scenarios/use-scenarios';
import { useShortcutKeys } from '../shortcuts/use-shortcut-keys';
import { useViewStore } from '../store/view-store';
import { viewParam, withFlag } from '../view-params';
import { postToHost, startEmbedBridge } from '../embed/embed-bridge';

const ROUTE_NOTICE = {
  design: 'notice.linkDesign',
  log: 'notice.linkLog',
  'too-long': 'notice.linkTooLong',
  options: 'notice.linkOptions',
  at: 'notice.linkAt',
  route: 'notice.linkRoute',
  lesson: 'notice.lessonUnknown',
  seed: 'notice.quizSeed',
} as const;

// The course (lessons, Markdown, the quiz) loads on its own, so the lab's first paint does not wait for it.
const CourseScreen = lazy(() => import('../course/course-screen').then((m) => ({ default: m.CourseScreen })));
// A lab opened from a quiz question names it and leads back; it comes with the course, after the lab.
const QuizOriginBanner = lazy(() =>
  import('../course/quiz-origin-banner').then((m) => ({ default: m.QuizOriginBanner })),
);

function Nav({ screen, labHref }: { screen: Route['screen']; labHref: string }) {
  const { t } = useTranslation();
  const design = new URLSearchParams(labHref.slice(labHref.indexOf('?') + 1)).get('design') ?? designRegistry.defaultId;
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

export function App({ initialRoute }: { initialRoute: Route }) {
  const { t } = useTranslation();
  const [route, setRoute] = useState(initialRoute);
  const [revision, setRevision] = useState(0);
  const [labHref, setLabHref] = useState('#/lab');
  const [dismissed, setDismissed] = useState(false);
  const [drawnSeed, setDrawnSeed] = useState(randomSeed);
  const [helpOpen, setHelpOpen] = useState(false);
  const [scenariosOpen, setScenariosOpen] = useState(false);
  const scenarios = useScenarios();
  const presenter = useViewStore((s) => s.presenter);
  const setPresenter = useViewStore((s) => s.setPresenter);
  const embed = useViewStore((s) => s.embed);
  // In a course platform's iframe: say where the lab is and what progress it holds, to allowed hosts only.
  const screen = useRef(route.screen);
  screen.current = route.screen;
  useEffect(() => startEmbedBridge(() => screen.current), []);
  // The bridge says "ready" when it starts; after that, once per screen change.
  const saidScreen = useRef(route.screen);
  useEffect(() => {
    if (saidScreen.current === route.screen) return;
    saidScreen.current = route.screen;
    postToHost({ type: 'ready', screen: route.screen });
  }, [route.screen]);

  // Presenter mode follows the address (?present=1 before the hash or in it; main.tsx reads it at start) and
  // writes itself back into it, so a reload or a copied link keeps the room's view. A link that does not say
  // (the site's own navigation) leaves it as it is.
  useEffect(() => {
    const follow = () => {
      const said = viewParam('present', location.search, location.hash);
      if (said !== null) setPresenter(said === '1');
      else if (useViewStore.getState().presenter)
        history.replaceState(history.state, '', withFlag(location.href, 'present', true));
    };
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, [setPresenter]);
  useEffect(() => {
    document.documentElement.classList.toggle('presenter', presenter);
    const next = withFlag(location.href, 'present', presenter);
    if (next !== location.href) history.replaceState(history.state, '', next);
  }, [presenter]);
  useShortcutKeys(
    (command) =>
      command.target.kind === 'view' || (command.target.kind === 'scenario' && command.target.index < scenarios.length),
    (command) => {
      const target = command.target;
      if (target.kind === 'scenario') location.hash = scenarios[target.index].link.slice(1);
      else if (target.kind === 'view' && target.view === 'help') setHelpOpen(true);
      else if (target.kind === 'view') setPresenter(!useViewStore.getState().presenter);
    },
  );

  useEffect(() => {
    const onHashChange = () => {
      setRoute(parseRoute(location.hash));
      setRevision((n) => n + 1);
      setDismissed(false);
      setDrawnSeed(randomSeed());
      // A new screen starts at its top, as a page would.
      window.scrollTo(0, 0);
    };
    window.addEventListener('hashchange', onHashChange);
    // The address may have changed between the first parse and this listener (a fast click, a script).
    setRoute(parseRoute(location.hash));
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);
  const onLinkChange = useCallback((link: string) => setLabHref(link), []);
  const closeHelp = useCallback(() => setHelpOpen(false), []);
  const closeScenarios = useCallback(() => setScenariosOpen(false), []);
  const notice = route.error && !dismissed ? t(ROUTE_NOTICE[route.error]) : null;

  // A quiz without a (good) seed gets one, written into the address so a reload draws the same questions.
  const quizSeed = route.screen === 'quiz' ? route.seed : null;
  const seed = quizSeed ?? drawnSeed;
  useEffect(() => {
    if (route.screen === 'quiz' && route.seed === null) history.replaceState(history.state, '', `#/quiz?seed=${seed}`);
  }, [route, seed]);

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
            <Nav screen={route.screen} labHref={labHref} />
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
      <ShortcutsDialog open={helpOpen} onClose={closeHelp} />
      {/* The lab's address changes at every Step; the closed dialog is told only once it opens. */}
      <ScenariosDialog
        open={scenariosOpen}
        onClose={closeScenarios}
        current={scenariosOpen && route.screen === 'lab' ? labHref : null}
      />
      <main id="main" tabIndex={-1}>
        <UpdateNotice />
        {notice && <LinkNotice text={notice} onDismiss={() => setDismissed(true)} />}
        {route.screen === 'home' ||
        route.screen === 'lesson' ||
        route.screen === 'quiz' ||
        route.screen === 'answers' ? (
          <Suspense
            fallback={
              <p className="loading" role="status">
                {t('app.loading')}
              </p>
            }
          >
            <CourseScreen
              screen={route.screen}
              lessonId={route.screen === 'lesson' ? route.lessonId : null}
              seed={seed}
              question={route.screen === 'quiz' ? route.question : null}
            />
          </Suspense>
        ) : route.screen === 'explorer' ? (
          <ExplorerScreen key={route.design} initialDesign={route.design} />
        ) : route.screen === 'compare' ? (
          <CompareScreen key={`${route.left}|${route.right}`} left={route.left} right={route.right} />
        ) : route.screen === 'lab' ? (
          <>
            {route.from && (
              <Suspense fallback={null}>
                <QuizOriginBanner key={`${route.from.seed}:${route.from.n}`} origin={route.from} />
              </Suspense>
            )}
            <LabView link={route.link} revision={revision} syncUrl onChange={onLinkChange} />
          </>
        ) : null}
      </main>
    </>
  );
}
