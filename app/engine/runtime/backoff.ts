// @ui-public: the relay settings form holds its fields to the retry limits
// The relay's retry schedule, and the limits every way of setting it (a link, the settings form) is held to.
// Seed 000 retries a failed row a minute later, for ever; a course may make the wait another length, make it
// double with each attempt up to a cap, or park the row after a number of attempts.
import { ACK_TIMEOUT_MS } from './clock';
import { DEFAULT_OPTIONS, DELIVERY_ORDERS, type DesignOptions } from '../types';

/** Inclusive limits; a value outside is refused where it is typed, and a link carrying one is refused whole. */
export const OPTION_LIMITS = {
  maxAttempts: { min: 1, max: 20 },
  retryAfter: { min: 1, max: 3_600 },
  backoffCap: { min: 1, max: 86_400 },
  inboxKeep: { min: 1, max: 2_592_000 },
} as const;

export type OptionField = keyof typeof OPTION_LIMITS;
/** A field out of its limits, or a delivery order that is not one of the three (only a careless caller sends one). */
export type OptionProblem = OptionField | 'order';

/** How long the relay waits after a row's `attempts`-th failed attempt (1-based), in virtual milliseconds. */
export function retryDelayMs(options: DesignOptions, attempts: number): number {
  const base = options.retryAfter;
  if (options.backoffCap === null) return base * 1_000;
  // 2^(attempts-1), stopped growing once past the cap (so 2^attempts never overflows).
  let wait = base;
  for (let i = 1; i < attempts && wait < options.backoffCap; i += 1) wait *= 2;
  return Math.min(wait, options.backoffCap) * 1_000;
}

/** The first field that breaks its limits (a cap below the first wait breaks the cap's), or null. */
export function optionProblem(options: DesignOptions): OptionProblem | null {
  const within = (field: OptionField, value: number) =>
    Number.isInteger(value) && value >= OPTION_LIMITS[field].min && value <= OPTION_LIMITS[field].max;
  if (options.maxAttempts !== null && !within('maxAttempts', options.maxAttempts)) return 'maxAttempts';
  if (!within('retryAfter', options.retryAfter)) return 'retryAfter';
  if (
    options.backoffCap !== null &&
    (!within('backoffCap', options.backoffCap) || options.backoffCap < options.retryAfter)
  )
    return 'backoffCap';
  if (!DELIVERY_ORDERS.includes(options.order)) return 'order';
  if (options.inboxKeep !== null && !within('inboxKeep', options.inboxKeep)) return 'inboxKeep';
  return null;
}

/**
 * How long after an event's first attempt the relay may still deliver it, in virtual milliseconds: each failed
 * attempt waits out its ACK timeout and its back-off before the next, and the last is attempt `maxAttempts`. Null
 * when the relay never parks: it retries for ever. (An operator's Requeue is not bounded by this at all.)
 */
export function redeliveryBoundMs(options: DesignOptions): number | null {
  if (options.maxAttempts === null) return null;
  let total = 0;
  for (let attempt = 1; attempt < options.maxAttempts; attempt += 1)
    total += ACK_TIMEOUT_MS + retryDelayMs(options, attempt);
  return total;
}

export function isDefaultOptions(options: DesignOptions): boolean {
  return (
    options.maxAttempts === DEFAULT_OPTIONS.maxAttempts &&
    options.retryAfter === DEFAULT_OPTIONS.retryAfter &&
    options.backoffCap === DEFAULT_OPTIONS.backoffCap &&
    options.order === DEFAULT_OPTIONS.order &&
    options.inboxKeep === DEFAULT_OPTIONS.inboxKeep
  );
}

/** The wait as the program pane shows it: "60 s", or "min(600 s, 60 s × 2^(attempt_count))". */
export function retryText(options: DesignOptions): string {
  return options.backoffCap === null
    ? `${options.retryAfter} s`
    : `min(${options.backoffCap} s, ${options.retryAfter} s × 2^attempt_count)`;
}
