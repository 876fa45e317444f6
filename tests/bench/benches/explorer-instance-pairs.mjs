// Pairs of faults for the designs that run two instances of a process: every pair includes the pairs across
// instances (a crash of relay 1 with a failure of relay 2). Each run once per repeat, from a fresh explorer.
import { REPEAT, record } from '../harness.mjs';
import { explorerAfterIdleLab, pickerDesigns } from '../explorer-page.mjs';

export const needs = 'browser';

export async function run() {
  const DESIGNS = await pickerDesigns();
  const PAIRED = ['two-relays', 'two-relays-lease', 'high-water-mark'].filter((d) => DESIGNS.includes(d));
  const paired = Object.fromEntries(PAIRED.map((d) => [d, { times: [], runs: 0 }]));
  for (let i = 0; i < REPEAT; i += 1) {
    for (const design of PAIRED) {
      const { context, page } = await explorerAfterIdleLab();
      await page.getByLabel('Design', { exact: true }).selectOption(design);
      await page.getByLabel('Every pair of faults (slower)').check();
      await page.getByRole('button', { name: 'Run explorer' }).click();
      const done = page.getByRole('status').filter({ hasText: /^Done:/ });
      await done.waitFor({ timeout: 600_000 });
      const text = (await page.getByText(/deriving the fault points took/).innerText()).replace(/,/g, '');
      const [runs, derive, run] = text.match(/\d+/g).map(Number);
      paired[design].runs = runs;
      paired[design].times.push(derive + run);
      await context.close();
    }
  }
  for (const d of PAIRED)
    record('explorer', `${d}: every pair of faults (${paired[d].runs} runs)`, paired[d].times, 'ms', 'in the worker');
}
