// A uniform shuffle on a seeded generator: the same generator state gives the same order.
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

export type Rng = ReturnType<typeof xoroshiro128plus>;

/** `items` in an order drawn from `rng` by Fisher–Yates: each of the n! orders equally likely. */
export function shuffled<T>(items: readonly T[], rng: Rng): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = uniformInt(rng, 0, i);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
