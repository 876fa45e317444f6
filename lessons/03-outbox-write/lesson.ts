import type { LessonSpec } from '../../app/course/lesson-spec';

export default {
  title: { en: 'The outbox write', ja: 'アウトボックスへの書き込み' },
  summary: {
    en: 'How the order service writes the message it owes into an outbox table, in the same transaction as the order, and leaves the sending to a separate relay.',
    ja: '受付が送るべきメッセージを注文と同じトランザクションで outbox テーブルに書き、実際の送信は別の送信ループに任せるしくみを見ます。',
  },
  concepts: [4, 5],
  presets: {
    'in-transaction': {
      title: {
        en: 'Outbox: transaction open, the two INSERTs next',
        ja: 'アウトボックス: トランザクションを開き、次は2つの INSERT',
      },
      shows: ['order', 'relay', 'order-db', 'timeline'],
      design: 'outbox',
      log: 'n:snack-7:7,s,s,s',
    },
    'before-commit': {
      title: { en: 'Outbox: both rows written, about to COMMIT', ja: 'アウトボックス: 2行を書き、COMMIT の直前' },
      shows: ['setup', 'order', 'order-db', 'warehouse-db', 'verdict'],
      design: 'outbox',
      log: 'n:snack-7:7,s,s,s,s,s',
    },
    'relay-waiting': {
      title: {
        en: 'Outbox: the relay waits for the warehouse',
        ja: 'アウトボックス: 送信ループが倉庫の応答を待っている',
      },
      shows: ['setup', 'order', 'relay', 'order-db', 'warehouse-db', 'verdict'],
      design: 'outbox',
      log: 'n:snack-7:7,s,s,s,s,s,s,s,s,s',
    },
  },
  predictions: {
    'outbox-independent': {
      question: {
        en: 'The order service will run lines 4 and 5, the two INSERTs, and stop before line 6 (COMMIT). Its own connection will then read one row in orders and one in outbox. How many rows will an independent connection read in outbox?',
        ja: '受付はこれから4行目と5行目(2つの INSERT)を実行し、6行目(COMMIT)の前で止まります。そのとき受付自身の接続では orders と outbox に1行ずつ見えます。独立した接続から outbox を読むと何行見えるでしょう?',
      },
      preset: 'in-transaction',
      then: 's:o,s:o',
      measure: { kind: 'rows', db: 'order', table: 'outbox', connection: 'independent' },
      choices: [0, 1, 2],
      explain: {
        en: "0 rows. Both INSERTs belong to a transaction that has not committed. The order service's own connection reads its writes, one row in orders and one in outbox, both marked uncommitted; every other connection, the independent one and the relay's alike, reads neither until COMMIT.",
        ja: '0行です。2つの INSERT は、まだコミットしていないトランザクションの中にあります。受付の接続は自分の書き込みを読めるので、orders と outbox に1行ずつ(未コミットの印つき)見えます。独立した接続も送信ループの接続も、COMMIT まではどちらの行も読めません。',
      },
    },
    'crash-takes-both': {
      question: {
        en: 'The order service writes both rows, crashes before line 6 and is restarted. How many rows does its new connection read in outbox?',
        ja: '受付が2つの行を書いたあと、6行目の直前でクラッシュし、再起動されます。新しい受付の接続から outbox を読むと何行見えますか?',
      },
      preset: 'in-transaction',
      then: 's:o,s:o,c:o,r:o',
      measure: { kind: 'rows', db: 'order', table: 'outbox', connection: 'owner' },
      choices: [0, 1],
      explain: {
        en: "0 rows, and 0 in orders too. The two rows were one transaction that never committed, so neither became part of the database (the lab closes the dead process's connection without COMMIT; after a real crash, the next connection to open the file rolls back any journal left behind). The restarted process opens a fresh connection and finds neither the order nor its event: no order without its message, no message without its order.",
        ja: '0行です。orders も0行です。2つの行は、コミットされなかった1つのトランザクションでした。どちらもデータベースの一部にはなっていません(ラボは落ちたプロセスの接続を COMMIT せずに閉じます。実際のクラッシュでは、次にファイルを開いた接続が残ったジャーナルをロールバックします)。再起動したプロセスは新しい接続を開きますが、注文もイベントも見つかりません。メッセージのない注文も、注文のないメッセージも残りません。',
      },
    },
    'stock-at-201': {
      question: {
        en: 'The order service will run line 6 (COMMIT) and line 7, answering the client 202 Accepted for snack-7. How many snacks will the warehouse have prepared for it when the client gets that 202?',
        ja: '受付はこれから6行目(COMMIT)と7行目を実行し、クライアントに snack-7 の 202 Accepted を返します。クライアントがその202を受け取った時点で、倉庫はこの注文のために何個準備しているでしょう?',
      },
      preset: 'before-commit',
      then: 's:o,s:o',
      measure: { kind: 'prepared', orderId: 'snack-7' },
      choices: [0, 7],
      explain: {
        en: 'None yet. The order service answered as soon as its COMMIT was done; the warehouse has not even been called. 202 here means "recorded, together with the duty to tell the warehouse", and that duty is the pending outbox row the relay will pick up on its own connection.',
        ja: 'まだ0個です。受付は COMMIT を終えた時点で応答しました。倉庫はまだ呼ばれてもいません。ここでの202は「記録した。倉庫に知らせる仕事も一緒に記録した」という意味です。その仕事が outbox の pending の行で、送信ループが自分の接続で拾いに来ます。',
      },
    },
  },
  tries: {
    'commit-both': {
      prompt: {
        en: 'Make the order and its event visible to everyone: get an independent connection to read one row in orders and one row in outbox.',
        ja: '注文とそのイベントを誰からでも見えるようにしてください。独立した接続から orders に1行、outbox に1行読める状態にします。',
      },
      preset: 'before-commit',
      goal: {
        all: [
          { measure: { kind: 'rows', db: 'order', table: 'orders', connection: 'independent' }, equals: 1 },
          { measure: { kind: 'rows', db: 'order', table: 'outbox', connection: 'independent' }, equals: 1 },
        ],
      },
      hints: [
        {
          en: 'Both rows are already written. What stands between them and every other connection?',
          ja: '2つの行はもう書かれています。ほかの接続から見えないのは、何が足りないからでしょう。',
        },
        {
          en: "The order service's next line is 6, COMMIT. Press Step order service (or Step) once.",
          ja: '受付の次の行は6行目の COMMIT です。「受付をステップ」(または「ステップ」)を1回押してください。',
        },
      ],
      solution: 's:o',
    },
    'second-order-meanwhile': {
      prompt: {
        en: 'The relay has sent evt-0001 and is waiting for the ACK. Before the warehouse prepares snack-7, get a second order committed: two rows in orders and two in outbox, as an independent connection reads them.',
        ja: '送信ループは evt-0001 を送り、ACKを待っています。倉庫が snack-7 を準備する前に、2件目の注文をコミットしてください。独立した接続から orders に2行、outbox に2行見える状態にします。',
      },
      preset: 'relay-waiting',
      goal: {
        all: [
          { measure: { kind: 'rows', db: 'order', table: 'orders', connection: 'independent' }, equals: 2 },
          { measure: { kind: 'rows', db: 'order', table: 'outbox', connection: 'independent' }, equals: 2 },
          { measure: { kind: 'prepared', orderId: 'snack-7' }, equals: 0 },
        ],
      },
      hints: [
        {
          en: 'A second order needs a new id; the same id with the same quantity would only be a retry. Use the order form.',
          ja: '2件目の注文には新しいIDが必要です。同じIDと同じ数量では、ただの再試行になります。注文フォームを使ってください。',
        },
        {
          en: 'Enter Order ID snack-8 and Quantity 3, press Submit order, then use Step order service rather than Run to end, so the warehouse does not get its turn first.',
          ja: '「注文ID」に snack-8、「数量」に 3 を入れて「注文を送信」を押します。そのあと「最後まで実行」ではなく「受付をステップ」を使うと、倉庫に先を越されません。',
        },
        {
          en: 'Press Step order service six times: await the request, BEGIN, SELECT, INSERT orders, INSERT outbox, COMMIT.',
          ja: '「受付をステップ」を6回押します。リクエストを待つ、BEGIN、SELECT、orders への INSERT、outbox への INSERT、COMMIT の6行です。',
        },
      ],
      solution: 'n:snack-8:3,s:o,s:o,s:o,s:o,s:o,s:o',
    },
  },
} satisfies LessonSpec;
