import type { LessonSpec } from '../../app/course/lesson-spec';

export default {
  title: { en: 'The relay and the lost ACK', ja: '送信ループと、失われたACK' },
  summary: {
    en: 'Why the relay cannot tell a lost request from a lost reply, and why a job that is never lost can still be delivered more than once.',
    ja: 'リクエストが失われたのか返事が失われたのかを送信ループが見分けられない理由と、決して失われない仕事でも2回以上届きうる理由を見ます。',
  },
  concepts: [11],
  presets: {
    'ack-will-be-lost': {
      title: {
        en: 'Outbox: snack-7 submitted, the next ACK will be lost',
        ja: 'アウトボックス: snack-7 を送信済み、次のACKが失われる',
      },
      shows: ['warehouse-db', 'verdict', 'timeline'],
      design: 'outbox',
      log: 'n:snack-7:7,d:a',
    },
    'waiting-for-ack': {
      title: {
        en: 'The warehouse has prepared snack-7; its ACK is gone',
        ja: '倉庫は snack-7 を準備済み、そのACKは消えた',
      },
      shows: ['relay', 'order-db', 'warehouse-db'],
      design: 'outbox',
      log: 'n:snack-7:7,d:a,s,s,s,s,s,s,s,s,s,s,s,s,s,s',
    },
    'ack-in-hand': {
      title: {
        en: 'The relay holds the ACK, about to mark evt-0001 published',
        ja: 'ACKを受け取り、evt-0001 を published にする直前の送信ループ',
      },
      shows: ['relay', 'order-db', 'warehouse-db', 'verdict'],
      design: 'outbox',
      log: 'n:snack-7:7,s,s,s,s,s,s,s,s,s,s,s,s,s,s,s',
    },
    'request-will-be-lost': {
      title: {
        en: 'Outbox: snack-7 submitted, the next request will be lost',
        ja: 'アウトボックス: snack-7 を送信済み、次のリクエストが失われる',
      },
      shows: ['order-db', 'warehouse-db', 'verdict', 'timeline'],
      design: 'outbox',
      log: 'n:snack-7:7,d:q',
    },
    submitted: {
      title: {
        en: 'Outbox: snack-7 submitted, no fault armed',
        ja: 'アウトボックス: snack-7 を送信済み、障害の予約なし',
      },
      shows: ['relay', 'order-db', 'verdict'],
      design: 'outbox',
      log: 'n:snack-7:7',
    },
  },
  predictions: {
    'prepared-after-lost-ack': {
      question: {
        en: 'Run to end. Once the run is at rest, what does stock.prepared read for snack-7?',
        ja: '最後まで実行します。実行が落ち着いたとき、snack-7 の stock.prepared はいくつですか。',
      },
      preset: 'ack-will-be-lost',
      then: 'e',
      measure: { kind: 'prepared', orderId: 'snack-7' },
      choices: [0, 7, 14],
      explain: {
        en: 'It reads 14, and the verdict is duplicated. The warehouse prepared 7 and committed; then its ACK was lost. The relay could not tell that from a lost request, so after its 2-second timeout it recorded a failed attempt and sent evt-0001 again a minute later. The warehouse applied it again: 7 + 7.',
        ja: '14 で、判定は duplicated です。倉庫は 7 を準備してコミットしましたが、そのACKが失われました。送信ループにはリクエストが失われた場合と区別がつかないので、2秒のタイムアウトのあと失敗した試行を記録し、1分後に evt-0001 を再送しました。倉庫はそれをもう一度反映し、7 + 7 になりました。',
      },
    },
    'status-after-timeout': {
      question: {
        en: "Press Advance clock, then Step relay twice: the relay times out and runs its error path. What is evt-0001's status now?",
        ja: '「時計を進める」を押し、「送信ループをステップ」を2回押します。送信ループはタイムアウトし、エラー経路を実行します。evt-0001 の status はどうなっていますか。',
      },
      preset: 'waiting-for-ack',
      then: 't,s:r,s:r',
      measure: { kind: 'cell', db: 'order', table: 'outbox', key: 'evt-0001', column: 'status' },
      choices: ['pending', 'published', 'failed'],
      explain: {
        en: 'Still pending. From the relay\'s side, no ACK means not delivered, so it keeps the job: attempt_count 1, last_error "timeout: no ACK within 2 s", available_at a minute ahead. The relay is right to keep it — and that is exactly what will send snack-7 to the warehouse a second time.',
        ja: 'pending のままです。送信ループから見れば、ACKがないことは届いていないことを意味するので、仕事を手放しません。attempt_count は 1、last_error は「timeout: no ACK within 2 s」、available_at は1分後です。仕事を手放さないのは正しい判断です。そしてまさにそのせいで、snack-7 は倉庫に2回目が届くことになります。',
      },
    },
    'relay-crash-after-ack': {
      question: {
        en: 'No message is lost this time. The relay has the ACK in hand but crashes before line 4. Run to end: what does stock.prepared read for snack-7?',
        ja: '今度はメッセージは何も失われません。送信ループはACKを受け取りましたが、4行目の前でクラッシュします。最後まで実行すると、snack-7 の stock.prepared はいくつですか。',
      },
      preset: 'ack-in-hand',
      then: 'c:r,e',
      measure: { kind: 'prepared', orderId: 'snack-7' },
      choices: [0, 7, 14],
      explain: {
        en: "It reads 14. The ACK arrived, but knowing lived only in the relay's memory, and the crash erased it before line 4 could write it down. The row was still pending, so the restarted relay sent evt-0001 again, and the warehouse prepared it again.",
        ja: '14 です。ACKは届きましたが、「届いた」という知識は送信ループのメモリの中にしかなく、4行目で書き留める前にクラッシュで消えました。行は pending のままだったので、再起動した送信ループが evt-0001 を再送し、倉庫はもう一度準備しました。',
      },
    },
    'lost-request': {
      question: {
        en: 'This time the request is lost on its way to the warehouse. Run to end: what does stock.prepared read for snack-7?',
        ja: '今度は、倉庫へ向かうリクエストが失われます。最後まで実行すると、snack-7 の stock.prepared はいくつですか。',
      },
      preset: 'request-will-be-lost',
      then: 'e',
      measure: { kind: 'prepared', orderId: 'snack-7' },
      choices: [0, 7, 14],
      explain: {
        en: 'It reads 7, and the verdict is ok. The relay saw exactly what it saw for the lost ACK — silence, a timeout, attempt 1 recorded — and resent a minute later. But this time the warehouse had never received the first request, so the resend was the only delivery.',
        ja: '7 で、判定は ok です。送信ループが見たものはACKが失われたときとまったく同じで、応答なし、タイムアウト、試行1回の記録、そして1分後の再送です。しかし今回、倉庫は最初のリクエストを受け取っていなかったので、再送が唯一の配信になりました。',
      },
    },
  },
  tries: {
    'one-clean-attempt': {
      prompt: {
        en: "Make the warehouse prepare snack-7 twice while outbox records only one attempt. Goal: verdict duplicated, and evt-0001's attempt_count reads 1.",
        ja: 'outbox には試行が1回しか記録されていないのに、倉庫が snack-7 を2回準備する。そんな実行を作ってください。目標: 判定が duplicated、evt-0001 の attempt_count が 1。',
      },
      preset: 'submitted',
      goal: {
        all: [
          { measure: { kind: 'verdict' }, equals: 'duplicated' },
          {
            measure: { kind: 'cell', db: 'order', table: 'outbox', key: 'evt-0001', column: 'attempt_count' },
            equals: 1,
          },
        ],
      },
      hints: [
        {
          en: 'A lost ACK gives attempt_count 2: the timeout is recorded as a failed attempt. You need a fault that records nothing.',
          ja: 'ACKを失うと attempt_count は 2 になります。タイムアウトが失敗した試行として記録されるからです。何も記録しない障害が必要です。',
        },
        {
          en: 'A crash records nothing. Crash the relay after the warehouse has committed, but before the relay marks the row published.',
          ja: 'クラッシュは何も記録しません。倉庫がコミットしたあと、送信ループが行を published にする前に、送信ループをクラッシュさせます。',
        },
        {
          en: "Under Arm a fault, pick Crash, Relay and line 4, press Arm fault, then Run to end. (Or step until the relay's next line is 4 and press Crash relay.)",
          ja: '障害を予約の欄で、障害に「クラッシュ」、プロセスに「送信ループ」、この行の前に「4」を選んで「障害を予約」を押し、「最後まで実行」を押します。(送信ループの次の行が4行目になるまでステップして、「送信ループをクラッシュ」を押してもかまいません。)',
        },
      ],
      solution: 'a:c:r:4,e',
    },
    'three-times': {
      prompt: {
        en: 'Lose more than one ACK and make the warehouse prepare snack-7 three times. Goal: stock.prepared reads 21.',
        ja: 'ACKを2つ以上失わせ、倉庫に snack-7 を3回準備させてください。目標: stock.prepared が 21。',
      },
      preset: 'ack-will-be-lost',
      goal: { all: [{ measure: { kind: 'prepared', orderId: 'snack-7' }, equals: 21 }] },
      hints: [
        {
          en: 'One ACK is already armed to be lost. Each lost ACK costs one more delivery.',
          ja: 'ACKを1つ失う予約はすでにしてあります。ACKが1つ失われるごとに、配信が1回増えます。',
        },
        {
          en: 'Press Drop ACK once more, then Run to end.',
          ja: 'ACKを失うをもう1回押してから、「最後まで実行」を押します。',
        },
      ],
      solution: 'd:a,e',
    },
  },
} satisfies LessonSpec;
