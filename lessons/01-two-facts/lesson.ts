import type { LessonSpec } from '../../app/course/lesson-spec';

export default {
  title: { en: 'Two facts, one transaction', ja: '2つの事実と1つのトランザクション' },
  summary: {
    en: 'Why saving an order and telling the warehouse about it are two separate facts, and what happens when the process stops between them.',
    ja: '注文を保存することと倉庫に知らせることが別々の2つの事実であること、そしてその間でプロセスが止まると何が起きるかを見ます。',
  },
  concepts: [1, 6, 30],
  presets: {
    'order-waiting': {
      title: { en: 'Commit, then send: an order waiting', ja: 'コミットしてから送信: 届いたばかりの注文' },
      shows: ['setup', 'order-db', 'verdict', 'timeline'],
      design: 'commit-then-send',
      log: 'n:snack-7:7',
    },
    'just-committed': {
      title: {
        en: 'Commit, then send: the order has just committed',
        ja: 'コミットしてから送信: 注文をコミットした直後',
      },
      shows: ['order', 'order-db', 'warehouse-db', 'verdict'],
      design: 'commit-then-send',
      log: 'n:snack-7:7,s,s,s,s,s',
    },
  },
  predictions: {
    'orders-after-crash': {
      question: {
        en: 'The order service crashes right now, before line 6 (the POST). How many rows does an independent connection read in orders?',
        ja: 'いま、6行目(POST)の直前で受付がクラッシュします。独立した接続から orders を読むと何行見えますか?',
      },
      preset: 'just-committed',
      then: 'c:o',
      measure: { kind: 'rows', db: 'order', table: 'orders', connection: 'independent' },
      choices: [0, 1],
      explain: {
        en: "One row. Line 5 already ran COMMIT, so the order is in the database file, and a crash cannot undo a commit. What the crash destroyed was the process and its memory, including the fact that line 6 was still to come. The order service's own pane now says its connection is closed; the independent connection still reads snack-7.",
        ja: '1行です。5行目のCOMMITはもう終わっているので、注文はデータベースファイルに書かれています。クラッシュはコミットを取り消せません。消えたのはプロセスとそのメモリで、「次は6行目で倉庫に知らせる」という予定もその中にありました。受付の接続のペインは閉じていますが、独立した接続には snack-7 が見えています。',
      },
    },
    'verdict-after-crash': {
      question: {
        en: 'After that crash, Run to end restarts the order service and runs until nothing is left to do. What is the verdict?',
        ja: 'このクラッシュのあとで「最後まで実行」を押すと、受付が再起動され、やることがなくなるまで進みます。判定はどうなりますか?',
      },
      preset: 'just-committed',
      then: 'c:o,e',
      measure: { kind: 'verdict' },
      choices: ['ok', 'lost', 'duplicated', 'phantom'],
      explain: {
        en: 'lost. The restarted order service begins again at line 1 and waits for a new request; nothing in its program or its database says that snack-7 still has to be sent. The order DB holds a committed order, the warehouse DB holds nothing, and the run is at rest: a committed order that never reached the warehouse.',
        ja: 'lost(消失)です。再起動した受付は1行目から始まり、新しいリクエストを待つだけです。snack-7 をまだ倉庫に送っていないことは、プログラムにもデータベースにも残っていません。受付DBにはコミット済みの注文があり、倉庫DBには何もないまま、実行は落ち着きます。コミットされた注文が倉庫に届かなかった、という判定です。',
      },
    },
  },
  tries: {
    'answered-500-order-kept': {
      prompt: {
        en: 'Without crashing anything, make this order end as lost while the client is told 500 (error) and the order stays committed in orders.',
        ja: '何もクラッシュさせずに、この注文を lost(消失)で終わらせてください。ただし、クライアントには 500(エラー)が返り、注文は orders にコミットされたまま残るようにします。',
      },
      preset: 'order-waiting',
      goal: {
        all: [
          { measure: { kind: 'verdict' }, equals: 'lost' },
          { measure: { kind: 'response' }, equals: 'error' },
          { measure: { kind: 'rows', db: 'order', table: 'orders', connection: 'independent' }, equals: 1 },
        ],
      },
      hints: [
        {
          en: 'The warehouse hears about the order in exactly one way: the request the order service sends on line 6. What if that request never arrives?',
          ja: '倉庫が注文を知る手段は1つだけです。受付が6行目で送るリクエストです。それが届かなかったらどうなるでしょう。',
        },
        {
          en: 'Drop request loses the request in flight, or the next one if none is in flight yet. The order service then waits 2 s for an ACK that never comes and takes its error path.',
          ja: '「リクエストを失う」は、通信中のリクエスト(まだなければ次に送られるもの)を失わせます。受付は来ないACKを2秒待ち、エラー経路に進みます。',
        },
        {
          en: 'Press Drop request now, then Run to end.',
          ja: 'いま「リクエストを失う」を押してから、「最後まで実行」を押してください。',
        },
      ],
      solution: 'd:q,e',
    },
  },
} satisfies LessonSpec;
