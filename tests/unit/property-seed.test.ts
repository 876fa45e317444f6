// One seed per run for every property test: drawn or read from PROPERTY_SEED, handed to fast-check, and the
// same seed draws the same values again — what makes a printed seed worth printing.
import fc from 'fast-check';
import { expect, inject, test } from 'vitest';
import { readPropertySeed } from '../support/property-seed-draw';

test("fast-check's global seed is the run's printed seed", () => {
  const seed = inject('propertySeed');
  expect(Number.isInteger(seed)).toBe(true);
  expect(fc.readConfigureGlobal().seed).toBe(seed);
  if (process.env.PROPERTY_SEED) expect(seed).toBe(Number(process.env.PROPERTY_SEED));
  // With no seed of its own, a property draws exactly what the run's seed draws.
  expect(fc.sample(fc.integer(), 5)).toEqual(fc.sample(fc.integer(), { numRuns: 5, seed }));
});

test('PROPERTY_SEED is read as given, drawn when absent, and refused when it is not a 32-bit integer', () => {
  expect(readPropertySeed('123')).toBe(123);
  expect(readPropertySeed(' -7 ')).toBe(-7);
  expect(readPropertySeed(undefined, () => 0.5)).toBe(2 ** 30);
  expect(readPropertySeed('', () => 0)).toBe(0);
  for (const bad of ['abc', '1.5', '1e12', 'NaN']) expect(() => readPropertySeed(bad), bad).toThrow(/PROPERTY_SEED/);
});
