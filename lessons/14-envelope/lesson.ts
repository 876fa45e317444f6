import type { LessonSpec } from '../../app/course/lesson-spec';

const payload = { kind: 'cell', db: 'order', table: 'outbox', key: 'evt-0001', column: 'payload_json' } as const;

// The three ways a JSON library commonly writes the same envelope: the SQLite + Python outbox article's (compact, the envelope's own key
// order), sorted keys, and Python's default separators. The engine's answer has to be one of them.
const COMPACT =
  '{"event_id":"evt-0001","event_type":"OrderAccepted","schema_version":1,"aggregate_type":"order","aggregate_id":"snack-7","aggregate_version":1,"occurred_at":"2026-01-01T09:00:00.050Z","data":{"item":"snack","order_id":"snack-7","quantity":7}}';
const SORTED =
  '{"aggregate_id":"snack-7","aggregate_type":"order","aggregate_version":1,"data":{"item":"snack","order_id":"snack-7","quantity":7},"event_id":"evt-0001","event_type":"OrderAccepted","occurred_at":"2026-01-01T09:00:00.050Z","schema_version":1}';
const SPACED =
  '{"event_id": "evt-0001", "event_type": "OrderAccepted", "schema_version": 1, "aggregate_type": "order", "aggregate_id": "snack-7", "aggregate_version": 1, "occurred_at": "2026-01-01T09:00:00.050Z", "data": {"item": "snack", "order_id": "snack-7", "quantity": 7}}';

export default {
  title: { en: 'The event on the wire', ja: '送られるイベントの中身' },
  summary: {
    en: 'What the relay actually sends: the envelope around every event, the exact way its JSON is written, and where its id and its time come from.',
    ja: '送信ループが実際に送っているもの、つまりどのイベントも包むエンベロープ、その JSON の正確な書き方、そしてイベントIDと時刻の決め方を学びます。',
  },
  concepts: [19],
  presets: {
    submitted: {
      title: {
        en: 'Outbox + inbox: snack-7 × 7 submitted, nothing run yet',
        ja: 'アウトボックス + インボックス: snack-7 × 7 を送信、まだ何も実行していない',
      },
      shows: ['setup', 'order-db'],
      design: 'outbox-inbox',
      log: 'n:snack-7:7',
    },
    'ack-will-be-lost': {
      title: {
        en: "Outbox + inbox: snack-7 × 7 submitted; the warehouse's first ACK will be lost",
        ja: 'アウトボックス + インボックス: snack-7 × 7 を送信済み、倉庫の最初のACKは失われる',
      },
      shows: ['order-db', 'warehouse-db', 'timeline'],
      design: 'outbox-inbox',
      log: 'n:snack-7:7,d:a',
    },
  },
  predictions: {
    'payload-text': {
      question: {
        en: "Run to end. Which text does evt-0001's payload_json hold, character for character?",
        ja: '「最後まで実行」を押します。evt-0001 の payload_json に入っているのは、1文字も違わず、どの文字列ですか。',
      },
      preset: 'submitted',
      then: 'e',
      measure: payload,
      choices: [COMPACT, SORTED, SPACED],
      explain: {
        en: 'The compact one: no spaces, and the keys in the envelope\'s own order, event_id first and data last. That is what the SQLite + Python outbox article\'s json.dumps with separators=(",", ":") writes; nothing sorts the keys.',
        ja: '空白のないものです。空白がなく、キーはエンベロープの項目の順、event_id が最初で data が最後です。SQLite + Python のアウトボックスの記事の json.dumps に separators=(",", ":") を渡したときの書き方そのもので、キーを並べ替えるものはありません。',
      },
    },
    'one-inbox-row': {
      question: {
        en: "Run to end. The ACK is lost, the relay times out and sends evt-0001 again a minute later. How many rows does the warehouse's inbox hold then?",
        ja: '「最後まで実行」を押します。ACKが失われ、送信ループはタイムアウトし、1分後に evt-0001 をもう一度送ります。そのとき倉庫の inbox には何行ありますか。',
      },
      preset: 'ack-will-be-lost',
      then: 'e',
      measure: { kind: 'rows', db: 'warehouse', table: 'inbox', connection: 'independent' },
      choices: [1, 2],
      explain: {
        en: "One. The resend is the same row's payload_json, sent again byte for byte, so it carries the same event_id, and the inbox keeps one row per event_id.",
        ja: '1行です。再送されるのは同じ行の payload_json で、1バイトも変わらずに送られるので、同じ event_id を運びます。inbox は event_id ごとに1行しか持ちません。',
      },
    },
  },
  tries: {},
} satisfies LessonSpec;
