import type { LessonSpec } from '../../app/course/lesson-spec';

export default {
  title: { en: 'Crash points, and who reads what', ja: 'クラッシュする地点と、だれに何が見えるか' },
  summary: {
    en: 'Stops the order service at each point of its transaction and checks what its own connection, and everyone else, can read at that moment.',
    ja: '受付をトランザクションの途中の各地点で止め、そのとき受付自身の接続とほかの接続にそれぞれ何が読めるかを確かめます。',
  },
  concepts: [7, 8],
  presets: {
    submitted: {
      title: { en: 'snack-7 × 7 submitted, nothing run yet', ja: 'snack-7 × 7 を送信済み、まだ何も実行していない' },
      shows: ['setup', 'order', 'order-db'],
      design: 'outbox',
      log: 'n:snack-7:7',
    },
    'before-inserts': {
      title: {
        en: 'The order service inside its transaction, the INSERTs next',
        ja: 'トランザクションの中で、これから INSERT する受付',
      },
      shows: ['order', 'order-db'],
      design: 'outbox',
      log: 'n:snack-7:7,s,s,s',
    },
    'before-commit': {
      title: { en: 'The order service, about to COMMIT', ja: 'COMMIT 直前の受付' },
      shows: ['setup', 'order', 'order-db', 'timeline'],
      design: 'outbox',
      log: 'n:snack-7:7,s,s,s,s,s',
    },
  },
  predictions: {
    'owner-before-commit': {
      question: {
        en: 'The order service will run both INSERTs (lines 4 and 5) and stop before COMMIT. How many rows will its own connection read in orders then?',
        ja: '受付はこれから2つの INSERT(4行目と5行目)を実行し、COMMIT の前で止まります。そのとき受付自身の接続は orders に何行読みますか。',
      },
      preset: 'before-inserts',
      then: 's:o,s:o',
      measure: { kind: 'rows', db: 'order', table: 'orders', connection: 'owner' },
      choices: [0, 1],
      explain: {
        en: 'One row. A connection inside a transaction reads its own writes, committed or not: the order service wrote snack-7 on line 4, so its SELECTs find it. The pane marks the row as uncommitted — only this connection sees it.',
        ja: '1行です。トランザクションの中にいる接続は、コミット前でも自分が書いた行を読めます。受付は4行目で snack-7 を書いたので、受付自身の SELECT にはその行が見えます。ペインではこの行に「未コミット — この接続だけが読める」と印が付いています。',
      },
    },
    'independent-before-commit': {
      question: {
        en: 'At that same moment, with both INSERTs run and COMMIT next, how many rows will an independent connection read in orders?',
        ja: '同じ時点、つまり2つの INSERT を実行して次が COMMIT のとき、独立した接続は orders に何行読みますか。',
      },
      preset: 'before-inserts',
      then: 's:o,s:o',
      measure: { kind: 'rows', db: 'order', table: 'orders', connection: 'independent' },
      choices: [0, 1],
      explain: {
        en: "None. Until COMMIT, the order service's writes belong to its transaction alone. Any other connection to the same file — the relay's, an auditor's, this pane's — reads the last committed state, which does not include them. outbox reads 0 rows there too.",
        ja: '0行です。COMMIT までは、受付の書き込みはそのトランザクションだけのものです。同じファイルにつながるほかの接続(送信ループの接続、監査用の接続、このペインの接続)は、それらを含まない、最後にコミットされた状態を読みます。outbox も同じく0行です。',
      },
    },
    'orders-after-crash': {
      question: {
        en: 'The order service crashes before line 6 (COMMIT). How many rows does an independent connection read in orders?',
        ja: '受付が6行目(COMMIT)の前でクラッシュします。独立した接続は orders に何行読みますか。',
      },
      preset: 'before-commit',
      then: 'c:o',
      measure: { kind: 'rows', db: 'order', table: 'orders', connection: 'independent' },
      choices: [0, 1],
      explain: {
        en: "None, and none in outbox either. The transaction never committed, so nothing of it became part of the database for anyone else to read. (The lab models the crash by closing the order service's connection without COMMIT; after a real crash, the next connection to open the file rolls back any journal left behind.) The order service's own pane now says its connection is closed.",
        ja: '0行です。outbox も0行です。トランザクションはコミットされなかったので、ほかの接続から読める形では何もデータベースに入っていません(ラボは受付の接続を COMMIT せずに閉じてクラッシュを再現しています。実際のクラッシュでは、次にファイルを開いた接続が残ったジャーナルをロールバックします)。受付自身のペインには、接続が閉じていると表示されます。',
      },
    },
    'outbox-after-commit-crash': {
      question: {
        en: 'This time the order service runs line 6 (COMMIT) and then crashes, before it can answer the client. How many rows does an independent connection read in outbox?',
        ja: '今度は受付が6行目(COMMIT)を実行し、クライアントに返事をする前にクラッシュします。独立した接続は outbox に何行読みますか。',
      },
      preset: 'before-commit',
      then: 's,c:o',
      measure: { kind: 'rows', db: 'order', table: 'outbox', connection: 'independent' },
      choices: [0, 1],
      explain: {
        en: 'One row, and one row in orders. COMMIT made both rows part of the file; a crash one line later cannot take them back. evt-0001 sits in outbox with status pending, waiting for the relay. The client, though, heard nothing: line 7 (respond 202 Accepted) never ran.',
        ja: '1行です。orders も1行です。COMMIT によって2つの行はファイルの一部になりました。その1行あとのクラッシュでは取り消せません。evt-0001 は status が pending のまま outbox に残り、送信ループを待っています。ただし、クライアントには何も届いていません。7行目(respond 202 Accepted)は実行されなかったからです。',
      },
    },
  },
  tries: {
    'uncommitted-gap': {
      prompt: {
        en: 'Step the order service until its own connection reads one row in outbox while an independent connection still reads none.',
        ja: '受付をステップで進め、受付自身の接続では outbox が1行なのに、独立した接続ではまだ0行という状態を作ってください。',
      },
      preset: 'submitted',
      goal: {
        all: [
          { measure: { kind: 'rows', db: 'order', table: 'outbox', connection: 'owner' }, equals: 1 },
          { measure: { kind: 'rows', db: 'order', table: 'outbox', connection: 'independent' }, equals: 0 },
        ],
      },
      hints: [
        {
          en: 'The outbox row is written on line 5 and becomes visible to others on line 6.',
          ja: 'outbox の行は5行目で書かれ、6行目でほかの接続からも見えるようになります。',
        },
        {
          en: 'Press Step order service five times: lines 1 to 5. Stop before COMMIT.',
          ja: '「受付をステップ」を5回押します(1行目から5行目まで)。COMMIT の前で止めます。',
        },
      ],
      solution: 's,s,s,s,s',
    },
    'survive-the-crash': {
      prompt: {
        en: 'Crash the order service at the one point where snack-7 survives the crash but the client never hears back. Goal: an independent connection reads one row in orders and one in outbox, the order service is down, and the client got no answer.',
        ja: 'snack-7 はクラッシュを生き延びるのに、クライアントには返事が届かない。そんな地点で受付をクラッシュさせてください。目標: 独立した接続が orders に1行、outbox に1行を読み、受付は止まっていて、クライアントには応答がない。',
      },
      preset: 'submitted',
      goal: {
        all: [
          { measure: { kind: 'rows', db: 'order', table: 'orders', connection: 'independent' }, equals: 1 },
          { measure: { kind: 'rows', db: 'order', table: 'outbox', connection: 'independent' }, equals: 1 },
          { measure: { kind: 'rows', db: 'order', table: 'orders', connection: 'owner' }, equals: 'none' },
          { measure: { kind: 'response' }, equals: 'none' },
        ],
      },
      hints: [
        {
          en: 'The rows have to be committed, so the crash comes after line 6. The client must not have heard 202 Accepted, so it comes before line 7.',
          ja: '行はコミット済みでなければならないので、クラッシュは6行目より後です。クライアントが 202 Accepted を受け取っていてはいけないので、7行目より前です。',
        },
        {
          en: 'Step the order service until its next line is 7, then press Crash order service.',
          ja: '受付の次の行が7行目になるまで受付をステップし、「受付をクラッシュ」を押します。',
        },
        {
          en: 'Press Step order service six times, then Crash order service.',
          ja: '「受付をステップ」を6回押してから、「受付をクラッシュ」を押します。',
        },
      ],
      solution: 's,s,s,s,s,s,c:o',
    },
  },
} satisfies LessonSpec;
