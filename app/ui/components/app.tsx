// The page shell. Its text paints at once; the lab appears when sql.js's WASM has loaded.
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LabActorContext } from '../lab-context';
import { startLab, type LabActor } from '../lab-runtime';
import type { Route } from '../route';
import { useHashSync } from '../use-hash-sync';
import { LabScreen } from './lab-screen';
import { LanguageSwitch } from './language-switch';
import { LinkNotice } from './link-notice';
import { StatusProvider } from './status-region';

const ROUTE_NOTICE = { design: 'notice.linkDesign', log: 'notice.linkLog', 'too-long': 'notice.linkTooLong', route: 'notice.linkRoute' } as const;

function useNotice(t: ReturnType<typeof useTranslation>['t']) {
  const [notice, setNotice] = useState<string | null>(null);
  const fromRoute = useCallback(
    (route: Route, actor?: LabActor) => {
      if (route.error) return setNotice(t(ROUTE_NOTICE[route.error]));
      const rejected = actor?.getSnapshot().context.lab.at(route.link.design, route.link.actions).rejected;
      setNotice(rejected ? t('notice.linkRejected', { index: rejected.index + 1, reason: t(`reason.${rejected.blocker}`) }) : null);
    },
    [t],
  );
  return { notice, fromRoute, dismiss: () => setNotice(null) };
}

function RunningLab({ actor, onRoute }: { actor: LabActor; onRoute(route: Route): void }) {
  useHashSync(actor, onRoute);
  return (
    <LabActorContext.Provider value={actor}>
      <StatusProvider>
        <LabScreen />
      </StatusProvider>
    </LabActorContext.Provider>
  );
}

export function App({ initialRoute }: { initialRoute: Route }) {
  const { t } = useTranslation();
  const [actor, setActor] = useState<LabActor | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const { notice, fromRoute, dismiss } = useNotice(t);

  useEffect(() => {
    let cancelled = false;
    startLab(initialRoute.link).then(
      (started) => {
        if (cancelled) {
          started.stop();
          started.getSnapshot().context.lab.dispose();
          return;
        }
        setActor(started);
        fromRoute(initialRoute, started);
      },
      (error: unknown) => setLoadError(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      cancelled = true;
    };
  }, [initialRoute, fromRoute]);

  const onRoute = useCallback((route: Route) => fromRoute(route, actor ?? undefined), [fromRoute, actor]);

  return (
    <>
      <a
        className="skip-link"
        href="#controls"
        onClick={(e) => {
          // The hash is the lab's state, so the skip link moves focus itself instead of navigating.
          e.preventDefault();
          document.getElementById('controls')?.focus();
        }}
      >
        {t('app.skipToLab')}
      </a>
      <header className="page-header">
        <h1>{t('app.title')}</h1>
        <p className="tagline">{t('app.tagline')}</p>
        <LanguageSwitch />
      </header>
      <main>
        {notice && <LinkNotice text={notice} onDismiss={dismiss} />}
        {actor ? (
          <RunningLab actor={actor} onRoute={onRoute} />
        ) : (
          <p className="loading" role="status">
            {loadError ? t('app.loadFailed', { error: loadError }) : t('app.loading')}
          </p>
        )}
      </main>
    </>
  );
}
