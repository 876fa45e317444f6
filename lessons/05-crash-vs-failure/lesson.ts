import type { LessonSpec } from '../../app/course/lesson-spec';

export default {
  title: { en: 'try/finally vs a process that vanishes', ja: 'try/finally と、消えてしまうプロセス' },
  summary: {
    en: 'Compares a process that fails with an exception and runs its cleanup with one that simply vanishes, first for the order service and then for the relay.',
    ja: '例外で失敗して後始末が動くプロセスと、何も実行せずに消えてしまうプロセスを、受付と送信ループのそれぞれで比べます。',
  },
  concepts: [9, 10],
  presets: {
    'rows-written': {
      title: { en: 'Both rows written, COMMIT next', ja: '2つの行を書き終え、次は COMMIT' },
      shows: ['setup', 'order', 'order-db', 'timeline'],
      design: 'outbox',
      log: 'n:snack-7:7,s,s,s,s,s',
    },
    'both-down': {
      title: {
        en: 'Order service and relay both down, just after COMMIT',
        ja: 'COMMIT の直後に受付も送信ループも停止',
      },
      shows: ['order', 'relay', 'order-db', 'warehouse-db', 'verdict'],
      design: 'outbox',
      log: 'n:snack-7:7,s,s,s,s,s,s,c:o,c:r',
    },
    'relay-holding-row': {
      title: {
        en: 'The relay has read evt-0001 and is about to send it',
        ja: '送信ループが evt-0001 を読み、これから送るところ',
      },
      shows: ['relay', 'order-db', 'warehouse-db', 'verdict'],
      design: 'outbox',
      log: 'n:snack-7:7,s,s,s,s,s,s,s,s',
    },
  },
  predictions: {
    'failure-answer': {
      question: {
        en: 'Fail the order service before line 6, then step it once. What does the client hear?',
        ja: '6行目の前で受付を失敗させ、そのあと受付を1回ステップします。クライアントには何が返りますか。',
      },
      preset: 'rows-written',
      then: 'f:o,s:o',
      measure: { kind: 'response' },
      choices: ['accepted', 'error', 'none'],
      explain: {
        en: 'A 500 error. The exception sent the order service through its finally block, which rolled the transaction back, and then to line 8, the error path. That line ran and answered the client. The client knows the order was not taken.',
        ja: '500 エラーです。例外によって受付は finally ブロックを通り、そこでトランザクションがロールバックされ、8行目のエラー経路に移りました。その行が実行され、クライアントに返事をしました。クライアントは、注文が受け付けられなかったことを知っています。',
      },
    },
    'crash-answer': {
      question: {
        en: 'Now crash the order service at the same point instead. What does the client hear?',
        ja: '今度は同じ地点で、受付をクラッシュさせます。クライアントには何が返りますか。',
      },
      preset: 'rows-written',
      then: 'c:o',
      measure: { kind: 'response' },
      choices: ['accepted', 'error', 'none'],
      explain: {
        en: 'Nothing. A crashed process runs no more lines: not finally, not the error path, not a response. The client only sees its connection drop. The rows are the same as after the failure (0 and 0 for an independent connection), but here no code undid the transaction, not the program and not SQLite in the dead process: it simply never committed. (The lab closes the crashed connection to model this; after a real crash, the next connection to open the file rolls back any journal left behind.)',
        ja: '何も返りません。クラッシュしたプロセスは、もう1行も実行しません。finally も、エラー経路も、応答もです。クライアントには接続が切れたことしかわかりません。残る行は失敗のときと同じ(独立した接続で 0 と 0)ですが、今回はプログラムも、落ちたプロセスの中の SQLite も、トランザクションを取り消してはいません。ただコミットされなかっただけです(ラボはクラッシュした接続を閉じてこれを再現しています。実際のクラッシュでは、次にファイルを開いた接続が残ったジャーナルをロールバックします)。',
      },
    },
    'restarted-relay': {
      question: {
        en: 'The order service and the relay both died right after COMMIT. Run to end, which restarts them. What does stock.prepared read for snack-7?',
        ja: '受付も送信ループも、COMMIT の直後に落ちました。最後まで実行します(止まったプロセスは再起動されます)。snack-7 の stock.prepared はいくつですか。',
      },
      preset: 'both-down',
      then: 'e',
      measure: { kind: 'prepared', orderId: 'snack-7' },
      choices: [0, 7, 14],
      explain: {
        en: 'It reads 7. The committed outbox row did not depend on either process staying alive. The restarted relay opened a new connection, polled, found evt-0001 still pending, sent it, got the ACK and marked the row published. The verdict is ok.',
        ja: '7 です。コミットされた outbox の行は、どちらのプロセスが生きているかにも左右されません。再起動した送信ループは新しい接続を開いて行を探し、pending のままの evt-0001 を見つけて送り、ACK を受け取って行を published にしました。判定は ok です。',
      },
    },
    'relay-failure-bookkeeping': {
      question: {
        en: "Fail the relay before line 2, then step it once. What does evt-0001's attempt_count read?",
        ja: '2行目の前で送信ループを失敗させ、そのあと送信ループを1回ステップします。evt-0001 の attempt_count はいくつですか。',
      },
      preset: 'relay-holding-row',
      then: 'f:r,s:r',
      measure: { kind: 'cell', db: 'order', table: 'outbox', key: 'evt-0001', column: 'attempt_count' },
      choices: [0, 1, 2],
      explain: {
        en: "It reads 1. The relay's error path (line 5) counted the attempt, stored the message in last_error and moved available_at a minute ahead. The row is still pending, so nothing is lost; it simply waits for its next turn. Had the relay crashed instead, attempt_count would still read 0: a vanished process records nothing.",
        ja: '1 です。送信ループのエラー経路(5行目)が試行を数え、エラーの内容を last_error に書き、available_at を1分先に動かしました。行は pending のままなので何も失われず、次の順番を待つだけです。失敗ではなくクラッシュだったら、attempt_count は 0 のままです。消えたプロセスは何も記録しません。',
      },
    },
  },
  tries: {
    'deliver-while-down': {
      prompt: {
        en: 'Bring back only the relay and get snack-7 to the warehouse while the order service stays down. Goal: evt-0001 published, snack-7 prepared 7, and the order service still crashed.',
        ja: '送信ループだけを再起動し、受付を止めたまま snack-7 を倉庫に届けてください。目標: evt-0001 が published、snack-7 の準備数量が 7、受付はクラッシュしたまま。',
      },
      preset: 'both-down',
      goal: {
        all: [
          {
            measure: { kind: 'cell', db: 'order', table: 'outbox', key: 'evt-0001', column: 'status' },
            equals: 'published',
          },
          { measure: { kind: 'prepared', orderId: 'snack-7' }, equals: 7 },
          { measure: { kind: 'rows', db: 'order', table: 'orders', connection: 'owner' }, equals: 'none' },
        ],
      },
      hints: [
        {
          en: 'Run to end would restart the order service as well. Restart the relay yourself and step.',
          ja: '最後まで実行を使うと、受付まで再起動されてしまいます。送信ループを自分で再起動し、ステップで進めます。',
        },
        {
          en: 'Press Restart relay. With the order service down, Step then picks the relay or the warehouse, whichever can move.',
          ja: '「送信ループを再起動」を押します。受付が止まっているので、そのあとのステップは送信ループか倉庫のうち、進めるほうを選びます。',
        },
        {
          en: "Press Restart relay, then Step nine times: the relay's lines 1–2, the warehouse's 1–5, then the relay's lines 3–4.",
          ja: '「送信ループを再起動」を押し、「ステップ」を9回押します。送信ループの1〜2行目、倉庫の1〜5行目、最後に送信ループの3〜4行目です。',
        },
      ],
      solution: 'r:r,s,s,s,s,s,s,s,s,s',
    },
    'fail-then-deliver': {
      prompt: {
        en: 'Make the relay fail once, then let the run come to rest. Goal: evt-0001 published on the second attempt (attempt_count 2), snack-7 prepared 7, and the verdict ok.',
        ja: '送信ループを1回失敗させてから、実行を落ち着かせてください。目標: evt-0001 が2回目の試行で published(attempt_count が 2)、snack-7 の準備数量が 7、判定が ok。',
      },
      preset: 'relay-holding-row',
      goal: {
        all: [
          {
            measure: { kind: 'cell', db: 'order', table: 'outbox', key: 'evt-0001', column: 'status' },
            equals: 'published',
          },
          {
            measure: { kind: 'cell', db: 'order', table: 'outbox', key: 'evt-0001', column: 'attempt_count' },
            equals: 2,
          },
          { measure: { kind: 'prepared', orderId: 'snack-7' }, equals: 7 },
          { measure: { kind: 'verdict' }, equals: 'ok' },
        ],
      },
      hints: [
        {
          en: 'A crash leaves no record, so it would not count as an attempt. You need the error path.',
          ja: 'クラッシュは記録を残さないので、試行として数えられません。エラー経路を通す必要があります。',
        },
        {
          en: 'After the failure the row waits a minute. Run to end advances the clock when only timers are left.',
          ja: '失敗のあと、行は1分待ちます。最後まで実行は、タイマーしか残っていないときに時計を進めます。',
        },
        {
          en: 'Press Fail relay, then Run to end.',
          ja: '「送信ループを失敗させる」を押してから、「最後まで実行」を押します。',
        },
      ],
      solution: 'f:r,e',
    },
  },
} satisfies LessonSpec;
