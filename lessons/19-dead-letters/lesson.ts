import type { LessonSpec } from '../../app/course/lesson-spec';

// snack-7 and snack-8 committed (seven lines each); then the warehouse starts refusing evt-0001, snack-7's event,
// for an hour: a poison message, as far as this run is concerned.
const POISONED = 'n:snack-7:7,n:snack-8:8,s:o*14,x:p:60';

export default {
  title: { en: 'Poison messages and dead letters', ja: 'ポイズンメッセージとデッドレター' },
  summary: {
    en: 'What to do with an event the consumer refuses every time: stop retrying after a limit, show it to an operator with its error, and put it back once the cause is fixed.',
    ja: '受け手が毎回拒否するイベントをどう扱うかを学びます。上限で再試行をやめ、エラーとともに運用者に見せ、原因を直したら戻します。',
  },
  concepts: [33],
  presets: {
    poisoned: {
      title: {
        en: 'Dead letters: snack-7 and snack-8 committed; the warehouse refuses evt-0001; strict order, park after 3 attempts',
        ja: 'デッドレター: snack-7 と snack-8 はコミット済み、倉庫は evt-0001 を拒否、厳密な順序、3回で保留',
      },
      shows: ['ops', 'relay', 'warehouse', 'order-db', 'verdict', 'timeline'],
      design: 'outbox-inbox',
      log: POISONED,
      attempts: 3,
      order: 'strict',
    },
  },
  predictions: {
    parked: {
      question: {
        en: 'Run to end. The relay tries evt-0001, backs off a minute, tries again… What does the verdict read when the run is at rest?',
        ja: '「最後まで実行」を押します。送信ループは evt-0001 を試し、1分待ってまた試し……。実行が落ち着いたとき、判定はどうなっていますか。',
      },
      preset: 'poisoned',
      then: 'e',
      measure: { kind: 'verdict' },
      choices: ['ok', 'lost', 'duplicated'],
      explain: {
        en: 'lost. After its third refusal evt-0001 was parked as failed, and nothing sends a failed row: snack-7 was accepted and never reached the warehouse. snack-8 did, but only after evt-0001 was parked. Under strict order it waited behind it the whole time.',
        ja: 'lost(消失)です。3回目に拒否されたあと、evt-0001 は failed として保留され、failed の行を送るものはありません。snack-7 は受け付けられたのに倉庫に届いていません。snack-8 は届きましたが、それは evt-0001 が保留されたあとです。厳密な順序のもとでは、その間ずっと後ろで待っていました。',
      },
    },
    requeued: {
      question: {
        en: "The warehouse is fixed: press Recover on the warehouse's card. Then the operator requeues evt-0001 from the Dead letters list, and you Run to end. What does the verdict read now?",
        ja: '倉庫が直りました。倉庫のカードの「復旧」を押します。運用者がデッドレターの一覧から evt-0001 を再投入し、「最後まで実行」を押します。判定はどうなりますか。',
      },
      preset: 'poisoned',
      then: 'e,x:o,q:evt-0001,e',
      measure: { kind: 'verdict' },
      choices: ['ok', 'lost', 'duplicated'],
      explain: {
        en: 'ok. Requeue set the row back to pending with attempt_count 0 and due now; the relay sent it on its next poll, and the warehouse, fixed, accepted it. Both orders are prepared.',
        ja: 'ok です。再投入で行は pending に戻り、attempt_count は 0、すぐ送れる状態になりました。送信ループは次のポーリングでそれを送り、直った倉庫は受け入れました。2つの注文はどちらも準備されています。',
      },
    },
  },
  tries: {},
} satisfies LessonSpec;
