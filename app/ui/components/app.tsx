// The page shell and router. Its text paints at once; the lab appears when sql.js's WASM has loaded.
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { encodeLink } from '../../machine/link-codec';
import { LabActorContext } from '../lab-context';
import { startLab, type LabActor } from '../lab-runtime';
import { parseRoute, type Route } from '../route';
import { useHashSync } from '../use-hash-sync';
import { ExplorerScreen } from './explorer-screen';
import { LabScreen } from './lab-screen';
import { LanguageSwitch } from './language-switch';
import { LinkNotice } from './link-notice';
import { StatusProvider } from './status-region';

const ROUTE_NOTICE = { design: 'notice.linkDesign', log: 'notice.linkLog', 'too-long': 'notice.linkTooLong', route: 'notice.linkRoute' } as const;

function RunningLab({ actor }: { actor: LabActor }) {
  useHashSync(actor);
  return (
    <LabActorContext.Provider value={actor}>
      <StatusProvider>
        <LabScreen />
      </StatusProvider>
    </LabActorContext.Provider>
  );
}

function Nav({ actor, screen }: { actor: LabActor | null; screen: Route['screen'] }) {
  const { t } = useTranslation();
  const labLink = useSelector(actor ?? undefined, (s) => (s ? encodeLink({ design: s.context.design, actions: s.context.actions }) : '#/lab'));
  const design = useSelector(actor ?? undefined, (s) => s?.context.design ?? 'outbox-inbox');
  return (
    <nav aria-label={t('nav.label')} className="main-nav">
      <a href={labLink ?? '#/lab'} aria-current={screen === 'lab' ? 'page' : undefined}>
        {t('nav.lab')}
      </a>
      <a href={`#/explorer?design=${design}`} aria-current={screen === 'explorer' ? 'page' : undefined}>
        {t('nav.explorer')}
      </a>
    </nav>
  );
}

export function App({ initialRoute }: { initialRoute: Route }) {
  const { t } = useTranslation();
  const [route, setRoute] = useState(initialRoute);
  const [actor, setActor] = useState<LabActor | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  /** Opens a route: a lab link is loaded into the running lab; a problem with it becomes a notice. */
  const open = useCallback(
    (next: Route, running: LabActor | null) => {
      setRoute(next);
      if (next.error) setNotice(t(ROUTE_NOTICE[next.error]));
      else setNotice(null);
      if (next.screen !== 'lab' || !running) return;
      const { design, actions } = running.getSnapshot().context;
      if (encodeLink(next.link) !== encodeLink({ design, actions })) running.send({ type: 'LOAD', ...next.link });
      const { rejected } = running.getSnapshot().context;
      if (rejected) setNotice(t('notice.linkRejected', { index: rejected.index + 1, reason: t(`reason.${rejected.blocker}`) }));
    },
    [t],
  );

  // Start the lab once. `open` changes with the language; the start must not (it would load a second lab).
  const openRef = useRef(open);
  openRef.current = open;
  useEffect(() => {
    let cancelled = false;
    const firstLink = initialRoute.screen === 'lab' ? initialRoute.link : { design: initialRoute.design, actions: [] };
    startLab(firstLink).then(
      (started) => {
        if (cancelled) {
          started.stop();
          started.getSnapshot().context.lab.dispose();
          return;
        }
        setActor(started);
        openRef.current(initialRoute, started);
      },
      (error: unknown) => setLoadError(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      cancelled = true;
    };
  }, [initialRoute]);

  useEffect(() => {
    const onHashChange = () => open(parseRoute(location.hash), actor);
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [actor, open]);

  return (
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
      <header className="page-header">
        <h1>{t('app.title')}</h1>
        <p className="tagline">{t('app.tagline')}</p>
        <Nav actor={actor} screen={route.screen} />
        <LanguageSwitch />
      </header>
      <main id="main" tabIndex={-1}>
        {notice && <LinkNotice text={notice} onDismiss={() => setNotice(null)} />}
        {route.screen === 'explorer' ? (
          <ExplorerScreen key={route.design} initialDesign={route.design} />
        ) : actor ? (
          <RunningLab actor={actor} />
        ) : (
          <p className="loading" role="status">
            {loadError ? t('app.loadFailed', { error: loadError }) : t('app.loading')}
          </p>
        )}
      </main>
    </>
  );
}
