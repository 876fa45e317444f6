// A quiz seed: a whole number a link can carry. Kept apart from the quiz so the router can check one
// without loading the quiz.
export const MAX_SEED = 2_147_483_647;

export function isSeed(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_SEED;
}
