import type { LessonSpec } from '../../app/course/lesson-spec';

// Two committed orders (the order service's seven lines, twice), then the warehouse starts rejecting the
// oldest pending event, evt-0001, for five minutes and takes every other one.
const TWO_ORDERS_ONE_POISON = 'n:snack-1:1,s:o*7,n:snack-2:2,s:o*7,x:p:5';

export default {
  title: { en: "The relay's bookkeeping", ja: '送信ループの帳簿' },
  summary: {
    en: 'What the relay writes down when the warehouse keeps refusing an event, how retry timing and delivery order change what happens to the rows behind it, and what parking a row costs.',
    ja: '倉庫がイベントを拒み続けるとき送信ループが何を書き留めるか、再試行の間隔や配信の順序で後ろの行がどうなるか、そして行を保留にする代償を学びます。',
  },
  concepts: [21, 22],
  presets: {
    poison: {
      title: {
        en: 'snack-1 and snack-2 committed; the warehouse rejects evt-0001 for 5 minutes',
        ja: 'snack-1 と snack-2 をコミット済み、倉庫は evt-0001 だけを5分間拒否する',
      },
      shows: ['relay', 'warehouse', 'order-db', 'timeline'],
      design: 'outbox-inbox',
      log: TWO_ORDERS_ONE_POISON,
    },
    'poison-slow': {
      title: {
        en: 'The same two orders and rejected event; the relay waits 120 s between tries',
        ja: '同じ2件の注文と拒否されるイベント。送信ループは試行のあいだに120秒待つ',
      },
      shows: ['setup', 'relay', 'order-db', 'timeline'],
      design: 'outbox-inbox',
      retry: 120,
      log: TWO_ORDERS_ONE_POISON,
    },
    'poison-strict': {
      title: {
        en: 'Strict order: the same two orders, the same rejected event',
        ja: '厳密に順番どおり: 同じ2件の注文、同じ拒否されるイベント',
      },
      shows: ['setup', 'ops', 'relay', 'order-db', 'timeline'],
      design: 'outbox-inbox',
      order: 'strict',
      log: TWO_ORDERS_ONE_POISON,
    },
    'poison-parked': {
      title: {
        en: 'Strict order, rows parked after 3 attempts; the warehouse rejects evt-0001',
        ja: '厳密に順番どおり、3回の試行で保留。倉庫は evt-0001 を拒否する',
      },
      shows: ['ops', 'relay', 'warehouse', 'order-db', 'verdict'],
      design: 'outbox-inbox',
      order: 'strict',
      attempts: 3,
      log: TWO_ORDERS_ONE_POISON,
    },
  },
  predictions: {
    'last-error': {
      question: {
        en: "Press Step relay four times: the relay reads evt-0001, sends it, gets its answer and runs its error path. What does evt-0001's last_error read then?",
        ja: '「送信ループをステップ」を4回押します。送信ループは evt-0001 を読み、送り、返事を受け取り、エラー経路を実行します。そのとき evt-0001 の last_error には何が入っていますか。',
      },
      preset: 'poison',
      then: 's:r,s:r,s:r,s:r',
      measure: { kind: 'cell', db: 'order', table: 'outbox', key: 'evt-0001', column: 'last_error' },
      choices: ['null', 'timeout: no ACK within 2 s', 'HTTP 500 from warehouse'],
      explain: {
        en: '"HTTP 500 from warehouse". The warehouse answered at once, so there was no 2-second wait this time: the relay recorded the failure 0.18 s into the run. The same UPDATE set attempt_count to 1 and available_at to 09:01:00.180, a minute later. The row is still pending.',
        ja: '「HTTP 500 from warehouse」です。倉庫はすぐに答えたので、今回は2秒のタイムアウトを待っていません。送信ループは実行開始から0.18秒で失敗を記録しました。同じ UPDATE で attempt_count は 1 に、available_at は1分後の 09:01:00.180 になっています。行は pending のままです。',
      },
    },
    'five-minutes': {
      question: {
        en: "Now Run to end. The warehouse rejects evt-0001 for five minutes, and the relay retries every minute. What is evt-0001's attempt_count when the run is at rest?",
        ja: '「最後まで実行」を押します。倉庫は5分間 evt-0001 を拒否し、送信ループは1分ごとに再試行します。実行が落ち着いたとき、evt-0001 の attempt_count はいくつですか。',
      },
      preset: 'poison',
      then: 'e',
      measure: { kind: 'cell', db: 'order', table: 'outbox', key: 'evt-0001', column: 'attempt_count' },
      choices: [1, 5, 6],
      explain: {
        en: 'Six. The relay tried at 0, 1, 2, 3 and 4 minutes and was refused each time; the outage ended at 5 minutes, and the sixth attempt was accepted. The success counts too, and it cleared last_error back to null.',
        ja: '6 です。0分、1分、2分、3分、4分の試行はすべて拒否されました。障害は5分で終わり、6回目の試行が受け付けられました。成功した試行も数に入り、そのとき last_error は null に戻ります。',
      },
    },
    'slow-retry': {
      question: {
        en: "The warehouse still rejects evt-0001 for five minutes, but the relay now waits 120 seconds after each failure. Run to end: what is evt-0001's attempt_count when the run is at rest?",
        ja: '倉庫は今度も5分間 evt-0001 を拒否しますが、送信ループは失敗のたびに120秒待ちます。「最後まで実行」を押すと、実行が落ち着いたときの evt-0001 の attempt_count はいくつですか。',
      },
      preset: 'poison-slow',
      then: 'e',
      measure: { kind: 'cell', db: 'order', table: 'outbox', key: 'evt-0001', column: 'attempt_count' },
      choices: [3, 4, 6],
      explain: {
        en: 'Four. The relay tried at 0, 2 and 4 minutes and was refused each time; its fourth try, at 09:06:00.360, was accepted. Two fewer requests than with a one-minute wait, and the event arrived a minute later.',
        ja: '4 です。0分、2分、4分の試行は拒否され、4回目の 09:06:00.360 の試行が受け付けられました。1分待ちのときよりリクエストは2回少なく、イベントが届いたのは1分遅くなりました。',
      },
    },
    'strict-second': {
      question: {
        en: 'In the first lab, evt-0002 was published at 09:00:00.280, while evt-0001 waited. This lab delivers in strict order. Run to end: when is evt-0002 published?',
        ja: '最初のラボでは、evt-0001 が待っているあいだに evt-0002 が 09:00:00.280 に published になりました。このラボは厳密に順番どおり送ります。「最後まで実行」を押すと、evt-0002 が published になるのはいつですか。',
      },
      preset: 'poison-strict',
      then: 'e',
      measure: { kind: 'cell', db: 'order', table: 'outbox', key: 'evt-0002', column: 'published_at' },
      choices: ['2026-01-01T09:00:00.280Z', '2026-01-01T09:05:00.540Z', 'null'],
      explain: {
        en: 'At 09:05:00.540, a tenth of a second after evt-0001 finally went through at 09:05:00.440. For five minutes the relay kept to the oldest pending row: once a minute it tried evt-0001, and in between it found the row not yet due and sent nothing at all. evt-0002 was never rejected — its attempt_count is 1 — it was simply never tried until the row in front of it was done.',
        ja: '09:05:00.540 です。evt-0001 がようやく 09:05:00.440 に通った、その0.1秒後です。5分間、送信ループは最も古い未完了の行から離れませんでした。1分ごとに evt-0001 を試し、そのあいだは時刻が来ていないのを見て、何も送りませんでした。evt-0002 は一度も拒否されていません(attempt_count は 1)。前の行が片付くまで、試されることすらなかったのです。',
      },
    },
    'parked-second': {
      question: {
        en: 'Strict order again, but now a row is parked as failed after 3 attempts. Run to end: when is evt-0002 published?',
        ja: 'ふたたび厳密に順番どおりですが、今度は3回の試行で行を failed として保留にします。「最後まで実行」を押すと、evt-0002 が published になるのはいつですか。',
      },
      preset: 'poison-parked',
      then: 'e',
      measure: { kind: 'cell', db: 'order', table: 'outbox', key: 'evt-0002', column: 'published_at' },
      choices: ['2026-01-01T09:02:00.360Z', '2026-01-01T09:05:00.540Z', 'null'],
      explain: {
        en: "At 09:02:00.360. evt-0001 failed at 0, 1 and 2 minutes, and the third failure parked it: status = 'failed'. The poll only looks at pending rows, so the parked row left the line and evt-0002 became its head. Now read the verdict.",
        ja: "09:02:00.360 です。evt-0001 は0分、1分、2分に失敗し、3回目の失敗で保留(status = 'failed')になりました。送信ループの問い合わせは pending の行しか見ないので、保留の行は列から外れ、evt-0002 が先頭になりました。ここで判定を見てください。",
      },
    },
  },
  tries: {
    'beat-the-limit': {
      prompt: {
        en: 'The relay will try evt-0001 three times before it parks the row. Let two attempts fail, then bring the warehouse back in time for the third. Goal: verdict ok, with evt-0001 published on attempt 3.',
        ja: '送信ループは evt-0001 を3回試し、そのあと行を保留にします。2回は失敗させ、3回目に間に合うように倉庫を復旧させてください。目標: 判定が ok で、evt-0001 が3回目の試行で published になること。',
      },
      preset: 'poison-parked',
      goal: {
        all: [
          { measure: { kind: 'verdict' }, equals: 'ok' },
          {
            measure: { kind: 'cell', db: 'order', table: 'outbox', key: 'evt-0001', column: 'status' },
            equals: 'published',
          },
          {
            measure: { kind: 'cell', db: 'order', table: 'outbox', key: 'evt-0001', column: 'attempt_count' },
            equals: 3,
          },
        ],
      },
      hints: [
        {
          en: 'Run to end is too fast here: it runs all three attempts without stopping. Move the relay by hand with Step relay, and use Advance clock when the relay has nothing to do until evt-0001 is due again.',
          ja: '「最後まで実行」では速すぎます。3回の試行を止まらずに全部実行してしまいます。「送信ループをステップ」で1行ずつ進め、evt-0001 の時刻が来るまで何もすることがなくなったら「時計を進める」を使います。',
        },
        {
          en: "Watch evt-0001's attempt_count in the outbox pane. When it reads 2, the next attempt is the last one, and the warehouse has to be back before it.",
          ja: 'outbox の表で evt-0001 の attempt_count を見ていてください。2 になったら、次が最後の試行です。それまでに倉庫を戻しておく必要があります。',
        },
        {
          en: 'Step relay four times, Advance clock, Step relay four times more: attempt_count reads 2. Then Warehouse outage: Recover, and Run to end.',
          ja: '「送信ループをステップ」を4回、「時計を進める」、もう一度「送信ループをステップ」を4回押すと、attempt_count が 2 になります。そこで「倉庫の障害」の「復旧」を押し、「最後まで実行」を押します。',
        },
      ],
      solution: 's:r,s:r,s:r,s:r,t,s:r,s:r,s:r,s:r,x:o,e',
    },
  },
} satisfies LessonSpec;
