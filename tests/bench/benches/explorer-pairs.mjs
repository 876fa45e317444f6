// Every ordered pair of faults for every design, as one press of "Run explorer" with "All designs" picked: the
// designs spread over the workers (one per core, up to four), which warm while the learner picks the options.
import { REPEAT, record } from '../harness.mjs';
import { explorerAfterIdleLab, pressRunTimingFirstVerdicts } from '../explorer-page.mjs';

export const needs = 'browser';

export async function run() {
  const wall = [];
  const inWorkers = [];
  const firstVerdicts = [];
  const states = [];
  let met = '';
  let runs = 0;
  let workers = 0;
  for (let i = 0; i < REPEAT; i += 1) {
    const { context, page } = await explorerAfterIdleLab();
    await page.getByLabel('Design', { exact: true }).selectOption('all');
    await page.getByLabel('Every pair of faults (slower)').check();
    await page.waitForTimeout(2_000);
    firstVerdicts.push(await pressRunTimingFirstVerdicts(page));
    const done = page.getByRole('status').filter({ hasText: /^Done:/ });
    await done.waitFor({ timeout: 120_000 });
    const [count, , millis, used] = (await done.innerText()).replace(/,/g, '').match(/\d+/g).map(Number);
    runs = count;
    workers = used;
    wall.push(millis);
    const lines = await page.getByText(/runs: deriving the fault points took/).allInnerTexts();
    inWorkers.push(
      lines.reduce(
        (sum, line) =>
          sum +
          line
            .replace(/,/g, '')
            .match(/\d+/g)
            .slice(1, 3)
            .map(Number)
            .reduce((a, b) => a + b, 0),
        0,
      ),
    );
    // "N distinct states explored (K visits); H runs reached … (S moves spared)", one line per design.
    const visits = (await page.getByText(/distinct states explored/).allInnerTexts()).map((line) =>
      line.replace(/,/g, '').match(/\d+/g).slice(0, 4).map(Number),
    );
    const sum = (k) => visits.reduce((total, v) => total + v[k], 0);
    states.push(sum(0));
    met = `${sum(1)} visits; ${sum(2)} runs stopped at a state explored before, sparing ${sum(3)} moves`;
    await context.close();
  }
  record(
    'explorer',
    'all designs, every ordered pair: press → first verdicts on screen',
    firstVerdicts,
    'ms',
    'a design’s counts so far (or a design done), seen by a MutationObserver',
  );
  record('explorer', 'all designs, every ordered pair: states visited (distinct)', states, 'states', met);
  record(
    'explorer',
    `all designs, every ordered pair (${runs} runs): wall time seen by the page`,
    wall,
    'ms',
    `${workers} workers in parallel, warmed while the options were picked`,
  );
  record(
    'explorer',
    'all designs, every ordered pair: derive + run summed over the workers',
    inWorkers,
    'ms',
    'each pair answered from its first fault’s trunk',
  );
}
