// Work the page can put off (registering the service worker, warming the explorer's workers, saving a long link's
// replay): run once the browser is idle, and after `within` ms at the latest, so a page kept busy still does it.
// Safari has no requestIdleCallback: a timeout (a second at most) does the same job there.
export function whenIdle(run: () => void, within: number): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => run(), { timeout: within });
  else setTimeout(run, Math.min(within, 1_000));
}
