// The event envelope and the seed's JSON rules (concept 19), answered by the function that writes every
// payload_json in the lab (app/engine/envelope.ts, seed 000's json.dumps with ensure_ascii=False, compact
// separators, allow_nan=False). The other choices are the texts the usual defaults would write instead.
import { orderAccepted, payloadJson, type EventEnvelope } from '../../../engine/runtime/envelope';
import type { MeasureValue } from '../../lesson-spec';
import type { Draft, QuizKindSpec } from '../quiz-types';

const OCCURRED = '2026-01-01T09:00:00.050Z';
const envelope = (data: EventEnvelope['data']): EventEnvelope => ({
  ...orderAccepted('evt-0001', 'snack-7', 7, OCCURRED),
  data,
});

/** payload_json's `"data"` member, the part the question is about (without the envelope's closing brace). */
const dataPart = (json: string) => json.slice(json.indexOf('"data"'), -1);

/** What json.dumps would write with its defaults: ", " and ": " between items, non-ASCII as \u escapes. */
function variants(data: EventEnvelope['data']): Record<'seed' | 'spaced' | 'escaped', string> {
  const seed = dataPart(payloadJson(envelope(data)));
  const escaped = seed.replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  const spaced = escaped.replace(/","/g, '", "').replace(/,"/g, ', "').replace(/":/g, '": ');
  return { seed, spaced, escaped };
}

function nanAnswer(): MeasureValue {
  try {
    return payloadJson(envelope({ item: 'snack', order_id: 'snack-7', quantity: Number.NaN })).includes('null')
      ? 'null'
      : 'NaN';
  } catch {
    return 'refused';
  }
}

function drafts(): Draft[] {
  const data = { item: 'おやつ', order_id: 'snack-7', quantity: 7 };
  const texts = variants(data);
  const keys = Object.keys(JSON.parse(payloadJson(envelope(data))) as object);
  return [
    {
      id: 'envelope:non-ascii',
      kind: 'envelope',
      question: { key: 'envelope.nonAscii', params: {} },
      choices: [texts.seed, texts.spaced, texts.escaped],
      wording: { kind: 'code' },
      solve: () => texts.seed,
      why: () => ({ key: 'why.envelope.nonAscii', params: {} }),
    },
    {
      id: 'envelope:nan',
      kind: 'envelope',
      question: { key: 'envelope.nan', params: {} },
      choices: ['refused', 'null', 'NaN'],
      wording: { kind: 'words', key: 'nan' },
      solve: nanAnswer,
      why: (answer) => ({ key: `why.envelope.nan.${answer}`, params: {} }),
    },
    {
      id: 'envelope:first-key',
      kind: 'envelope',
      question: { key: 'envelope.firstKey', params: {} },
      choices: ['event_id', 'aggregate_id', 'occurred_at', 'data'],
      wording: { kind: 'code' },
      solve: () => keys[0] ?? null,
      why: () => ({ key: 'why.envelope.firstKey', params: { order: keys.join(', ') } }),
    },
  ];
}

export const envelopeKind: QuizKindSpec = { id: 'envelope', concepts: [19], drafts };
