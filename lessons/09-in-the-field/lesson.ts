import type { LessonSpec } from '../../app/course/lesson-spec';

export default {
  title: { en: 'In the field', ja: '現場での姿' },
  summary: {
    en: 'What an operator watches once the outbox runs in production, why deleting stuck rows is no fix, and how long a published row is kept.',
    ja: '本番でアウトボックスを動かすとき運用者が何を見張るか、詰まった行を消しても直らない理由、そして送信済み(published)の行をいつまで残すかを学びます。',
  },
  concepts: [17, 18, 30],
  presets: {
    'before-outage': {
      title: {
        en: 'Outbox + inbox, before the outage: nothing has happened yet',
        ja: 'アウトボックス + インボックス、停止の前: まだ何も起きていない',
      },
      shows: ['setup', 'ops', 'relay', 'order-db', 'verdict'],
      design: 'outbox-inbox',
      log: '',
    },
    'relay-down': {
      title: { en: 'The relay is down; three orders accepted', ja: '送信ループが停止中、注文3件を受付済み' },
      shows: ['ops', 'relay', 'order-db', 'warehouse-db', 'verdict'],
      design: 'outbox-inbox',
      log: 'c:r,n:snack-1:1,n:snack-2:2,n:snack-3:3,s,s,s,s,s,s,s,s,s,s,s,s,s,s,s,s,s,s,s,s,s',
    },
    delivered: {
      title: {
        en: 'snack-1 delivered on the first morning; the retention window is 30 days',
        ja: '初日の朝に snack-1 を配信済み、残す期間は30日',
      },
      shows: ['ops', 'order-db'],
      design: 'outbox-inbox',
      log: 'n:snack-1:1,e',
    },
  },
  predictions: {
    'quiet-outage': {
      question: {
        en: 'The relay crashes before any order arrives. Then three clients submit snack-1, snack-2 and snack-3, each gets 202 Accepted, and Step has nothing left to run. What does the Verdict read then?',
        ja: '注文が来る前に送信ループがクラッシュします。そのあと3人のクライアントが snack-1、snack-2、snack-3 を送り、全員が 202 Accepted を受け取って、ステップで進められるものはなくなります。そのとき判定はどうなっていますか。',
      },
      preset: 'before-outage',
      then: 'c:r,n:snack-1:1,n:snack-2:2,n:snack-3:3,s,s,s,s,s,s,s,s,s,s,s,s,s,s,s,s,s,s,s,s,s',
      measure: { kind: 'verdict' },
      choices: ['ok', 'lost', 'none'],
      explain: {
        en: 'No verdict yet. The run is not at rest: the relay is down and three outbox rows are pending. Nothing has gone wrong that a restart cannot fix — but nothing on the order side looks wrong either. Only the pending rows, and how long they have waited, tell you something is stuck.',
        ja: 'まだ判定できません。送信ループが止まり、outbox に未完了の行が3つあるので、実行は落ち着いていません。再起動で直せないことはまだ何も起きていませんが、受付の側にもおかしな点は何も見えません。何かが詰まっていると教えてくれるのは、未完了の行と、それがどれだけ待っているかだけです。',
      },
    },
    'oldest-age': {
      question: {
        en: 'Press Wait 1 min once: a minute passes and nobody does anything. What does Operations read for the oldest pending row then?',
        ja: '「1分待つ」を1回押します。1分が過ぎ、そのあいだ誰も何もしません。そのとき運用の欄は、最も古い未完了の行について何と表示しますか。',
      },
      preset: 'relay-down',
      then: 'wt:60',
      measure: { kind: 'ops', figure: 'oldestPendingSeconds' },
      choices: [0, 60, 180],
      explain: {
        en: "About a minute: snack-1's row was created in the first tenth of a second, and a minute has passed since, with the relay still down. Each further minute adds one more; three pending rows do not make it three minutes, because the figure is the age of the oldest one, not a sum.",
        ja: 'およそ1分です。snack-1 の行は最初の0.1秒のうちに作られ、それから送信ループが止まったまま1分が過ぎました。さらに1分待つごとに1分ずつ増えます。未完了の行が3つあっても3分にはなりません。この数値は最も古い1行の経過時間で、合計ではないからです。',
      },
    },
    'delete-pending': {
      question: {
        en: 'From the same outage: press Restart relay, then, before the relay steps, Delete pending rows (loses their events) in Operations. What does the verdict read?',
        ja: '同じ停止の状態から、「送信ループを再起動」を押し、送信ループが1ステップも進まないうちに運用の欄の「未完了の行を削除(イベントは失われる)」を押します。判定はどうなりますか。',
      },
      preset: 'relay-down',
      then: 'r:r,k:x',
      measure: { kind: 'verdict' },
      choices: ['ok', 'lost', 'none'],
      explain: {
        en: 'lost. With nothing pending and every process up, the run is at rest at once, with nothing left to run, and the verdict checks what was promised: three orders accepted and committed, and none of them ever reached the warehouse.',
        ja: 'lost(消失)です。未完了の行がなくなり、全プロセスが動いているので、実行はすぐに落ち着きます。そこで判定が、約束したことを確かめます。3件の注文は受け付けられてコミットされたのに、どれも倉庫に届いていません。',
      },
    },
    'kept-29-days': {
      question: {
        en: 'Checking this prediction lets 29 days pass on the clock (the Wait button offers a minute; a lab link can wait up to 30 days), then runs Clean up published rows with a window of 30 days (2,592,000 seconds). How many rows does the outbox hold then?',
        ja: 'この予想を確かめると、時計の上で29日が過ぎ(「1分待つ」ボタンは1分ずつですが、ラボのリンクなら最長30日待てます)、そのあと「送信済みの行を残す秒数」を30日(2,592,000秒)にして「送信済みの行を掃除」を実行します。そのとき outbox には何行ありますか。',
      },
      preset: 'delivered',
      then: 'wt:2505600,k:p:2592000',
      measure: { kind: 'rows', db: 'order', table: 'outbox', connection: 'independent' },
      choices: [0, 1],
      explain: {
        en: 'One. The row was published 29 days ago, and the job deletes only published rows more than 30 days old.',
        ja: '1行です。この行が送信済みになったのは29日前で、ジョブが消すのは30日より古い送信済みの行だけです。',
      },
    },
    'gone-31-days': {
      question: {
        en: 'This time 31 days pass before the same cleanup runs with the same 30-day window. How many rows does the outbox hold then?',
        ja: '今度は31日が過ぎてから、同じく30日の設定で掃除を実行します。そのとき outbox には何行ありますか。',
      },
      preset: 'delivered',
      then: 'wt:2592000,wt:86400,k:p:2592000',
      measure: { kind: 'rows', db: 'order', table: 'outbox', connection: 'independent' },
      choices: [0, 1],
      explain: {
        en: "None. Now published_at lies more than 30 days behind the clock, so the job deletes the row. The warehouse's inbox still remembers evt-0001, so a late repeat of it would still be dropped.",
        ja: '0行です。今度は published_at が時計より30日以上前なので、ジョブはこの行を消します。倉庫の inbox は evt-0001 をまだ覚えているので、遅れて同じイベントが届いても捨てられます。',
      },
    },
  },
  tries: {
    drain: {
      prompt: {
        en: 'Recover from the outage: get all three accepted orders to the warehouse, each prepared once, with every outbox row published and the verdict ok.',
        ja: '停止から復旧してください。受け付けた3件の注文をすべて倉庫に届け、それぞれ1回ずつ準備させ、outbox の行をすべて published にし、判定を ok にします。',
      },
      preset: 'relay-down',
      goal: {
        all: [
          { measure: { kind: 'rows', db: 'warehouse', table: 'stock', connection: 'independent' }, equals: 3 },
          {
            measure: { kind: 'cell', db: 'order', table: 'outbox', key: 'evt-0001', column: 'status' },
            equals: 'published',
          },
          {
            measure: { kind: 'cell', db: 'order', table: 'outbox', key: 'evt-0003', column: 'status' },
            equals: 'published',
          },
          { measure: { kind: 'verdict' }, equals: 'ok' },
        ],
      },
      hints: [
        {
          en: 'Which process is down? The program pane says so.',
          ja: 'どのプロセスが止まっていますか。プログラムの欄に書いてあります。',
        },
        {
          en: 'The pending rows are the work list. Nothing needs to be added or removed; the relay only has to be running to work through them.',
          ja: '未完了の行がそのまま仕事のリストです。足すものも消すものもありません。送信ループが動いていれば、順に片付けていきます。',
        },
        {
          en: 'Press Restart relay, then Run to end.',
          ja: '「送信ループを再起動」を押し、「最後まで実行」を押します。',
        },
      ],
      solution: 'r:r,e',
    },
  },
} satisfies LessonSpec;
