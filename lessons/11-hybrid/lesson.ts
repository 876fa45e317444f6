import type { LessonSpec } from '../../app/course/lesson-spec';

const evt1 = (column: string) => ({ kind: 'cell', db: 'order', table: 'outbox', key: 'evt-0001', column }) as const;

export default {
  title: { en: 'The hybrid outbox: send now, sweep later', ja: 'ハイブリッド: すぐ送り、漏れはあとで拾う' },
  summary: {
    en: 'How the order service can send its event right after COMMIT instead of waiting for the relay, how a slower scanner still delivers whatever that quick send misses, and why every write either sender makes checks that the row is still pending.',
    ja: '受付が送信ループを待たずに COMMIT の直後に自分でイベントを送るやり方と、その即時の送信が取りこぼした分を、遅れて動くスキャナが拾って届けるしくみ、そしてどちらの送り手も、書き込む前に行がまだ pending かを確かめる理由を学びます。',
  },
  concepts: [22, 23],
  presets: {
    eager: {
      title: {
        en: 'Hybrid: snack-7 submitted',
        ja: 'ハイブリッド: snack-7 を送信したところ',
      },
      shows: ['setup', 'order', 'warehouse', 'order-db', 'timeline'],
      design: 'hybrid',
      log: 'n:snack-7:7',
    },
    // The order service commits, answers 202 (lines 1–7), then dies before line 8 reads its event back.
    'after-202-crash': {
      title: {
        en: 'Hybrid: the order service answered 202, crashed before publishing, and was restarted',
        ja: 'ハイブリッド: 受付が202を返し、発行の前にクラッシュして、再起動された',
      },
      shows: ['ops', 'relay', 'warehouse', 'order-db', 'verdict', 'timeline'],
      design: 'hybrid',
      log: 'n:snack-7:7,s:o*7,c:o,r:o',
    },
    // The eager request (line 9) sits on the wire for a minute; the scanner then reads and sends the same row.
    race: {
      title: {
        en: 'Hybrid: the eager request for evt-0001 is still on the wire a minute later, and the scanner has sent it too',
        ja: 'ハイブリッド: evt-0001 の即時発行のリクエストが1分たっても届いておらず、スキャナも同じイベントを送った',
      },
      shows: ['warehouse-db', 'verdict', 'timeline'],
      design: 'hybrid',
      log: 'n:snack-7:7,s:o*9,wt:60,s:r,s:r',
    },
    'late-failure': {
      title: {
        en: "Hybrid, rows parked after 3 attempts: the scanner's request for evt-0001 was lost, the eager send delivered it, and the scanner still waits for its ACK",
        ja: 'ハイブリッド、3回の試行で保留: スキャナの evt-0001 のリクエストは失われ、即時発行が届けた。スキャナはまだACKを待っている',
      },
      shows: ['relay', 'order-db', 'timeline'],
      design: 'hybrid',
      attempts: 3,
      log: 'n:snack-7:7,s:o*7,wt:31,s:r,d:q,s:r,s:o,s:o,s:w*6,s:o,s:o',
    },
  },
  predictions: {
    'eager-published': {
      question: {
        en: 'Run to end. When is evt-0001 published?',
        ja: '「最後まで実行」を押します。evt-0001 が published になるのはいつですか。',
      },
      preset: 'eager',
      then: 'e',
      measure: evt1('published_at'),
      choices: ['2026-01-01T09:00:00.170Z', '2026-01-01T09:00:30.170Z', '2026-01-01T09:01:00.170Z'],
      explain: {
        en: "At 09:00:00.170. The order service marked the row itself on line 11, and the relay sent nothing: no row was ever old enough for it. attempt_count reads 1. Note that the relay in the Outbox lessons reached the same moment. The lab's relay runs the instant it has work and never sleeps between polls; a real one does, and that sleep is what the eager path saves.",
        ja: '09:00:00.170 です。受付が11行目で自分の行を published にし、送信ループは何も送っていません。送信ループが拾える古さの行は一度もなかったからです。attempt_count は 1 です。実は、アウトボックスのレッスンの送信ループも同じ時刻に届けていました。このラボの送信ループは仕事があれば即座に動き、問い合わせの合間に眠りません。本物の送信ループは眠ります。即時発行が削るのは、その眠りの時間です。',
      },
    },
    'eager-refused': {
      question: {
        en: 'Same start, snack-7 just submitted, but before anything moves press Warehouse outage: 500 to all (for five minutes the warehouse answers every request with HTTP 500), then Run to end. What answer does the client get for snack-7?',
        ja: '同じく snack-7 を送信した直後から始めますが、何も動かす前に「倉庫の障害」の「全部に500」(5分間、倉庫がすべてのリクエストに HTTP 500 を返す)を押し、それから「最後まで実行」を押します。クライアントは snack-7 にどんな返事を受け取りますか。',
      },
      preset: 'eager',
      then: 'x:e:5,e',
      measure: { kind: 'response' },
      choices: ['accepted', 'error', 'none'],
      explain: {
        en: "Accepted. The 202 went out on line 7, before the eager send. The send got a 500 on line 10, and line 12 found the client already answered: it answered nobody and left the row pending. The timeline says the eager publish failed and the row stays for the scanner. The scanner took it at 09:00:30.050, was refused once a minute until the outage ended, and delivered at 09:05:30.350. attempt_count reads 6: the scanner's six tries. The eager try is not among them.",
        ja: '「新しい注文として受付」です。202 は即時発行より前、7行目で返しています。送信は10行目で 500 を受け取り、12行目はクライアントがすでに返事を受け取っていることを確かめて、だれにも何も返さず、行を pending のまま残しました。タイムラインには、即時発行に失敗し、行はスキャナに任せると出ています。スキャナは 09:00:30.050 に行を拾い、障害が終わるまで毎分断られ、09:05:30.350 に届けました。attempt_count は 6、スキャナの6回の試行です。即時発行の1回は数に入っていません。',
      },
    },
    'scanner-takes-over': {
      question: {
        en: 'Now Run to end. When is evt-0001 published?',
        ja: 'では「最後まで実行」を押します。evt-0001 が published になるのはいつですか。',
      },
      preset: 'after-202-crash',
      then: 's:r,e',
      measure: evt1('published_at'),
      choices: ['null', '2026-01-01T09:00:30.150Z', '2026-01-01T09:01:00.150Z'],
      explain: {
        en: "At 09:00:30.150. Run to end found nothing it could step, so it advanced the clock to the next moment something falls due: 09:00:30.050, exactly 30 seconds after the row's created_at. The scanner read the row, sent it, the warehouse prepared snack-7, and the row was marked published a tenth of a second later. The crash cost half a minute, not the order.",
        ja: '09:00:30.150 です。「最後まで実行」はステップできるものを見つけられず、次に何かの時刻が来る瞬間まで時計を進めました。それが 09:00:30.050、行の created_at のちょうど30秒後です。スキャナが行を読んで送り、倉庫が snack-7 を準備し、その0.1秒後に行は published になりました。クラッシュで失ったのは30秒で、注文ではありません。',
      },
    },
    'both-delivered': {
      question: {
        en: "Two requests for evt-0001 are in flight: the order service's and the scanner's. Run to end: what does stock.prepared read for snack-7?",
        ja: 'evt-0001 のリクエストが2本、通信中です。受付からのものと、スキャナからのもの。「最後まで実行」を押すと、snack-7 の stock.prepared はいくつですか。',
      },
      preset: 'race',
      then: 'e',
      measure: { kind: 'prepared', orderId: 'snack-7' },
      choices: [0, 7, 14],
      explain: {
        en: "Seven. The order service's request, the older one, arrived first and was applied: an inbox row for evt-0001, stamped 09:01:00.160, and 7 in stock. Its ACK found nobody waiting; the order service's 2-second timeout had run out long before. The scanner's request met that inbox row: the timeline says the inbox already has evt-0001, and the stock is untouched. Its ACK let the scanner mark the row published. The verdict is ok, with one duplicate absorbed.",
        ja: '7 です。古いほうの受付のリクエストが先に届いて反映されました。evt-0001 の inbox の行(processed_at は 09:01:00.160)と、在庫の 7 です。そのACKを待っている者はいませんでした。受付の2秒のタイムアウトは、とうに切れていたからです。スキャナのリクエストはその inbox の行にぶつかり、タイムラインには inbox に evt-0001 がすでにあると出て、在庫には手が付きません。返ってきたACKで、スキャナは行を published にしました。判定は ok、重複の吸収が1件です。',
      },
    },
    'late-failure': {
      question: {
        en: "Advance clock, then Step relay twice: the scanner gives up waiting and runs its error path, line 5. What does evt-0001's status read then?",
        ja: '時計を進めてから「送信ループをステップ」を2回押します。スキャナは待つのをやめ、エラー経路の5行目を実行します。そのとき evt-0001 の status はどうなっていますか。',
      },
      preset: 'late-failure',
      then: 't,s:r,s:r',
      measure: { kind: 'cell', db: 'order', table: 'outbox', key: 'evt-0001', column: 'status' },
      choices: ['published', 'pending', 'failed'],
      explain: {
        en: "published. Line 5 ends with AND status = 'pending', and the row was no longer pending: the eager send had marked it published. The UPDATE matched nothing, and the timeline says so.",
        ja: "published です。5行目は AND status = 'pending' で終わりますが、行はもう pending ではありませんでした。即時発行がすでに published にしていたからです。UPDATE に当てはまる行はなく、タイムラインにもそう出ます。",
      },
    },
  },
  tries: {
    'scanner-second-attempt': {
      prompt: {
        en: 'The scanner is the only sender left for evt-0001. Make its first attempt fail and its second succeed. Goal: verdict ok, with evt-0001 published and attempt_count 2.',
        ja: 'evt-0001 を送れるのは、もうスキャナだけです。スキャナの1回目の試行を失敗させ、2回目で成功させてください。目標: 判定が ok で、evt-0001 が published、attempt_count が 2 になること。',
      },
      preset: 'after-202-crash',
      goal: {
        all: [
          { measure: { kind: 'verdict' }, equals: 'ok' },
          { measure: evt1('status'), equals: 'published' },
          { measure: evt1('attempt_count'), equals: 2 },
        ],
      },
      hints: [
        {
          en: "Start over from the lesson's state. Run to end would let every attempt during a five-minute outage fail, so move by hand: switch the outage on, then use Advance clock to reach the moment the scanner may take evt-0001.",
          ja: '「レッスンの最初の状態からやり直す」を押してから始めます。「最後まで実行」では、5分間の障害中の試行がすべて失敗してしまいます。手で進めましょう。障害を起こしてから「時計を進める」で、スキャナが evt-0001 を拾える時刻まで進みます。',
        },
        {
          en: 'Advance clock stops at 09:00:30.050. Four presses of Step relay read the row, send it, take the 500 and record the failure: attempt_count reads 1. Now the warehouse has to be back before the next attempt.',
          ja: '「時計を進める」は 09:00:30.050 で止まります。「送信ループをステップ」を4回押すと、行を読み、送り、500 を受け取り、失敗を記録します。attempt_count が 1 になります。次の試行までに倉庫を戻しておく必要があります。',
        },
        {
          en: 'Warehouse outage: 500 to all, Advance clock, Step relay four times, Warehouse outage: Recover, then Run to end.',
          ja: '「倉庫の障害」の「全部に500」、「時計を進める」、「送信ループをステップ」を4回、「倉庫の障害」の「復旧」、最後に「最後まで実行」です。',
        },
      ],
      solution: 'x:e:5,t,s:r*4,x:o,e',
    },
  },
} satisfies LessonSpec;
