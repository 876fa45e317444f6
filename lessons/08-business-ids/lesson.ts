import type { LessonSpec } from '../../app/course/lesson-spec';

export default {
  title: { en: 'Business ids', ja: '業務ID' },
  summary: {
    en: 'How the order service tells a retry from a new order by its id, and why a client that hears nothing back should send the same request again, with the same id.',
    ja: '受付が注文IDを見て再試行と新しい注文をどう見分けるか、そして返事が来なかったクライアントが同じIDで同じリクエストを送り直すべき理由を学びます。',
  },
  concepts: [13, 14, 15, 16],
  presets: {
    accepted: {
      title: { en: 'snack-7 × 7, accepted and prepared', ja: 'snack-7 × 7 を受け付けて準備済み' },
      shows: ['setup', 'order', 'order-db', 'timeline'],
      design: 'outbox-inbox',
      log: 'n:snack-7:7,e',
    },
    fresh: {
      title: { en: 'Outbox + inbox, no order yet', ja: 'アウトボックス + インボックス、注文はまだなし' },
      shows: ['setup', 'order-db', 'warehouse-db', 'verdict'],
      design: 'outbox-inbox',
      log: '',
    },
    // The order service's first five lines: snack-7 and its outbox row are written, not yet committed.
    'before-commit': {
      title: {
        en: 'snack-7 written; the order service is about to COMMIT',
        ja: 'snack-7 を書き込み済み、受付はこれから COMMIT する',
      },
      shows: ['setup', 'order', 'order-db'],
      design: 'outbox-inbox',
      log: 'n:snack-7:7,s,s,s,s,s',
    },
    'no-answer': {
      title: {
        en: 'snack-7 committed, then the order service crashed before answering',
        ja: 'snack-7 をコミットした直後、応答の前に受付がクラッシュ',
      },
      shows: ['setup', 'order', 'order-db', 'verdict'],
      design: 'outbox-inbox',
      log: 'n:snack-7:7,s,s,s,s,s,s,c:o',
    },
  },
  predictions: {
    'same-again': {
      question: {
        en: 'The client sends snack-7 × 7 again and you Run to end. What answer does the client get?',
        ja: 'クライアントが snack-7 × 7 をもう一度送り、最後まで実行します。クライアントが受け取る応答はどれですか。',
      },
      preset: 'accepted',
      then: 'n:snack-7:7,e',
      measure: { kind: 'response' },
      choices: ['accepted', 'retry', 'conflict', 'error'],
      explain: {
        en: 'A retry. The order service found snack-7 with the same quantity, rolled back its empty transaction and confirmed the existing acceptance (200). orders still holds one row, and no second outbox row was written, so the warehouse hears nothing new.',
        ja: '再試行として確認されます。受付は同じ数量の snack-7 を見つけ、何も書いていないトランザクションをロールバックして、既存の受付を確認しました(200)。orders は1行のままで、outbox の行も増えないので、倉庫には何も新しく届きません。',
      },
    },
    'other-quantity': {
      question: {
        en: 'This time the client sends snack-7 × 8 and you Run to end. What answer does the client get?',
        ja: '今度はクライアントが snack-7 × 8 を送り、最後まで実行します。クライアントが受け取る応答はどれですか。',
      },
      preset: 'accepted',
      then: 'n:snack-7:8,e',
      measure: { kind: 'response' },
      choices: ['accepted', 'retry', 'conflict', 'error'],
      explain: {
        en: 'Conflict (409). snack-7 already names an order of 7. A request that reuses the id with different content is not a retry of that order, and the service will not overwrite it either: it refuses and writes nothing.',
        ja: 'Conflict(409)です。snack-7 はすでに数量 7 の注文を指しています。同じIDで内容が違うリクエストは、その注文の再試行ではありません。受付は上書きもせず、拒否して何も書きません。',
      },
    },
    'other-id': {
      question: {
        en: 'The client sends snack-8 × 7 — same quantity, another id — and you Run to end. How many rows does an independent connection read in orders?',
        ja: 'クライアントが snack-8 × 7(数量は同じ、IDは別)を送り、最後まで実行します。独立した接続は orders に何行読みますか。',
      },
      preset: 'accepted',
      then: 'n:snack-8:7,e',
      measure: { kind: 'rows', db: 'order', table: 'orders', connection: 'independent' },
      choices: [1, 2],
      explain: {
        en: 'Two rows. Another id is another order, whatever its quantity. snack-8 gets its own outbox row, its own event and its own stock row.',
        ja: '2行です。IDが違えば、数量が何であれ別の注文です。snack-8 には専用の outbox の行、イベント、在庫の行ができます。',
      },
    },
    'clock-ids': {
      question: {
        en: 'A client names each request after the clock. It sends snack-0900-00 × 7, hears nothing in time, and resends the same purchase as snack-0900-02 × 7. After Run to end, how many rows does an independent connection read in stock?',
        ja: 'あるクライアントは、リクエストごとに時刻からIDを作ります。snack-0900-00 × 7 を送り、時間内に返事がなかったので、同じ買い物を snack-0900-02 × 7 として送り直しました。最後まで実行したあと、独立した接続は stock に何行読みますか。',
      },
      preset: 'fresh',
      then: 'n:snack-0900-00:7,e,n:snack-0900-02:7,e',
      measure: { kind: 'rows', db: 'warehouse', table: 'stock', connection: 'independent' },
      choices: [1, 2],
      explain: {
        en: 'Two rows: 14 snacks for one purchase. Each id was new, so each request was a new order, with its own event and its own stock row. The verdict still says ok, because every committed order was prepared exactly once. The lab cannot know that two ids meant one purchase; only the client could have said so, by reusing the id.',
        ja: '2行です。1回の買い物に対して 14 個のお菓子が準備されます。どちらのIDも新しいので、それぞれが新しい注文として扱われ、イベントも在庫の行も別々にできました。判定は ok のままです。コミットされた注文はどれもちょうど1回準備されたからです。2つのIDが同じ買い物だったことはラボにはわかりません。それを伝えられたのは、IDを使い回すことができたクライアントだけです。',
      },
    },
    'quantity-ids': {
      question: {
        en: 'A client builds the id from the quantity. Two different customers each order 7, so both requests are qty-7 × 7. After Run to end, what does the second customer hear?',
        ja: 'あるクライアントは数量からIDを作ります。別々の2人のユーザーがそれぞれ 7 個注文したので、どちらのリクエストも qty-7 × 7 になりました。最後まで実行したあと、2人目のユーザーが受け取る応答はどれですか。',
      },
      preset: 'fresh',
      then: 'n:qty-7:7,e,n:qty-7:7,e',
      measure: { kind: 'response' },
      choices: ['accepted', 'retry', 'conflict', 'error'],
      explain: {
        en: "A retry: the second customer is told their order is already accepted, but it is the first customer's order. orders holds one row and the warehouse prepares 7, not 14. Two purchases merged into one, and again the verdict says ok.",
        ja: '再試行として確認されます。2人目のユーザーは「すでに受け付けています」と言われますが、それは1人目のユーザーの注文です。orders は1行で、倉庫が準備するのは 14 ではなく 7 です。2つの買い物が1つに合わさり、ここでも判定は ok です。',
      },
    },
    'after-silence': {
      question: {
        en: 'The order service runs COMMIT and crashes before respond 202, so the client gets no answer. How many rows does an independent connection read in orders then?',
        ja: '受付は COMMIT を実行し、respond 202 の前にクラッシュします。クライアントには応答が届きません。そのとき、独立した接続は orders に何行読みますか。',
      },
      preset: 'before-commit',
      then: 's,c:o',
      measure: { kind: 'rows', db: 'order', table: 'orders', connection: 'independent' },
      choices: [0, 1],
      explain: {
        en: 'One row. The COMMIT ran, so the order and its outbox row are there for everyone; the relay will deliver evt-0001 whether or not anyone answers the client. Silence told the client nothing about what happened.',
        ja: '1行です。COMMIT は実行済みなので、注文とその outbox の行はどの接続からも見えます。クライアントに返事があってもなくても、送信ループは evt-0001 を届けます。応答がないことは、何が起きたかについて何も教えてくれません。',
      },
    },
  },
  tries: {
    'two-customers': {
      prompt: {
        en: 'Two customers each order 7 snacks. Submit both orders so that the warehouse prepares them as two separate orders, and bring the run to rest.',
        ja: '2人のユーザーがそれぞれお菓子を 7 個注文します。倉庫が2つの別々の注文として準備するように両方を送り、実行を落ち着かせてください。',
      },
      preset: 'fresh',
      goal: {
        all: [
          { measure: { kind: 'rows', db: 'order', table: 'orders', connection: 'independent' }, equals: 2 },
          { measure: { kind: 'rows', db: 'warehouse', table: 'stock', connection: 'independent' }, equals: 2 },
          { measure: { kind: 'verdict' }, equals: 'ok' },
        ],
      },
      hints: [
        {
          en: 'What tells two orders apart is the Order ID, not the Quantity.',
          ja: '2つの注文を区別するのは数量ではなく注文IDです。',
        },
        {
          en: 'Give each customer an id of their own, for example alice-1 and bob-1, both with Quantity 7.',
          ja: 'ユーザーごとに別のIDを付けます。たとえば alice-1 と bob-1 で、数量はどちらも 7 です。',
        },
        {
          en: 'Submit alice-1 × 7, submit bob-1 × 7, then press Run to end.',
          ja: 'alice-1 × 7 で注文を送信し、bob-1 × 7 で注文を送信してから、「最後まで実行」を押します。',
        },
      ],
      solution: 'n:alice-1:7,n:bob-1:7,e',
    },
    resubmit: {
      prompt: {
        en: 'You are the client that got no answer. Find out whether snack-7 × 7 was accepted, without creating a second order: the goal is a confirmed retry, one row in orders, and the verdict ok.',
        ja: 'あなたは応答を受け取れなかったクライアントです。2つ目の注文を作らずに、snack-7 × 7 が受け付けられたかどうかを確かめてください。目標: 再試行として確認される、orders が1行、判定が ok。',
      },
      preset: 'no-answer',
      goal: {
        all: [
          { measure: { kind: 'response' }, equals: 'retry' },
          { measure: { kind: 'rows', db: 'order', table: 'orders', connection: 'independent' }, equals: 1 },
          { measure: { kind: 'verdict' }, equals: 'ok' },
        ],
      },
      hints: [
        {
          en: 'The order form refuses to submit while the order service is down. Bring it back first.',
          ja: '受付が止まっているあいだは注文を送信できません。まず受付を戻します。',
        },
        {
          en: 'Resubmit the very same request: the same Order ID and the same Quantity. A new id would be a second order; another quantity would be a Conflict.',
          ja: 'まったく同じリクエストを送り直します。注文IDも数量も同じです。新しいIDなら2つ目の注文になり、数量が違えば Conflict になります。',
        },
        {
          en: 'Press Restart order service, submit snack-7 × 7, then Run to end.',
          ja: '「受付を再起動」を押し、snack-7 × 7 で注文を送信してから、「最後まで実行」を押します。',
        },
      ],
      solution: 'r:o,n:snack-7:7,e',
    },
  },
} satisfies LessonSpec;
