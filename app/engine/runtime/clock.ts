// @ui-public: virtual time, written as the clock, the reasons and the timeline show it
// Virtual time. Nothing in the engine reads the wall clock, so a replay gives the same timeline byte for byte.
export const EPOCH = Date.UTC(2026, 0, 1, 9, 0, 0);
/** Virtual time one program line takes. */
export const STEP_MS = 10;
/** How long a sender waits for an ACK before it gives up. */
export const ACK_TIMEOUT_MS = 2_000;
/** After this many failed attempts the relay parks a row as `failed` instead of retrying forever. */
export const MAX_ATTEMPTS = 5;

/** SQLite-comparable timestamp for a virtual time (ISO 8601, fixed width, so text order is time order). */
export function isoAt(ms: number): string {
  return new Date(EPOCH + ms).toISOString();
}

/** Short label for the timeline: seconds since the scenario started. */
export function formatOffset(ms: number): string {
  return `+${(ms / 1000).toFixed(3)}s`;
}
