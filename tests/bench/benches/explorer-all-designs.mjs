// The figure a learner meets first: one press of "Run explorer" with "All designs" picked, the first click after the
// lab was idle for two seconds (then eight). The wall time is the page's own (press → last design's result in), as
// its status says; Playwright's press → "Done:" shown adds the rendering of every design's matrix.
import { REPEAT, record } from '../harness.mjs';
import { explorerAfterIdleLab } from '../explorer-page.mjs';

export const needs = 'browser';

export async function run() {
  for (const idle of [2_000, 8_000]) {
    const wall = [];
    const shown = [];
    let workers = 0;
    let ahead = 0;
    for (let i = 0; i < REPEAT; i += 1) {
      const { context, page } = await explorerAfterIdleLab(idle);
      await page.getByLabel('Design', { exact: true }).selectOption('all');
      const pressed = Date.now();
      await page.getByRole('button', { name: 'Run explorer' }).click();
      const done = page.getByRole('status').filter({ hasText: /^Done:/ });
      await done.waitFor({ timeout: 60_000 });
      shown.push(Date.now() - pressed);
      const status = (await done.innerText()).replace(/,/g, '');
      const [, , millis, used] = status.match(/\d+/g).map(Number);
      wall.push(millis);
      if (/had run them/.test(status)) ahead += 1;
      workers = used ?? workers;
      await context.close();
    }
    // At 8 s, a learner who read the lab for a moment: the warm workers have run every matrix by then.
    const after = idle === 2_000 ? '' : `, after ${idle / 1000} s idle`;
    record(
      'explorer',
      `all designs, single faults: wall time seen by the page${after}`,
      wall,
      'ms',
      `one press of "All designs", the first after the lab was idle for ${idle / 1000} s; ${workers} workers; ${ahead} of ${REPEAT} found every matrix run ahead`,
    );
    record(
      'explorer',
      `all designs, single faults: press → every matrix shown${after}`,
      shown,
      'ms',
      'as Playwright sees it, rendering included',
    );
  }
}
