// Accumulation with the delete in its own transaction: the totals commit, then the buffered rows are deleted
// in a second transaction. A crash or failure between the two leaves rows that were already counted in the
// buffer, and the next batch counts them again — a double count the verdict names (relay lines: 1 batch due,
// 2 BEGIN, 3 add to totals, 4 COMMIT, 5 BEGIN, 6 DELETE, 7 COMMIT).
import { aggregatorProgram } from '../programs/accumulation';
import type { Design } from './design';
import {
  ACCUMULATION_EVIDENCE,
  ACCUMULATION_OPS,
  ACCUMULATION_TABLES,
  ACCUMULATION_WORK,
  accumulationPrograms,
} from './accumulation-parts';

export const accumulationSplit = {
  id: 'accumulation-split',
  texts: {
    en: {
      name: 'Accumulation, delete apart',
      summary:
        'As Accumulation buffer, but the totals commit first and the buffered rows are deleted in a second ' +
        'transaction: a crash between the two counts them twice.',
    },
    ja: {
      name: '蓄積(削除は別トランザクション)',
      summary:
        '蓄積バッファと同じですが、合計を先にコミットし、バッファの行は2つ目のトランザクションで削除します。その間でクラッシュすると二重に数えます。',
    },
  },
  tables: ACCUMULATION_TABLES,
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
