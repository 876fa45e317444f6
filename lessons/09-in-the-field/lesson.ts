import type { LessonSpec } from '../../app/course/lesson-spec';

export default {
  id: 'in-the-field',
  order: 9,
  title: { en: 'In the field', ja: '現場での姿' },
  summary: {
    en: 'What an operator watches once the outbox runs in production, why deleting stuck rows is no fix, and what becomes of a row that keeps failing.',
    ja: '本番でアウトボックスを動かすとき運用者が何を見張るか、詰まった行を消しても直らない理由、そして失敗し続ける行がどうなるかを学びます。',
  },
  concepts: [17, 18, 30],
  presets: {
    'before-outage': {
      title: { en: 'Outbox + inbox, before the outage: nothing has happened yet', ja: 'アウトボックス + インボックス、停止の前: まだ何も起きていない' },
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
    'failing-first': {
      title: { en: 'The request for evt-0001 was lost; evt-0002 waits behind it', ja: 'evt-0001 のリクエストが消え、evt-0002 がその後ろで待っている' },
      shows: ['relay', 'order-db', 'timeline'],
      design: 'outbox-inbox',
      log: 'n:snack-1:1,n:snack-2:2,d:q,s,s,s,s,s,s,s,s,s,s,s,s,s,s,s,s',
    },
    parked: {
      title: { en: 'Rows park after 3 attempts; the next three requests will be lost', ja: '3回の試行で保留、次の3件のリクエストが失われる' },
      shows: ['ops', 'order-db', 'verdict'],
      design: 'outbox-inbox',
      attempts: 3,
      log: 'n:snack-7:7,d:q,d:q,d:q',
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
    'attempt-count': {
      question: {
        en: 'Advance clock, then Step twice: the relay times out and runs its error path. What is evt-0001\'s attempt_count then?',
        ja: '時計を進めてから「ステップ」を2回押すと、送信ループはタイムアウトしてエラー経路を実行します。そのときの evt-0001 の attempt_count はいくつですか。',
      },
      preset: 'failing-first',
      then: 't,s,s',
      measure: { kind: 'cell', db: 'order', table: 'outbox', key: 'evt-0001', column: 'attempt_count' },
      choices: [0, 1, 2],
      explain: {
        en: 'One. Every attempt counts, failed or not, and last_error now reads "timeout: no ACK within 2 s". The row is still pending: the relay will try again.',
        ja: '1 です。成功しても失敗しても、試行はすべて数えられます。last_error には「timeout: no ACK within 2 s」が入りました。行は pending のままで、送信ループはまた試します。',
      },
    },
    'available-at': {
      question: {
        en: 'Same moment. The relay recorded the failure 2.18 s into the run (Clock: +2.180s), which the tables write as 2026-01-01T09:00:02.180Z. What is evt-0001\'s available_at?',
        ja: '同じ時点です。送信ループは実行開始から 2.18 秒後(時計: +2.180s)に失敗を記録しました。テーブルではこの時刻を 2026-01-01T09:00:02.180Z と書きます。evt-0001 の available_at はいくつですか。',
      },
      preset: 'failing-first',
      then: 't,s,s',
      measure: { kind: 'cell', db: 'order', table: 'outbox', key: 'evt-0001', column: 'available_at' },
      choices: ['2026-01-01T09:00:00.050Z', '2026-01-01T09:00:02.180Z', '2026-01-01T09:01:02.180Z'],
      explain: {
        en: 'A minute after the failure: 09:01:02.180. The relay only picks rows whose available_at has come, so evt-0001 steps out of line for a minute. (09:00:00.050 was its first value, the moment the row was created.)',
        ja: '失敗の1分後、09:01:02.180 です。送信ループは available_at の時刻が来た行しか選ばないので、evt-0001 は1分間だけ列から外れます(09:00:00.050 は最初の値で、行が作られた時刻です)。',
      },
    },
    'behind-it': {
      question: {
        en: 'Advance clock once, then Step until nothing can run without the clock. What is evt-0002\'s status?',
        ja: '時計を1回進め、時計なしでは何も進まなくなるまで「ステップ」を押します。evt-0002 の status はどうなっていますか。',
      },
      preset: 'failing-first',
      then: 't,s,s,s,s,s,s,s,s,s,s,s,s',
      measure: { kind: 'cell', db: 'order', table: 'outbox', key: 'evt-0002', column: 'status' },
      choices: ['pending', 'published', 'failed'],
      explain: {
        en: 'published. While the relay waited for evt-0001\'s ACK, evt-0002 could only wait too. Once the failure pushed evt-0001\'s available_at a minute ahead, the next poll found evt-0002 first and delivered it. snack-2 reached the warehouse before snack-1.',
        ja: 'published です。送信ループが evt-0001 のACKを待っているあいだ、evt-0002 も待つしかありませんでした。失敗の記録で evt-0001 の available_at が1分先に動くと、次の読み出しでは evt-0002 が先頭になり、そのまま届けられました。snack-2 が snack-1 より先に倉庫に着いたわけです。',
      },
    },
    'parked-status': {
      question: {
        en: 'Run to end. Every request for evt-0001 is lost, three times. What is evt-0001\'s status when the run is at rest?',
        ja: '最後まで実行します。evt-0001 のリクエストは3回とも失われます。実行が落ち着いたとき、evt-0001 の status はどうなっていますか。',
      },
      preset: 'parked',
      then: 'e',
      measure: { kind: 'cell', db: 'order', table: 'outbox', key: 'evt-0001', column: 'status' },
      choices: ['pending', 'published', 'failed'],
      explain: {
        en: 'failed. The third failed attempt reached the limit, so the relay parked the row instead of scheduling a fourth. Nothing is pending any more, so the run is at rest — and the verdict names the result: lost. snack-7 was accepted and committed, and the warehouse never heard of it.',
        ja: 'failed です。3回目の失敗で上限に達したので、送信ループは4回目を予定せず、行を保留にしました。未完了の行がなくなったので実行は落ち着き、判定は結果を lost(消失)と示します。snack-7 は受け付けられてコミットされたのに、倉庫はそれを知りません。',
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
          { measure: { kind: 'cell', db: 'order', table: 'outbox', key: 'evt-0001', column: 'status' }, equals: 'published' },
          { measure: { kind: 'cell', db: 'order', table: 'outbox', key: 'evt-0003', column: 'status' }, equals: 'published' },
          { measure: { kind: 'verdict' }, equals: 'ok' },
        ],
      },
      hints: [
        { en: 'Which process is down? The program pane says so.', ja: 'どのプロセスが止まっていますか。プログラムの欄に書いてあります。' },
        {
          en: 'The pending rows are the work list. Nothing needs to be added or removed; the relay only has to be running to work through them.',
          ja: '未完了の行がそのまま仕事のリストです。足すものも消すものもありません。送信ループが動いていれば、順に片付けていきます。',
        },
        { en: 'Press Restart relay, then Run to end.', ja: '「送信ループを再起動」を押し、「最後まで実行」を押します。' },
      ],
      solution: 'r:r,e',
    },
  },
} satisfies LessonSpec;
