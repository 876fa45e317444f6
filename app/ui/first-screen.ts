// When the page's first screen is up: a lab ready and drawn (the lab's own screen, or a lesson's first lab) or the
// course home's lesson list. Work that no first screen needs and that would compete with it waits for this: the
// service worker's first install fetches every file of the site. A screen that never says so (the quiz, the explorer,
// an error page) counts as up once `latest` ms have passed.
let shown: () => void = () => {};
const up = new Promise<void>((resolve) => (shown = resolve));

/** Said by a screen once it is up; later calls, and other screens', change nothing. */
export function firstScreenShown(): void {
  shown();
}

/** Resolves once the first screen is up, or after `latest` ms at the latest. */
export function whenFirstScreen(latest: number): Promise<void> {
  return Promise.race([up, new Promise<void>((resolve) => setTimeout(resolve, latest))]);
}
