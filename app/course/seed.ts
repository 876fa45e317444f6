// A quiz seed: a whole number a link can carry. Kept apart from the quiz so the router can check one
// without loading the quiz.
export const MAX_SEED = 2_147_483_647;

export function isSeed(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_SEED;
}

/** A fresh seed for a new quiz (the quiz itself is deterministic for it). */
export function randomSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0] % MAX_SEED;
}
