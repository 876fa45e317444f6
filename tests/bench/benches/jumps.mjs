// Jumps through a long run: the page holds a 500-step (then a 5,000-step) run of the outbox design, opened from its
// link, and the address is set to one step after another in a scattered order — as a learner scrubbing the
// timeline or an instructor pasting positions would. Each jump is a restore of the nearest checkpoint, a few
// actions replayed, and a paint.
import { REPEAT, record } from '../harness.mjs';
import { PACE } from '../lab-page.mjs';
import { stepsLog } from '../links.mjs';
import { base, freshPage, waitReady } from '../site.mjs';

export const needs = 'browser';

/** Sets the address to the first `k` actions of `log` and times it until the lab stands at step k, painted. */
async function jump(page, log, k) {
  // Until the lab stands at step k, then that frame painted: the hashchange, the route, the replay and the lab's new
  // picture can take more than one task, and the frame right after the address was set can show the lab as it was.
  // The history's "This way: k actions" counts the log's actions, Forward's included: these links have none.
  return page.evaluate(
    async ([hash, k, pause]) => {
      await new Promise((resolve) => setTimeout(resolve, pause));
      const there = [`This way: ${k.toLocaleString('en')} actions`, `This way: ${k} action`];
      const arrived = () => [...document.querySelectorAll('label')].some((l) => there.includes(l.textContent));
      const t0 = performance.now();
      location.hash = hash;
      await new Promise((resolve, reject) => {
        const check = () =>
          arrived()
            ? resolve()
            : performance.now() - t0 > 10_000
              ? reject(new Error(`no step ${k}`))
              : setTimeout(check, 0);
        check();
      });
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      return performance.now() - t0;
    },
    [`#/lab?design=outbox&log=${log.slice(0, k).join(',')}`, k, PACE],
  );
}

export async function run() {
  for (const n of [500, 5_000]) {
    const log = stepsLog(n);
    const steps = Array.from({ length: 20 * REPEAT }, (_, i) => 1 + ((i * 7919) % (n - 1)));
    const jumps = [];
    const again = [];
    const { context, page } = await freshPage();
    await page.goto(`${base}#/lab?design=outbox&log=${log.join(',')}`);
    await waitReady(page);
    if ((await page.getByRole('alert').count()) > 0)
      throw new Error(`the ${n}-step link was refused: ${await page.getByRole('alert').innerText()}`);
    for (const k of steps) jumps.push(await jump(page, log, k));
    // The same steps again: the lab keeps their results, so no world moves and no SQL runs. What is left is the
    // page's own share of a jump (the address, React, layout and paint): the floor under the row above. (At 5 repeats,
    // 100 results: within the 8 MB of results a lab keeps. A result dropped would be replayed, and show in the row.)
    if (n === 500) for (const k of steps) again.push(await jump(page, log, k));
    await context.close();
    record(
      'interaction',
      `jump to any step of a ${n.toLocaleString('en')}-step run`,
      jumps,
      'ms',
      `address set → the lab at that step, painted; each ${PACE} ms after the last one's frame`,
    );
    if (n === 500)
      record(
        'interaction',
        'jump again to a step shown before (500-step run)',
        again,
        'ms',
        'the same jumps once more: results kept, no replay, no SQL — the page alone',
      );
  }
}
