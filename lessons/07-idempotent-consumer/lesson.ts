import type { LessonSpec } from '../../app/course/lesson-spec';

export default {
  title: { en: 'The idempotent consumer', ja: '冪等な受け手' },
  summary: {
    en: 'How the warehouse remembers which events it has already applied, in the same transaction as their effect, so that a repeated delivery does no harm.',
    ja: '倉庫が反映済みのイベントを、その効果と同じトランザクションで記録しておき、同じイベントがもう一度届いても害が出ないようにする方法を学びます。',
  },
  concepts: [12],
  presets: {
    'outbox-lost-ack': {
      title: {
        en: 'Outbox without inbox, the next ACK will be lost',
        ja: 'インボックスなしのアウトボックス、次のACKが失われる',
      },
      shows: ['warehouse-db', 'verdict', 'timeline'],
      design: 'outbox',
      log: 'n:snack-7:7,d:a',
    },
    'inbox-lost-ack': {
      title: {
        en: 'Outbox + inbox, the next ACK will be lost',
        ja: 'アウトボックス + インボックス、次のACKが失われる',
      },
      shows: ['warehouse-db', 'verdict', 'timeline'],
      design: 'outbox-inbox',
      log: 'n:snack-7:7,d:a',
    },
    'second-delivery': {
      title: { en: 'evt-0001 arrives a second time', ja: 'evt-0001 が2回目に届いたところ' },
      shows: ['relay', 'warehouse', 'order-db', 'warehouse-db', 'timeline'],
      design: 'outbox-inbox',
      log: 'n:snack-7:7,d:a,s,s,s,s,s,s,s,s,s,s,s,s,s,s,s,t,s,s,t,s,s,s,s',
    },
    'mid-transaction': {
      title: {
        en: 'The warehouse between its inbox row and its stock change',
        ja: 'インボックスの行と在庫の変更のあいだにいる倉庫',
      },
      shows: ['warehouse', 'order-db', 'warehouse-db', 'verdict'],
      design: 'outbox-inbox',
      log: 'n:snack-7:7,s,s,s,s,s,s,s,s,s,s,s,s',
    },
  },
  predictions: {
    'without-inbox': {
      question: {
        en: 'Run to end. Once the run is at rest, what does stock.prepared read for snack-7?',
        ja: '最後まで実行します。実行が落ち着いたとき、snack-7 の stock.prepared はいくつになっていますか。',
      },
      preset: 'outbox-lost-ack',
      then: 'e',
      measure: { kind: 'prepared', orderId: 'snack-7' },
      choices: [0, 7, 14],
      explain: {
        en: 'It reads 14. The warehouse prepared 7 and committed, but its ACK was lost. The relay waited out its 2-second timeout, recorded the failure and sent evt-0001 again a minute later. This warehouse keeps no record of what it has processed, so it ran the stock update a second time: 7 + 7. The verdict says duplicated.',
        ja: '14 です。倉庫は 7 を準備してコミットしましたが、ACKが失われました。送信ループは2秒のタイムアウトを待って失敗を記録し、1分後に evt-0001 をもう一度送りました。この倉庫は処理済みのイベントを覚えていないので、在庫の更新をもう一度実行します。7 + 7 で、判定は duplicated です。',
      },
    },
    'with-inbox': {
      question: {
        en: 'The same lost ACK, but the warehouse has an inbox. Run to end: what does stock.prepared read for snack-7?',
        ja: '同じようにACKが失われますが、今度の倉庫にはインボックスがあります。最後まで実行すると、snack-7 の stock.prepared はいくつですか。',
      },
      preset: 'inbox-lost-ack',
      then: 'e',
      measure: { kind: 'prepared', orderId: 'snack-7' },
      choices: [0, 7, 14],
      explain: {
        en: 'It reads 7. The relay still sent evt-0001 twice (the timeline shows two requests, m1 and m3), but on the second delivery the warehouse found evt-0001 in inbox and skipped the stock update. inbox holds one row and the verdict says ok.',
        ja: '7 です。送信ループは evt-0001 を2回送っています(タイムラインにはリクエスト m1 と m3 があります)。しかし2回目の配信で、倉庫は inbox に evt-0001 を見つけ、在庫の更新を飛ばしました。inbox は1行のままで、判定は ok です。',
      },
    },
    'duplicate-insert': {
      question: {
        en: 'The warehouse runs line 3 (INSERT INTO inbox … ON CONFLICT DO NOTHING) for evt-0001 again. How many rows does the warehouse connection read in inbox right after?',
        ja: '倉庫が evt-0001 について3行目(INSERT INTO inbox … ON CONFLICT DO NOTHING)をもう一度実行します。その直後、倉庫の接続は inbox に何行読みますか。',
      },
      preset: 'second-delivery',
      then: 's:w',
      measure: { kind: 'rows', db: 'warehouse', table: 'inbox', connection: 'owner' },
      choices: [1, 2],
      explain: {
        en: 'One row. evt-0001 is already the primary key of a committed inbox row, so the INSERT changes 0 rows and raises no error. The warehouse takes that as "seen before": its next line is 5 (COMMIT), not 4, so the stock update is skipped.',
        ja: '1行です。evt-0001 はコミット済みの inbox の行の主キーなので、この INSERT は0行を変更し、エラーにもなりません。倉庫はそれを「処理済み」と受け取り、次の行は4行目ではなく5行目(COMMIT)になります。在庫の更新は飛ばされます。',
      },
    },
    'crash-mid-transaction': {
      question: {
        en: 'Crash the warehouse now, before line 4. How many rows does an independent connection read in inbox?',
        ja: 'ここで、4行目の前で倉庫をクラッシュさせます。独立した接続は inbox に何行読みますか。',
      },
      preset: 'mid-transaction',
      then: 'c:w',
      measure: { kind: 'rows', db: 'warehouse', table: 'inbox', connection: 'independent' },
      choices: [0, 1],
      explain: {
        en: 'None. The inbox row was written inside a transaction that never committed, so it never became part of the warehouse DB (the lab closes the crashed connection; after a real crash, the next connection to open the file rolls back any journal left behind). Nothing claims evt-0001 was processed, so the resend will be applied normally, once.',
        ja: '0行です。inbox の行はコミットされなかったトランザクションの中で書かれただけで、倉庫DBの一部にはなっていません(ラボはクラッシュした接続を閉じます。実際のクラッシュでは、次にファイルを開いた接続が残ったジャーナルをロールバックします)。evt-0001 を処理済みとする記録はどこにも残らないので、再送はふつうに1回だけ反映されます。',
      },
    },
  },
  tries: {
    'deliver-after-crash': {
      prompt: {
        en: "Crash the warehouse in the middle of its transaction, then bring the run to rest. Goal: snack-7 prepared exactly 7, one row in inbox, evt-0001 delivered on the relay's second attempt (attempt_count 2), and the verdict ok.",
        ja: '倉庫をトランザクションの途中でクラッシュさせ、そのあと実行を落ち着かせてください。目標: snack-7 の準備数量がちょうど 7、inbox が1行、evt-0001 が送信ループの2回目の試行で届いている(attempt_count が 2)、判定が ok。',
      },
      preset: 'mid-transaction',
      goal: {
        all: [
          { measure: { kind: 'prepared', orderId: 'snack-7' }, equals: 7 },
          { measure: { kind: 'rows', db: 'warehouse', table: 'inbox', connection: 'independent' }, equals: 1 },
          {
            measure: { kind: 'cell', db: 'order', table: 'outbox', key: 'evt-0001', column: 'attempt_count' },
            equals: 2,
          },
          { measure: { kind: 'verdict' }, equals: 'ok' },
        ],
      },
      hints: [
        {
          en: "The warehouse's next line is 4, the stock update. Crash it before you step it.",
          ja: '倉庫の次の行は4行目、在庫の更新です。ステップする前にクラッシュさせます。',
        },
        {
          en: 'A crashed warehouse never answers, so the relay waits out its 2-second timeout, records attempt 1 as failed and retries a minute later. Run to end restarts crashed processes and advances the clock for you.',
          ja: 'クラッシュした倉庫は返事をしないので、送信ループは2秒のタイムアウトを待ち、1回目の試行を失敗として記録し、1分後に再送します。最後まで実行は、クラッシュしたプロセスを再起動し、時計も進めてくれます。',
        },
        {
          en: 'Press Crash warehouse, then Run to end.',
          ja: '「倉庫をクラッシュ」を押してから、「最後まで実行」を押します。',
        },
      ],
      solution: 'c:w,e',
    },
  },
} satisfies LessonSpec;
