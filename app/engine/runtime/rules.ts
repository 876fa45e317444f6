// @ui-public: the order forms check their fields by the course's rules before anything is sent
// The course's business rules for an order request (DESIGN.md, "Business rules").
// Validation is strict on purpose: JavaScript would coerce `true` or "7" to a number, the contract does not.

export type OrderIdError = 'empty' | 'too-long' | 'charset';
export type QuantityError = 'not-integer' | 'range';

export const ORDER_ID_MAX = 64;
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 1000;
const ORDER_ID_PATTERN = /^[A-Za-z0-9_-]+$/;

export function checkOrderId(value: unknown): OrderIdError | null {
  if (typeof value !== 'string' || value.length === 0) return 'empty';
  if (value.length > ORDER_ID_MAX) return 'too-long';
  if (!ORDER_ID_PATTERN.test(value)) return 'charset';
  return null;
}

export function checkQuantity(value: unknown): QuantityError | null {
  if (typeof value !== 'number' || !Number.isInteger(value)) return 'not-integer';
  if (value < QUANTITY_MIN || value > QUANTITY_MAX) return 'range';
  return null;
}

/**
 * Text typed into the quantity field becomes a number only if it is written as a plain decimal integer.
 * "7.0", "1e2", " 7", "0x10" and "true" stay strings, so the rule above rejects them with a clear reason.
 */
export function parseQuantityText(text: string): number | string {
  return /^-?[0-9]{1,7}$/.test(text) ? Number(text) : text;
}

export type ExistingOrderDecision = 'new' | 'retry' | 'conflict';

/** Same id and quantity = a retry; same id, other quantity = Conflict; unknown id = a new order. */
export function decideExisting(existingQuantity: number | null, quantity: number): ExistingOrderDecision {
  if (existingQuantity === null) return 'new';
  return existingQuantity === quantity ? 'retry' : 'conflict';
}
