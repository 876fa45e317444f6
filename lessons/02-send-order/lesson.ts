import type { LessonSpec } from '../../app/course/lesson-spec';

const VERDICTS = ['ok', 'lost', 'duplicated', 'phantom'] as const;

export default {
  title: { en: 'Commit, then send — or send, then commit', ja: '「コミットしてから送信」か「送信してからコミット」か' },
  summary: {
    en: 'Tries both ways round (commit the order, then tell the warehouse, or the other way) and looks for where each one breaks.',
    ja: '注文を先にコミットするか、先に倉庫に知らせるか。2通りの順番を両方動かし、それぞれがどこで壊れるかを探します。',
  },
  concepts: [2, 3],
  presets: {
    'cts-before-commit': {
      title: { en: 'Commit, then send: about to COMMIT', ja: 'コミットしてから送信: COMMIT の直前' },
      shows: ['setup', 'order', 'warehouse', 'order-db', 'warehouse-db', 'verdict'],
      design: 'commit-then-send',
      log: 'n:snack-7:7,s,s,s,s',
    },
    'stc-waiting': {
      title: { en: 'Send, then commit: an order waiting', ja: '送信してからコミット: 届いたばかりの注文' },
      shows: ['setup', 'order-db', 'warehouse-db', 'verdict', 'timeline'],
      design: 'send-then-commit',
      log: 'n:snack-7:7',
    },
    'stc-sent': {
      title: {
        en: 'Send, then commit: the request is on its way to the warehouse',
        ja: '送信してからコミット: リクエストが倉庫へ向かっている',
      },
      shows: ['order', 'warehouse', 'order-db', 'warehouse-db', 'verdict'],
      design: 'send-then-commit',
      log: 'n:snack-7:7,s,s,s',
    },
  },
  predictions: {
    'cts-crash-before-commit': {
      question: {
        en: 'Commit, then send. The order service crashes now, before line 5 (COMMIT). After Run to end, what is the verdict?',
        ja: 'コミットしてから送信。いま、5行目(COMMIT)の直前で受付がクラッシュします。「最後まで実行」のあと、判定はどうなりますか?',
      },
      preset: 'cts-before-commit',
      then: 'c:o,e',
      measure: { kind: 'verdict' },
      choices: VERDICTS,
      explain: {
        en: 'ok. The transaction was still open, so the uncommitted row in orders never became part of the database, and the warehouse was never called. Both facts agree: neither happened. The client got no answer at all, which is its cue to send the same order again; nothing in the two databases contradicts the other.',
        ja: 'ok です。トランザクションはまだ開いていたので、orders の未コミットの行は、一度もデータベースに確定していません。倉庫はまだ呼ばれていません。2つの事実は「どちらも起きていない」で一致しています。クライアントには応答が返らないので、同じ注文をもう一度送ればよく、2つのデータベースの間に食い違いはありません。',
      },
    },
    'cts-crash-after-commit': {
      question: {
        en: 'Same starting point, but the order service first runs line 5 (COMMIT) and then crashes before line 6. After Run to end, what is the verdict?',
        ja: '同じところから、受付がまず5行目(COMMIT)を実行し、6行目の直前でクラッシュします。「最後まで実行」のあと、判定はどうなりますか?',
      },
      preset: 'cts-before-commit',
      then: 's:o,c:o,e',
      measure: { kind: 'verdict' },
      choices: VERDICTS,
      explain: {
        en: 'lost. One line later, the same crash does the opposite damage. The order is committed, but the POST on line 6 never runs, and the restarted order service has no record that it should. The order DB says yes, the warehouse DB says nothing, and no one is left to send it.',
        ja: 'lost(消失)です。1行ずれただけで、同じクラッシュがまったく違う結果になります。注文はコミット済みですが、6行目のPOSTは実行されず、再起動した受付にはそれを送るべきだという記録がありません。受付DBには注文があり、倉庫DBには何もなく、送り直す役目の者もいません。',
      },
    },
    'stc-stock-before-commit': {
      question: {
        en: "Send, then commit. The warehouse will handle the request and send its ACK; the order service will take the ACK, run lines 5 and 6 and stop just before line 7 (COMMIT). How many rows will an independent connection read in the warehouse's stock then?",
        ja: '送信してからコミット。倉庫がリクエストを処理してACKを返し、受付はそのACKを受け取って5行目と6行目を実行し、7行目(COMMIT)の直前で止まります。そのとき、独立した接続から倉庫の stock を読むと何行見えますか?',
      },
      preset: 'stc-sent',
      then: 's:w,s:w,s:w,s:w,s:w,s:o,s:o,s:o',
      measure: { kind: 'rows', db: 'warehouse', table: 'stock', connection: 'independent' },
      choices: [0, 1],
      explain: {
        en: "One row: snack-7, prepared 7. The warehouse ran its own BEGIN and COMMIT and only then sent the ACK. Its fact is already final, while the order service's INSERT is still uncommitted: the independent connection reads 0 rows in orders.",
        ja: '1行です(snack-7、prepared 7)。倉庫は自分の BEGIN と COMMIT を済ませてからACKを返しました。倉庫の事実はもう確定していますが、受付の INSERT はまだ未コミットで、独立した接続から orders を読むと0行です。',
      },
    },
    'stc-fail-before-commit': {
      question: {
        en: 'At this point the order service fails before line 7: an exception, cleanup rolls back, the error path answers 500. After Run to end, what is the verdict?',
        ja: 'この時点で、受付が7行目の直前で失敗します。例外が起き、後始末がロールバックし、エラー経路が500を返します。「最後まで実行」のあと、判定はどうなりますか?',
      },
      preset: 'stc-sent',
      then: 's:w,s:w,s:w,s:w,s:w,s:o,s:o,s:o,f:o,e',
      measure: { kind: 'verdict' },
      choices: VERDICTS,
      explain: {
        en: 'phantom. The rollback removes the order from the order DB, but it cannot reach into the warehouse DB, where 7 snacks are already prepared and committed. The warehouse is now working on an order that, as far as the order service is concerned, never existed.',
        ja: 'phantom(幻)です。ロールバックで受付DBの注文は消えますが、倉庫DBには手が届きません。倉庫ではすでに7個の準備がコミットされています。受付から見れば存在しない注文のために、倉庫が動いてしまったことになります。',
      },
    },
  },
  tries: {
    'cts-warehouse-crash': {
      prompt: {
        en: 'The order service is not the only process that can die. In commit-then-send, lose this order by crashing the warehouse, not the order service: the order service stays up and answers the client.',
        ja: '止まるのは受付だけではありません。コミットしてから送信の設計で、受付ではなく倉庫をクラッシュさせて、この注文を lost(消失)にしてください。受付は動き続け、クライアントに応答を返します。',
      },
      preset: 'cts-before-commit',
      goal: {
        all: [
          { measure: { kind: 'verdict' }, equals: 'lost' },
          { measure: { kind: 'rows', db: 'order', table: 'orders', connection: 'independent' }, equals: 1 },
          { measure: { kind: 'prepared', orderId: 'snack-7' }, equals: 0 },
          { measure: { kind: 'response' }, equals: 'error' },
        ],
      },
      hints: [
        {
          en: 'Let the order commit and send first. Then the warehouse has to disappear before its own COMMIT (its line 4) makes the stock row permanent.',
          ja: 'まず注文をコミットさせて送らせます。そのあと倉庫が、自分の COMMIT(倉庫の4行目)で stock の行を確定させる前に消えればよいのです。',
        },
        {
          en: 'You can step by hand (Step order service twice, Step warehouse three times, then Crash warehouse), or use Arm a fault: crash, Warehouse, before line 4.',
          ja: '手で進めるなら「受付をステップ」を2回、「倉庫をステップ」を3回押してから「倉庫をクラッシュ」です。「障害を予約」で、倉庫の4行目の前にクラッシュを予約しても構いません。',
        },
        {
          en: 'Arm a crash of the warehouse before line 4, then press Run to end. The order service waits 2 s for an ACK, answers 500, and nobody ever sends the order again.',
          ja: '倉庫の4行目の前にクラッシュを予約し、「最後まで実行」を押してください。受付はACKを2秒待ってから500を返し、注文を送り直す者はいません。',
        },
      ],
      solution: 'a:c:w:4,e',
    },
    'stc-lost-ack': {
      prompt: {
        en: 'In send-then-commit, make a phantom without crashing or failing any process: only the network may misbehave.',
        ja: '送信してからコミットの設計で、どのプロセスもクラッシュさせず、失敗もさせずに phantom(幻)を作ってください。おかしくなってよいのはネットワークだけです。',
      },
      preset: 'stc-waiting',
      goal: {
        all: [
          { measure: { kind: 'verdict' }, equals: 'phantom' },
          { measure: { kind: 'response' }, equals: 'error' },
        ],
      },
      hints: [
        {
          en: 'In this design the order service commits only after the warehouse answers. What does it do if the answer never comes?',
          ja: 'この設計の受付は、倉庫の応答を受け取ってからコミットします。応答が来なかったら、受付はどうするでしょう。',
        },
        {
          en: 'Let the request through, and lose the reply instead: Drop ACK arms a loss of the next ACK.',
          ja: 'リクエストは通し、返事のほうを失わせます。「ACKを失う」は、次のACKが失われるように予約します。',
        },
        {
          en: 'Press Drop ACK, then Run to end. The warehouse prepares and commits; its ACK vanishes; the order service times out after 2 s and answers 500 without ever committing.',
          ja: '「ACKを失う」を押してから「最後まで実行」を押してください。倉庫は準備してコミットし、ACKは消え、受付は2秒でタイムアウトして、コミットしないまま500を返します。',
        },
      ],
      solution: 'd:a,e',
    },
  },
} satisfies LessonSpec;
