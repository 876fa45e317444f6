import type { LessonSpec } from '../../app/course/lesson-spec';

const orders = (column: string) => ({ kind: 'cell', db: 'order', table: 'orders', key: 'snack-7', column }) as const;
const outboxRows = { kind: 'rows', db: 'order', table: 'outbox', connection: 'independent' } as const;
const prepared = { kind: 'prepared', orderId: 'snack-7' } as const;

// snack-7 accepted at version 1 and delivered: the order service's eight lines, the relay, the warehouse.
const ACCEPTED = 'n:snack-7:7,e';

export default {
  title: { en: 'Versions: one event for each change', ja: 'バージョン: 変更1回にイベント1つ' },
  summary: {
    en: "How to let an order change after it was placed without losing anyone's update: each change states the version it read and sends one event, delivered in order per order.",
    ja: '注文をあとから変更するとき、だれの変更も失わないために、読んだときのバージョンを添えて変更し、変更ごとにイベントを1つ送り、注文ごとに順番どおり届けるしくみを学びます。',
  },
  concepts: [20, 22],
  presets: {
    accepted: {
      title: {
        en: 'Versioned: snack-7 accepted at version 1 and prepared',
        ja: 'バージョン付き: snack-7 はバージョン 1 で受け付け済み、倉庫も準備済み',
      },
      shows: ['setup', 'order-db', 'warehouse-db', 'verdict', 'timeline'],
      design: 'versioned',
      log: ACCEPTED,
    },
    // Two amendments from the same read of version 1: the first wins, the second is refused with 409.
    refused: {
      title: {
        en: 'Versioned: snack-7 amended to 5; a second amendment from version 1 got 409',
        ja: 'バージョン付き: snack-7 は 5 に変更済み、バージョン 1 からの2つ目の変更は 409',
      },
      shows: ['setup', 'order-db', 'warehouse-db', 'verdict'],
      design: 'versioned',
      log: `${ACCEPTED},m:snack-7:5:1,m:snack-7:9:1,e`,
    },
    // The same two amendments where line 9 does not check the version: the outbox's UNIQUE refuses the second.
    unguarded: {
      title: {
        en: 'Versioned, version unchecked: snack-7 accepted at version 1 and prepared',
        ja: 'バージョン付き(バージョン確認なし): snack-7 はバージョン 1 で受け付け済み、倉庫も準備済み',
      },
      shows: ['setup', 'order', 'order-db', 'timeline'],
      design: 'versioned-unguarded',
      log: ACCEPTED,
    },
    // Both events committed (the order's eight lines, then the amendment's seven); the relay's first request
    // will be lost, so the amendment's event reaches the warehouse before the order's.
    crossing: {
      title: {
        en: "Versioned: snack-7 ordered as 7 and amended to 3; the relay's next request will be lost",
        ja: 'バージョン付き: snack-7 を 7 で注文し 3 に変更済み、送信ループの次のリクエストは失われる',
      },
      shows: ['order-db', 'warehouse-db', 'verdict', 'timeline'],
      design: 'versioned',
      log: 'n:snack-7:7,s:o*8,m:snack-7:3:1,s:o*7,d:q',
    },
    'amended-per-order': {
      title: {
        en: 'In order per order: snack-1 placed and amended (evt-0001, evt-0002), snack-2 (evt-0003); evt-0001 rejected',
        ja: '注文ごとに順番どおり：snack-1 を注文して変更(evt-0001、evt-0002)、snack-2(evt-0003)。evt-0001 は拒否される',
      },
      shows: ['relay', 'order-db', 'timeline'],
      design: 'versioned',
      order: 'aggregate',
      log: 'n:snack-1:4,s:o*8,m:snack-1:2:1,s:o*7,n:snack-2:3,s:o*8,x:p:5',
    },
  },
  predictions: {
    'amended-stock': {
      question: {
        en: 'The amend form already holds snack-7, new quantity 5, version you read 1. Press Send amendment, then Run to end. What does stock.prepared read for snack-7?',
        ja: '変更のフォームには、注文ID snack-7、新しい数量 5、読んだときのバージョン 1 がすでに入っています。「変更を送る」を押し、「最後まで実行」を押します。snack-7 の stock.prepared はいくつですか。',
      },
      preset: 'accepted',
      then: 'm:snack-7:5:1,e',
      measure: prepared,
      choices: [5, 7, 12],
      explain: {
        en: "Five. The warehouse did what it always does, prepared = prepared + the event's quantity, but evt-0002's quantity is the change, −2, not the new total: 7 − 2 = 5. orders reads quantity 5 at version 2, and evt-0002 is an OrderAmended event with aggregate_version 2.",
        ja: '5 です。倉庫はいつもどおり prepared = prepared + イベントの quantity を実行しました。ただし evt-0002 の quantity は新しい合計ではなく変化量の −2 です。7 − 2 = 5。orders の snack-7 は数量 5、バージョン 2 になり、evt-0002 は aggregate_version 2 の OrderAmended イベントです。',
      },
    },
    'second-writer': {
      question: {
        en: 'Two clients both read snack-7 at version 1. One sends quantity 5, the other 9, each stating version 1; the 5 is sent first. Run to end: what quantity does orders hold for snack-7?',
        ja: '2つのクライアントが、どちらも snack-7 をバージョン 1 で読みました。一方は数量 5、もう一方は 9 を、どちらもバージョン 1 として送ります。先に送られるのは 5 です。「最後まで実行」を押すと、orders の snack-7 の数量はいくつですか。',
      },
      preset: 'accepted',
      then: 'm:snack-7:5:1,m:snack-7:9:1,e',
      measure: orders('quantity'),
      choices: [5, 7, 9],
      explain: {
        en: 'Five. The first amendment matched version 1 and moved the row to version 2. The second ran the same UPDATE with AND version = 1, matched no row, and changed nothing; the order service rolled back and answered "409 Conflict: snack-7 is at version 2, not 1 — nothing written".',
        ja: '5 です。1つ目の変更はバージョン 1 に一致し、行をバージョン 2 に進めました。2つ目も同じ UPDATE を AND version = 1 で実行しましたが、一致する行はなく、何も変わりませんでした。受付はロールバックし、「409 Conflict：snack-7 はバージョン 2 で、1 ではない — 何も書かない」と答えています。',
      },
    },
    'stale-outbox': {
      question: {
        en: 'The same run: three requests changed or tried to change snack-7. How many rows does the outbox hold when the run is at rest?',
        ja: '同じ実行です。snack-7 を作ったり変えようとしたりしたリクエストは3つでした。実行が落ち着いたとき、outbox には何行ありますか。',
      },
      preset: 'accepted',
      then: 'm:snack-7:5:1,m:snack-7:9:1,e',
      measure: outboxRows,
      choices: [1, 2, 3],
      explain: {
        en: 'Two: OrderAccepted at aggregate_version 1 and OrderAmended at aggregate_version 2. The refused request never reached its INSERT, so no event says 9, and none was sent to the warehouse, which prepared 5.',
        ja: '2行です。aggregate_version 1 の OrderAccepted と、aggregate_version 2 の OrderAmended。拒否されたリクエストは INSERT まで進まなかったので、9 と言うイベントはどこにもなく、倉庫にも何も送られていません。倉庫の準備数は 5 です。',
      },
    },
    backstop: {
      question: {
        en: 'Line 9 no longer checks the version. Again one client sends quantity 5 and another 9, both stating version 1, the 5 first. What does the client who sent 9 get back?',
        ja: '9行目はもうバージョンを確かめません。さきほどと同じく、一方のクライアントが数量 5、もう一方が 9 を、どちらもバージョン 1 として送ります。先に送られるのは 5 です。9 を送ったクライアントには何が返りますか。',
      },
      preset: 'unguarded',
      then: 'm:snack-7:5:1,m:snack-7:9:1,e',
      measure: { kind: 'response' },
      choices: ['amended', 'stale', 'error'],
      explain: {
        en: 'A 500 error: "UNIQUE constraint failed: outbox.aggregate_type, outbox.aggregate_id, outbox.aggregate_version". Without the check, line 9 matched the row and wrote 9 at version 2; line 10 then tried to add a second event for version 2, SQLite refused it, and the error path rolled the transaction back. orders still holds 5 at version 2, and the outbox still has two rows.',
        ja: '500 エラーです。「UNIQUE constraint failed: outbox.aggregate_type, outbox.aggregate_id, outbox.aggregate_version」。確認がないので9行目は行に一致し、バージョン 2 のまま 9 を書きました。続く10行目がバージョン 2 のイベントを2つ目として書こうとして SQLite に拒否され、エラー経路がトランザクションをロールバックしました。orders は 5(バージョン 2)のまま、outbox も2行のままです。',
      },
    },
    'crossing-stock': {
      question: {
        en: "Run to end. The relay's first request, evt-0001 (+7), is lost on the way, so evt-0002 (−4) overtakes it. What does stock.prepared read for snack-7 when the run is at rest?",
        ja: '「最後まで実行」を押します。送信ループの最初のリクエスト、evt-0001(+7)は途中で失われ、evt-0002(−4)が先に届きます。実行が落ち着いたとき、snack-7 の stock.prepared はいくつですか。',
      },
      preset: 'crossing',
      then: 'e',
      measure: prepared,
      choices: [-4, 3, 7, 10],
      explain: {
        en: "Three. The relay waited 2 seconds for evt-0001's answer, wrote the timeout down and took evt-0002, which the warehouse applied first, creating the stock row at −4; evt-0002 was marked published at 09:00:02.290. A minute later the relay sent evt-0001 again (its second attempt) and the warehouse added 7. Addition does not care about order, so −4 + 7 ends where 7 − 4 would. Had the events carried totals, the last to arrive would have won, and that was the old 7.",
        ja: '3 です。送信ループは evt-0001 の返事を2秒待ってタイムアウトを記録し、evt-0002 を取りました。倉庫はこちらを先に適用し、−4 で stock の行を作りました。evt-0002 が published になったのは 09:00:02.290 です。1分後、送信ループが evt-0001 をもう一度送り(2回目の試行)、倉庫は 7 を足しました。足し算は順番を気にしないので、−4 + 7 は 7 − 4 と同じところに着きます。イベントが合計を運んでいたら、最後に届いたものが勝ち、それは古い 7 でした。',
      },
    },
    'per-order': {
      question: {
        en: "The relay delivers in order per order, and the warehouse rejects evt-0001 (snack-1) for five minutes. Run to end: when is evt-0002, snack-1's amendment, published?",
        ja: '送信ループは注文ごとに順番どおり届け、倉庫は5分間 evt-0001(snack-1)を拒否します。「最後まで実行」を押すと、snack-1 の変更である evt-0002 が published になるのはいつですか。',
      },
      preset: 'amended-per-order',
      then: 'e',
      measure: { kind: 'cell', db: 'order', table: 'outbox', key: 'evt-0002', column: 'published_at' },
      choices: ['2026-01-01T09:00:00.370Z', '2026-01-01T09:05:00.630Z', 'null'],
      explain: {
        en: "At 09:05:00.630, right after evt-0001 went through at 09:05:00.530. The amendment was due all along, but it is a later version of the same order, so it waited behind evt-0001. snack-2's evt-0003 belongs to another order and was published at 09:00:00.370, while snack-1 was still being refused.",
        ja: '09:05:00.630 です。evt-0001 が 09:05:00.530 に通った直後です。変更のイベントはずっと送れる時刻でしたが、同じ注文の後のバージョンなので evt-0001 の後ろで待ちました。snack-2 の evt-0003 は別の注文なので、snack-1 が拒否されているあいだの 09:00:00.370 に published になっています。',
      },
    },
  },
  tries: {
    'read-again': {
      prompt: {
        en: 'The client whose 9 was refused reads snack-7 again, sees quantity 5 at version 2, and its user still wants 9. Make that change. Goal: orders holds snack-7 at quantity 9, version 3, and the warehouse has prepared 9.',
        ja: '9 を拒否されたクライアントが snack-7 を読み直すと、数量 5、バージョン 2 でした。ユーザーはそれでも 9 にしたいと言います。その変更を通してください。目標: orders の snack-7 が数量 9、バージョン 3 になり、倉庫の準備数も 9 になること。',
      },
      preset: 'refused',
      goal: {
        all: [
          { measure: orders('quantity'), equals: 9 },
          { measure: orders('version'), equals: 3 },
          { measure: prepared, equals: 9 },
        ],
      },
      hints: [
        {
          en: 'The 409 named the version snack-7 is at now. An amendment only goes through if it states that version.',
          ja: '409 の返事には、snack-7 の今のバージョンが書かれていました。変更が通るのは、そのバージョンを名乗ったときだけです。',
        },
        {
          en: 'In Amend an order, keep snack-7, set New quantity to 9 and Version you read to the version in the orders pane.',
          ja: '「注文を変更する」で注文IDは snack-7 のまま、新しい数量を 9 に、読んだときのバージョンを orders の表にあるバージョンにします。',
        },
        {
          en: 'Order ID snack-7, New quantity 9, Version you read 2, Send amendment, then Run to end.',
          ja: '注文ID snack-7、新しい数量 9、読んだときのバージョン 2 で「変更を送る」を押し、「最後まで実行」を押します。',
        },
      ],
      solution: 'm:snack-7:9:2,e',
    },
  },
} satisfies LessonSpec;
