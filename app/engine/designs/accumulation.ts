// Accumulation (seed 002): usage rows buffered per request and added up per user every 5 virtual minutes; the
// totals and the delete of the rows they counted commit in one transaction, so every token is counted once.
import { aggregatorProgram } from '../programs/accumulation';
import type { Design } from './design';
import {
  ACCUMULATION_EVIDENCE,
  ACCUMULATION_OPS,
  ACCUMULATION_TABLES,
  ACCUMULATION_WORK,
  accumulationPrograms,
} from './accumulation-parts';

export const accumulation = {
  id: 'accumulation',
  texts: {
    en: {
      name: 'Accumulation buffer',
      summary:
        'Each request buffers a usage row; every 5 minutes the relay adds the buffered rows up per user into ' +
        'usage_totals and deletes them, in one transaction. No warehouse takes part.',
    },
    ja: {
      name: '蓄積バッファ',
      summary:
        'リクエストごとに使用量の行をバッファに入れ、5分ごとに送信ループがユーザー単位で usage_totals に足し込み、同じトランザクションでバッファの行を削除します。倉庫は関わりません。',
    },
  },
  tables: ACCUMULATION_TABLES,
  programs: () => ({ ...accumulationPrograms, relay: aggregatorProgram(false) }),
  pending: ACCUMULATION_WORK,
  ops: ACCUMULATION_OPS,
  evidence: ACCUMULATION_EVIDENCE,
  expected: { otherwise: 'ok', faults: {} },
} satisfies Design;
