// Accumulation (seed 002): usage rows buffered per request and added up per user every 5 virtual minutes; the
// totals and the delete of the rows they counted commit in one transaction, so every token is counted once.
import { aggregatorProgram } from '../programs/accumulation';
import type { Design } from './design';
import {
  ACCUMULATION_EVIDENCE,
  ACCUMULATION_OPS,
  ACCUMULATION_SCHEMA,
  ACCUMULATION_WORK,
  accumulationPrograms,
} from './accumulation-parts';

export const accumulation = {
  id: 'accumulation',
  schema: ACCUMULATION_SCHEMA,
  programs: () => ({ ...accumulationPrograms, relay: aggregatorProgram(false) }),
  pending: ACCUMULATION_WORK,
  ops: ACCUMULATION_OPS,
  evidence: ACCUMULATION_EVIDENCE,
  expected: { otherwise: 'ok', faults: {} },
} satisfies Design;
