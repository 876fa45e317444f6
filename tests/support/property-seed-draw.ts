// Vitest's global setup: one seed for every property test of the run, read from PROPERTY_SEED or drawn,
// printed once so a failing CI run can be replayed with `PROPERTY_SEED=<n> npm test`. The test files get
// it through inject('propertySeed'); tests/support/property-seed.ts hands it to fast-check.
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    propertySeed: number;
  }
}

/** fast-check takes a 32-bit integer seed. */
export function readPropertySeed(value: string | undefined, draw: () => number = Math.random): number {
  if (value === undefined || value.trim() === '') return Math.floor(draw() * 2 ** 31);
  const seed = Number(value);
  if (!Number.isSafeInteger(seed) || seed < -(2 ** 31) || seed >= 2 ** 32)
    throw new Error(`PROPERTY_SEED must be a 32-bit integer, not ${JSON.stringify(value)}`);
  return seed;
}

export default function setup(project: TestProject): void {
  const seed = readPropertySeed(process.env.PROPERTY_SEED);
  console.log(`property seed: ${seed} (replay with PROPERTY_SEED=${seed})`);
  project.provide('propertySeed', seed);
}
