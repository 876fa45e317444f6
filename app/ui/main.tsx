// Entry point: pick the language, render the shell (its text paints before the WASM arrives), start the lab.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { executedSql } from '../engine/runtime/diagnostics';
import { App } from './shell/app';
import { followOtherTabs } from './store/follow-other-tabs';
import { startOffline } from './offline';
import { loadTexts } from './i18n/load-texts';
import { setupI18n } from './i18n/setup';
import { langParam, pickLanguage } from './language';
import { parseRoute } from './route';
import { takeLateAddress } from './lab/session/late-address';
import { loadSqlJs } from './sql-loader';
import { useViewStore } from './store/view-store';
import { flagParam } from './view-params';
import './page-styles';

// A read-only diagnostic: every SQL text the page has run (tests use it to prove input never becomes SQL).
Object.defineProperty(window, 'outboxLab', { value: Object.freeze({ executedSql }), enumerable: false });

// A SCORM package's build is an LMS's SCO: it connects before anything reads the address, the language or saved
// progress (the LMS's bookmark, preference and suspend data take part in each). Other builds leave this out.
const lmsVersion =
  import.meta.env.VITE_LMS === 'scorm12' ? '1.2' : import.meta.env.VITE_LMS === 'scorm2004' ? '2004' : null;
const lms = lmsVersion ? (await import('./lms/lms-connection')).startLms(lmsVersion) : null;

// Start fetching and compiling sql.js's WASM at once on every screen that runs labs in the page: a lesson's
// labs then wait for neither the course's own chunk nor each other. (The explorer runs in its own worker; the
// course home, which runs no lab, starts it once its lesson list is on screen.)
// A reload a moment after a Step opens that Step: the address the last page left unwritten goes back first.
takeLateAddress();
const initialRoute = parseRoute(location.hash);
if (initialRoute.screen !== 'explorer' && initialRoute.screen !== 'home') void loadSqlJs().catch(() => {});
// A long link opened before was saved in this browser: its lookup starts now, while the lab's code and sql.js load
// (its code comes with the lab route only: the course home does not load it).
if (initialRoute.screen === 'lab') {
  const link = initialRoute.link;
  void Promise.all([import('../machine/saved-replay-store'), import('./store/replay-area')]).then(
    ([store, area]) => store.prefetchSaved(link, area.savedReplays()),
    () => {},
  );
}

const language = pickLanguage(
  langParam(location.search, location.hash),
  useViewStore.getState().language,
  // Inside an LMS its learner preference comes before the browser's; a choice made with the switcher still wins.
  lms?.language ? [lms.language] : navigator.languages,
);
// Only this language's texts: fetched at once, in parallel with the WASM, before the first paint.
setupI18n(language, await loadTexts(language));
// Presenter mode from the address, before the first paint: the room never sees the page jump into it.
useViewStore.setState({
  presenter: flagParam('present', location.search, location.hash),
  embed: flagParam('embed', location.search, location.hash),
});
followOtherTabs();
// No service worker inside an LMS: its reload on a new version would end the SCO's session and start another.
if (!lmsVersion) startOffline();
// Which build this page runs, for support and for the update test (VITE_BUILD_LABEL at build time; empty by default).
document.documentElement.dataset.build = (import.meta.env.VITE_BUILD_LABEL as string | undefined) ?? '';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App initialRoute={initialRoute} />
  </StrictMode>,
);
