// The service worker: registered once the page has loaded, its first lab (if it shows any) is ready and the browser
// is idle, so neither the worker's code nor the precache races the lab's own first downloads; never in the dev
// server. When a new version has been fetched, the page is told and offers a reload; until then everything keeps
// coming from the version the page started with. When the learner accepts, the waiting worker takes over and every
// open tab reloads whole under it.
import { registerSW } from 'virtual:pwa-register';
import { create } from 'zustand';
import { whenIdle } from './when-idle';

interface UpdateState {
  /** Reloads the page under the new version; null while there is none waiting. */
  apply: (() => void) | null;
}

export const useUpdateStore = create<UpdateState>()(() => ({ apply: null }));

/** How long a page with labs waits for the first one before registering anyway (a lab that failed to load). */
const LAB_WAIT_MS = 10_000;

/**
 * Resolves once the page's first lab is ready (the mark use-running-lab.ts sets, which the bench reads too), or after
 * LAB_WAIT_MS, or at once where the browser cannot watch for marks: registering late is better than never.
 */
function firstLabReady(): Promise<void> {
  return new Promise((resolve) => {
    let observer: PerformanceObserver | null = null;
    const done = () => {
      observer?.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, LAB_WAIT_MS);
    try {
      observer = new PerformanceObserver((marks) => {
        if (marks.getEntriesByName('outbox-lab:ready').length > 0) done();
      });
      observer.observe({ type: 'mark', buffered: true });
    } catch {
      done();
    }
  });
}

/** `labs`: the page opened on a screen that runs labs (the lab, a lesson, the comparison). */
export function startOffline(labs: boolean): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  // A new worker taking over from another means a new build: this page, whichever tab asked, reloads under it.
  // The first worker's claim of a first visit (no worker before it) changes nothing the page runs.
  let controller = navigator.serviceWorker.controller;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    const before = controller;
    controller = navigator.serviceWorker.controller;
    if (before) location.reload();
  });
  const register = () => {
    let registration: ServiceWorkerRegistration | undefined;
    registerSW({
      immediate: true,
      onRegisteredSW: (_url, found) => (registration = found),
      onNeedRefresh: () =>
        useUpdateStore.setState({ apply: () => registration?.waiting?.postMessage({ type: 'SKIP_WAITING' }) }),
    });
  };
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
  void Promise.all([loaded, labs ? firstLabReady() : null]).then(() => whenIdle(register, 5_000));
}
