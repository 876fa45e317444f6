// The route the address names, read again at every hashchange: a new screen starts at its top, with its notice
// shown again and a fresh quiz seed drawn, and `revision` counts the navigations so the same link followed twice
// loads twice.
import { useEffect, useState } from 'react';
import { randomSeed } from '../../course/seed';
import { parseRoute, type Route } from '../route';

export function useRoute(initialRoute: Route) {
  const [route, setRoute] = useState(initialRoute);
  const [revision, setRevision] = useState(0);
  const [dismissed, setDismissed] = useState(false);
  const [drawnSeed, setDrawnSeed] = useState(randomSeed);
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
  // A quiz without a (good) seed gets one, written into the address so a reload draws the same questions.
  const seed = (route.screen === 'quiz' ? route.seed : null) ?? drawnSeed;
  useEffect(() => {
    if (route.screen === 'quiz' && route.seed === null) history.replaceState(history.state, '', `#/quiz?seed=${seed}`);
  }, [route, seed]);
  return { route, revision, seed, noticeDismissed: dismissed, dismissNotice: () => setDismissed(true) };
}
