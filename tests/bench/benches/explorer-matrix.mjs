// The explorer's single-fault matrix, one design a click: each design picked and run in turn, in one page opened
// after the lab was idle for two seconds, on the explorer's one worker. Per design and summed: the time in the worker
// (deriving the fault points, then the runs) and the wall time the page reports.
import { REPEAT, record } from '../harness.mjs';
import { explorerAfterIdleLab, pickerDesigns } from '../explorer-page.mjs';

export const needs = 'browser';

export async function run() {
  const DESIGNS = await pickerDesigns();
  const explorer = Object.fromEntries(DESIGNS.map((d) => [d, { derive: [], run: [], wall: [], runs: 0, ahead: 0 }]));
  for (let i = 0; i < REPEAT; i += 1) {
    // Each design in turn.
    const { context, page } = await explorerAfterIdleLab();
    for (const design of DESIGNS) {
      await page.getByLabel('Design', { exact: true }).selectOption(design);
      await page.getByRole('button', { name: 'Run explorer' }).click();
      const done = page.getByRole('status').filter({ hasText: /^Done:/ });
      await done.waitFor({ timeout: 60_000 });
      const text = (await page.getByText(/deriving the fault points took/).innerText()).replace(/,/g, '');
      // A matrix the warm workers had run ahead says how long it ran there, and the status how long the press took.
      const [runs, derive, run, inSummary] = text.match(/\d+/g).map(Number);
      const wall = inSummary ?? Number(/shown in (\d+) ms/.exec(await done.innerText())[1]);
      if (inSummary === undefined) explorer[design].ahead += 1;
      Object.assign(explorer[design], { runs });
      explorer[design].derive.push(derive);
      explorer[design].run.push(run);
      explorer[design].wall.push(wall);
    }
    await context.close();
  }
  const totalRuns = DESIGNS.reduce((sum, d) => sum + explorer[d].runs, 0);
  for (const d of DESIGNS)
    record(
      'explorer',
      `${d}: derive + run (${explorer[d].runs} runs)`,
      explorer[d].derive.map((x, i) => x + explorer[d].run[i]),
      'ms',
      'in the worker',
    );
  record(
    'explorer',
    `all designs: derive + run (${totalRuns} runs)`,
    Array.from({ length: REPEAT }, (_, i) =>
      DESIGNS.reduce((s, d) => s + explorer[d].derive[i] + explorer[d].run[i], 0),
    ),
    'ms',
    'in the worker',
  );
  record(
    'explorer',
    'all designs: running the runs only',
    Array.from({ length: REPEAT }, (_, i) => DESIGNS.reduce((s, d) => s + explorer[d].run[i], 0)),
    'ms',
    'fault points already derived',
  );
  const aheadShare = `${DESIGNS.reduce((s, d) => s + explorer[d].ahead, 0)} of ${DESIGNS.length * REPEAT} presses found their matrix run ahead`;
  record(
    'explorer',
    'all designs, single faults, one design a click: wall times summed',
    Array.from({ length: REPEAT }, (_, i) => DESIGNS.reduce((s, d) => s + explorer[d].wall[i], 0)),
    'ms',
    `each design picked and run in turn, on the explorer’s one worker; ${aheadShare}`,
  );
}
