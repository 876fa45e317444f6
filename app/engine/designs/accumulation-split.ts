// Accumulation with the delete in its own transaction: the totals commit, then the buffered rows are deleted
// in a second transaction. A crash or failure between the two leaves rows that were already counted in the
// buffer, and the next batch counts them again — a double count the verdict names (relay lines: 1 batch due,
// 2 BEGIN, 3 add to totals, 4 COMMIT, 5 BEGIN, 6 DELETE, 7 COMMIT).
import { aggregatorProgram } from '../programs/accumulation';
import type { Design } from './design';
import {
  ACCUMULATION_EVIDENCE,
  ACCUMULATION_OPS,
  ACCUMULATION_SCHEMA,
  ACCUMULATION_WORK,
  accumulationPrograms,
} from './accumulation-parts';

export const accumulationSplit = {
  id: 'accumulation-split',
  schema: ACCUMULATION_SCHEMA,
  programs: () => ({ ...accumulationPrograms, relay: aggregatorProgram(true) }),
  pending: ACCUMULATION_WORK,
  ops: ACCUMULATION_OPS,
  evidence: ACCUMULATION_EVIDENCE,
  expected: {
    otherwise: 'ok',
    // Anything that stops the second transaction from committing leaves counted rows in the buffer.
    faults: {
      'crash:relay:5': 'duplicated',
      'fail:relay:5': 'duplicated',
      'crash:relay:6': 'duplicated',
      'fail:relay:6': 'duplicated',
      'crash:relay:7': 'duplicated',
      'fail:relay:7': 'duplicated',
    },
  },
} satisfies Design;
