// The service worker: registered once the page has loaded, its first screen is up (first-screen.ts), any sql.js
// download it started has ended and the browser is idle (so the precache never races the lab's own start or its first
// WASM download), never in the dev server. When a new version has been fetched, the page is told and offers a reload;
// until then everything keeps coming from the version the page started with. When the learner accepts, the waiting
// worker takes over and every open tab reloads whole under it. The registering code (workbox-window) is fetched then
// too: no first screen needs it.
import { create } from 'zustand';
import { whenFirstScreen } from './first-screen';
import { sqlJsLoading } from './sql-loader';
import { whenIdle } from './when-idle';

interface UpdateState {
  /** Reloads the page under the new version; null while there is none waiting. */
  apply: (() => void) | null;
}

export const useUpdateStore = create<UpdateState>()(() => ({ apply: null }));

/** A screen that never says it is up (first-screen.ts) is taken as up this long after the page has loaded. */
const FIRST_SCREEN_LATEST_MS = 8_000;

export function startOffline(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  // A new worker taking over from another means a new build: this page, whichever tab asked, reloads under it.
  // The first worker's claim of a first visit (no worker before it) changes nothing the page runs.
  let controller = navigator.serviceWorker.controller;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    const before = controller;
    controller = navigator.serviceWorker.controller;
    if (before) location.reload();
  });
  const register = async () => {
    const { registerSW } = await import('virtual:pwa-register');
    let registration: ServiceWorkerRegistration | undefined;
    registerSW({
      immediate: true,
      onRegisteredSW: (_url, found) => (registration = found),
      onNeedRefresh: () =>
        useUpdateStore.setState({ apply: () => registration?.waiting?.postMessage({ type: 'SKIP_WAITING' }) }),
    });
  };
  // Offline use is a convenience: a page that cannot fetch the code (offline before any worker) just goes without.
  // Never while the first screen is still coming or sql.js is on its way: the browser is idle at moments then (a chunk
  // or the WASM downloading), and the worker's first install fetches every file of the site, the WASM again among them,
  // beside the page's own downloads.
  const registerWhenIdle = () =>
    void whenFirstScreen(FIRST_SCREEN_LATEST_MS)
      .then(() => sqlJsLoading())
      .catch(() => {})
      .then(() => whenIdle(() => void register().catch(() => {}), 5_000));
  if (document.readyState === 'complete') registerWhenIdle();
  else window.addEventListener('load', registerWhenIdle, { once: true });
}
