import type { LessonSpec } from '../../app/course/lesson-spec';

const evt1 = (column: string) =>
  ({ kind: 'cell', db: 'order', table: 'scheduled_events', key: 'evt-0001', column }) as const;

export default {
  title: { en: 'Scheduled events: work that waits for its moment', ja: '予約イベント: 時刻が来てから動く仕事' },
  summary: {
    en: 'How work that is due later, such as ending a plan in thirty days, is written down as a row, and how a scanner runs it once its time comes, even when something fails on the way.',
    ja: '30日後にプランを終えるといった、あとで行う仕事を行として書き残す方法と、その時刻が来たらスキャナが実行するしくみを、途中で何かが失敗する場合も含めて学びます。',
  },
  concepts: [24, 27, 28],
  presets: {
    // The order service's seven lines: snack-7 and its scheduled row commit together, the row due a minute later.
    booked: {
      title: {
        en: 'Scheduled events: snack-7 committed, its row due a minute later',
        ja: '予約イベント: snack-7 をコミット済み、行の期限は1分後',
      },
      shows: ['relay', 'warehouse', 'order-db', 'warehouse-db', 'verdict', 'timeline'],
      design: 'scheduled',
      log: 'n:snack-7:7,s:o*7',
    },
    // The clock is at the row's scheduled_at; the relay will crash with the ACK in hand, before its DELETE.
    'crash-before-delete': {
      title: {
        en: 'Scheduled events: evt-0001 is due, and the relay will crash just before its DELETE',
        ja: '予約イベント: evt-0001 の期限が来た。送信ループは DELETE の直前でクラッシュする',
      },
      shows: ['relay', 'order-db', 'warehouse-db', 'verdict', 'timeline'],
      design: 'scheduled',
      log: 'n:snack-7:7,s:o*7,t,a:c:r:4',
    },
  },
  predictions: {
    'before-due': {
      question: {
        en: 'The scanner polls every time it is stepped. Press Step relay four times now. What does stock.prepared read for snack-7?',
        ja: 'スキャナはステップするたびに問い合わせます。いま「送信ループをステップ」を4回押すと、snack-7 の stock.prepared はいくつですか。',
      },
      preset: 'booked',
      then: 's:r*4',
      measure: { kind: 'prepared', orderId: 'snack-7' },
      choices: [0, 7],
      explain: {
        en: 'Zero. Each press ran line 1, asked for a pending row with scheduled_at no later than now, found none and ended the round; the timeline says the relay reads no pending row it can see. In the Outbox design four presses would have delivered snack-7. Here the row is pending all right, but it is not due until 09:01:00.050, and the scanner asks only for due rows.',
        ja: '0 です。押すたびに1行目が走り、scheduled_at が現在以前の pending の行を探し、見つからずにその回を終えました。タイムラインには「見える未完了の行はない」と出ます。アウトボックス設計なら、4回押せば snack-7 は届いていました。ここでも行は pending ですが、期限は 09:01:00.050 で、スキャナが求めるのは期限の来た行だけです。',
      },
    },
    'after-it-ran': {
      question: {
        en: "Now Run to end. When the run is at rest, what does evt-0001's status read in scheduled_events?",
        ja: '次に「最後まで実行」を押します。実行が落ち着いたとき、scheduled_events の evt-0001 の status はどうなっていますか。',
      },
      preset: 'booked',
      then: 'e',
      measure: evt1('status'),
      choices: ['pending', 'published', 'none'],
      explain: {
        en: "There is no such row. Run to end found nothing it could step and advanced the clock to 09:01:00.050. The scanner read evt-0001, the warehouse prepared snack-7 (its inbox row says 09:01:00.100), and on the ACK the scanner ran line 4: DELETE. The status column only knows pending and failed (the hybrid outbox article's status type also has Processed; the lab deletes the row instead). A row that ran does not stay behind to say so.",
        ja: 'その行はもうありません。「最後まで実行」はステップできるものを見つけられず、時計を 09:01:00.050 まで進めました。スキャナが evt-0001 を読み、倉庫が snack-7 を準備し(inbox の行は 09:01:00.100)、ACKを受け取ったスキャナが4行目の DELETE を実行しました。status 列が取る値は pending と failed だけです。実行の済んだ行が、済んだと言うために残ることはありません。',
      },
    },
    rescheduled: {
      question: {
        en: "From the first lab's starting state: Advance clock to the due time, press Warehouse outage: 500 to all, then Step relay four times. The scanner reads the row, sends it, gets a 500 and runs line 5. What does evt-0001's scheduled_at read then?",
        ja: '最初のラボの初めの状態から、「時計を進める」で期限まで進め、「倉庫の障害」の「全部に500」を押し、「送信ループをステップ」を4回押します。スキャナは行を読み、送り、500 を受け取り、5行目を実行します。そのとき evt-0001 の scheduled_at はどうなっていますか。',
      },
      preset: 'booked',
      then: 't,x:e:5,s:r*4',
      measure: evt1('scheduled_at'),
      choices: ['2026-01-01T09:01:00.050Z', '2026-01-01T09:02:00.050Z', '2026-01-01T09:02:00.090Z'],
      explain: {
        en: '09:02:00.090: a minute after the failure was recorded at 09:01:00.090, not a minute after the old due time. The same UPDATE set attempt_count to 1 and last_error to "HTTP 500 from warehouse", and the row is still pending. Until 09:02:00.090 the poll passes over it, exactly as it passed over the row before it was first due.',
        ja: '09:02:00.090 です。失敗を記録した 09:01:00.090 の1分後で、元の期限の1分後ではありません。同じ UPDATE で attempt_count は 1 に、last_error は「HTTP 500 from warehouse」になり、行は pending のままです。09:02:00.090 までは、最初の期限の前と同じように、問い合わせはこの行を素通りします。',
      },
    },
    'sent-twice': {
      question: {
        en: 'Run to end. The scanner will crash after the warehouse has done the work and before it deletes the row. What does stock.prepared read for snack-7 when the run is at rest?',
        ja: '「最後まで実行」を押します。スキャナは、倉庫が仕事を終えたあと、行を削除する前にクラッシュします。実行が落ち着いたとき、snack-7 の stock.prepared はいくつですか。',
      },
      preset: 'crash-before-delete',
      then: 'e',
      measure: { kind: 'prepared', orderId: 'snack-7' },
      choices: [0, 7, 14],
      explain: {
        en: "Seven. The warehouse prepared snack-7 and answered; the scanner took the ACK on line 3 and crashed before line 4, so evt-0001 stayed in the table, due. Run to end restarted the scanner, and its first poll read evt-0001 and sent it again. The warehouse's inbox already had evt-0001: the timeline says duplicate, stock untouched. The second ACK let the scanner delete the row. The verdict is ok, with one duplicate absorbed.",
        ja: '7 です。倉庫は snack-7 を準備して返事をし、スキャナは3行目でACKを受け取ったあと、4行目の前でクラッシュしました。evt-0001 は期限の来た行として表に残りました。「最後まで実行」がスキャナを再起動すると、最初の問い合わせで evt-0001 を読み、もう一度送りました。倉庫の inbox にはすでに evt-0001 があり、タイムラインには重複なので在庫は変えないと出ます。2回目のACKで、スキャナは行を削除しました。判定は ok、重複の吸収が1件です。',
      },
    },
  },
  tries: {
    'done-but-failed': {
      prompt: {
        en: 'Let the warehouse do the work while the scanner writes the attempt down as a failure. Goal: the warehouse\'s inbox holds evt-0001, and evt-0001 is still in scheduled_events with attempt_count 1 and last_error "timeout: no ACK within 2 s".',
        ja: '倉庫には仕事を済ませさせ、スキャナにはその試行を失敗として記録させてください。目標: 倉庫の inbox に evt-0001 があり、scheduled_events にも evt-0001 が残っていて、attempt_count が 1、last_error が「timeout: no ACK within 2 s」になること。',
      },
      preset: 'booked',
      goal: {
        all: [
          { measure: { kind: 'rows', db: 'warehouse', table: 'inbox', connection: 'independent' }, equals: 1 },
          { measure: evt1('attempt_count'), equals: 1 },
          { measure: evt1('last_error'), equals: 'timeout: no ACK within 2 s' },
        ],
      },
      hints: [
        {
          en: "The scanner writes a timeout only when it waited two seconds for an answer that never came. What can stop the warehouse's answer on the way back, after the warehouse has committed?",
          ja: 'スキャナがタイムアウトを記録するのは、来なかった返事を2秒待ったときだけです。倉庫がコミットしたあとで、その返事を帰り道で止めるものは何でしょうか。',
        },
        {
          en: "Start over from the lesson's state and Advance clock to the due time. Press Drop ACK before the warehouse answers, then step the relay and the warehouse until the relay is left waiting; Advance clock once more reaches its timeout.",
          ja: '「レッスンの最初の状態からやり直す」を押し、「時計を進める」で期限まで進めます。倉庫が返事をする前に「ACKを失う」を押し、送信ループが待つだけになるまで送信ループと倉庫をステップします。もう一度「時計を進める」を押すと、タイムアウトの時刻になります。',
        },
        {
          en: 'Advance clock, Drop ACK, Step relay twice, Step warehouse six times, Advance clock, Step relay twice.',
          ja: '「時計を進める」、「ACKを失う」、「送信ループをステップ」を2回、「倉庫をステップ」を6回、「時計を進める」、「送信ループをステップ」を2回です。',
        },
      ],
      solution: 't,d:a,s:r*2,s:w*6,t,s:r*2',
    },
  },
} satisfies LessonSpec;
