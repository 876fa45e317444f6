// The links the benchmarks open, in the page and in Node alike, so that both measure the same runs.

/**
 * Per order in Outbox: submit, 7 order-service lines, relay poll + send, 5 warehouse lines, relay await + mark (17).
 */
export const perOrder = (i) => [
  `n:o-${i}:1`,
  ...Array(7).fill('s:o'),
  's:r',
  's:r',
  ...Array(5).fill('s:w'),
  's:r',
  's:r',
];
/** The first `n` actions of order after order. */
export function stepsLog(n) {
  const out = [];
  for (let i = 0; out.length < n; i += 1) out.push(...perOrder(i));
  return out.slice(0, n);
}
/** A link that submits 1,000 orders and runs them to the end: about 17,000 program steps in one replay. */
export const thousand = `#/lab?design=outbox&log=${Array.from({ length: 1000 }, (_, i) => `n:o-${i}:1`).join(',')},e`;
