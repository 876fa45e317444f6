// Work the page can put off (registering the service worker, warming the explorer's workers, saving a long link's
// replay, writing the address): run once the browser is idle, and after `within` ms at the latest, so a page kept busy
// still does it. Safari has no requestIdleCallback: a timeout (a second at most) does the same job there.
/** Runs `run` when the browser is idle (within `within` ms); returns a function that cancels it if it has not run. */
export function whenIdle(run: () => void, within: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => run(), { timeout: within });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, Math.min(within, 1_000));
  return () => clearTimeout(id);
}
