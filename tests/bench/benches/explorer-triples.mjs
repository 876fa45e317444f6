// Every triple of faults for one design, as one press with that design picked: its first faults shared out between
// the workers, the parts joined in the page. The smallest design with losses under triples, and the biggest.
import { REPEAT, record } from '../harness.mjs';
import { explorerAfterIdleLab, pressRunTimingFirstVerdicts } from '../explorer-page.mjs';

export const needs = 'browser';

export async function run() {
  for (const design of ['commit-then-send', 'outbox-inbox']) {
    const wall = [];
    const firstVerdicts = [];
    let runs = 0;
    let workers = 0;
    let met = '';
    for (let i = 0; i < REPEAT; i += 1) {
      const { context, page } = await explorerAfterIdleLab();
      await page.getByLabel('Design', { exact: true }).selectOption(design);
      await page.getByRole('radio', { name: 'Every triple of faults (slowest)' }).check();
      await page.waitForTimeout(2_000);
      firstVerdicts.push(await pressRunTimingFirstVerdicts(page));
      const done = page.getByRole('status').filter({ hasText: /^Done:/ });
      await done.waitFor({ timeout: 300_000 });
      const [count, millis, used] = (await done.innerText()).replace(/,/g, '').match(/\d+/g).map(Number);
      runs = count;
      wall.push(millis);
      workers = used;
      met = await page.getByText(/distinct states explored/).innerText();
      await context.close();
    }
    record(
      'explorer',
      `${design}, every triple of faults (${runs} runs): wall time seen by the page`,
      wall,
      'ms',
      `${workers} workers, each on its share of the first faults; ${met}`,
    );
    record('explorer', `${design}, every triple of faults: press → first verdicts on screen`, firstVerdicts, 'ms');
  }
}
