// Driving the lab's page as a learner does, for the benchmarks that time its Steps: the pace of the presses, the Step
// pressed inside the page (its synchronous update and the next frame) or with real input (Chromium's Event Timing),
// and an order submitted.

// A learner's quick pace: a press 250 ms after the last one's frame, when what that press set going (the address
// written when idle, a message gliding in, the timeline's smooth scroll) has mostly run. Pressed at once after the
// last frame instead, a Step's work starts a few ms after a frame and misses the next one; those rows are kept too.
export const PACE = 250;
/**
 * Clicks the lab's Step `n` times inside the page, `gap` ms after each frame; per click: the synchronous update, and
 * until the next frame is painted.
 */
export async function stepTimings(page, n, gap = PACE) {
  return page.evaluate(
    async ([count, pause]) => {
      // The bar's Step: the process cards' Step buttons show "Step" too, but are named "Step <process>".
      const button = [...document.querySelectorAll('button')].find(
        (b) => b.textContent === 'Step' && !b.hasAttribute('aria-label'),
      );
      const out = [];
      for (let i = 0; i < count && button.getAttribute('aria-disabled') !== 'true'; i += 1) {
        if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
        const t0 = performance.now();
        button.click();
        const t1 = performance.now();
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
        out.push([t1 - t0, performance.now() - t0]);
      }
      return out;
    },
    [n, gap],
  );
}
/**
 * Presses the lab's Step `n` times with the mouse (real input events), `PACE` ms apart; per press, the duration
 * Chromium's Event Timing gives the click: from the input to the next frame presented. Presses it reports no entry
 * for took less than its 16 ms threshold and count as 16.
 */
export async function presentedSteps(page, n) {
  await page.evaluate(() => {
    window.__presented = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.name === 'click') window.__presented.push(e.duration);
    }).observe({ type: 'event', durationThreshold: 16 });
  });
  const step = page.getByRole('button', { name: 'Step', exact: true });
  let pressed = 0;
  for (; pressed < n && (await step.getAttribute('aria-disabled')) !== 'true'; pressed += 1) {
    await step.click();
    await page.waitForTimeout(PACE);
  }
  const seen = await page.evaluate(() => window.__presented);
  return [...seen, ...Array(Math.max(0, pressed - seen.length)).fill(16)];
}
export async function submit(page, id) {
  await page.getByLabel('Order ID').fill(id);
  await page.getByLabel('Quantity').fill('7');
  await page.getByRole('button', { name: 'Submit order' }).click();
}
