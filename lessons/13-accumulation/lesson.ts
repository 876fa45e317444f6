import type { LessonSpec } from '../../app/course/lesson-spec';

// Three usage records, committed: alice 3 and 4 tokens, bob 5 (the order service's seven lines, three times).
// Each wrote its buffer row a fraction of a second after 09:00; the first batch time is 09:05.
const THREE_REQUESTS = 'n:alice-1:3,n:alice-2:4,n:bob-1:5,s:o*21';

const aliceTotal = { kind: 'cell', db: 'order', table: 'usage_totals', key: 'alice', column: 'tokens' } as const;
const buffered = { kind: 'rows', db: 'order', table: 'accumulation_buffer', connection: 'independent' } as const;

export default {
  title: { en: 'Add it up later: the accumulation buffer', ja: 'まとめて足す: 蓄積バッファ' },
  summary: {
    en: 'How to count a flood of small facts, such as tokens used per request, by buffering one row each and adding them up in batches, and why the count and the delete of those rows must commit together.',
    ja: 'リクエストごとの使用トークンのように大量に生まれる小さな事実を、1件ずつ行としてバッファし、まとめて合計する方法と、合計と行の削除を一緒にコミットしなければならない理由を学びます。',
  },
  concepts: [25, 26],
  presets: {
    buffered: {
      title: {
        en: 'Accumulation buffer: three requests buffered (alice 3 and 4 tokens, bob 5)',
        ja: '蓄積バッファ: 3件のリクエストをバッファ済み(alice が3と4トークン、bob が5)',
      },
      shows: ['relay', 'order-db', 'verdict', 'timeline'],
      design: 'accumulation',
      log: THREE_REQUESTS,
    },
    split: {
      title: {
        en: 'Accumulation, delete apart: the same three requests buffered',
        ja: '蓄積(削除は別トランザクション): 同じ3件をバッファ済み',
      },
      shows: ['relay', 'order-db', 'verdict', 'timeline'],
      design: 'accumulation-split',
      log: THREE_REQUESTS,
    },
  },
  predictions: {
    'not-yet': {
      question: {
        en: 'Press Step relay. The clock reads a fraction of a second past 09:00, and three rows are buffered. What does usage_totals read for alice?',
        ja: '「送信ループをステップ」を押します。時計は9時を1秒も過ぎておらず、バッファには3行あります。usage_totals の alice はいくつですか。',
      },
      preset: 'buffered',
      then: 's:r',
      measure: aliceTotal,
      choices: ['none', 3, 7],
      explain: {
        en: 'No such row: usage_totals has nothing for alice yet. Line 1 rounded the clock down to 09:00:00 and counted the rows written before that moment. There were none, since all three came a fraction of a second later, so the relay stopped there without a BEGIN. Next timer reads 09:05:00: the first batch time after the oldest buffered row.',
        ja: '該当する行はありません。usage_totals には alice の行がまだできていません。1行目は時計を 09:00:00 に切り下げ、それより前に書かれた行を数えました。3行とも9時を1秒もたたないうちに書かれたので0行で、送信ループは BEGIN もせずにそこで終わりました。「次のタイマー」は 09:05:00、いちばん古い行のあとに来る最初のバッチ時刻です。',
      },
    },
    'first-batch': {
      question: {
        en: 'Now Run to end. When the run is at rest, what does usage_totals read for alice?',
        ja: 'では「最後まで実行」を押します。実行が落ち着いたとき、usage_totals の alice はいくつですか。',
      },
      preset: 'buffered',
      then: 'e',
      measure: aliceTotal,
      choices: ['none', 4, 7],
      explain: {
        en: 'Seven, three plus four. Run to end found nothing to step, so it moved the clock to 09:05:00, and the batch ran: at 09:05:00.030 line 3 wrote alice 7 and bob 5, line 4 deleted the three rows, and line 5 committed both. The buffer is empty, and with nothing buffered there is no next timer.',
        ja: '7、つまり3と4の合計です。「最後まで実行」はステップできるものがないので時計を 09:05:00 まで進め、バッチが動きました。09:05:00.030 に3行目が alice に 7、bob に 5 を書き、4行目がバッファの3行を削除し、5行目がその両方をコミットしました。バッファは空で、バッファが空なら次のタイマーもありません。',
      },
    },
    'crash-before-commit': {
      question: {
        en: 'Start again from the three buffered rows. Arm a crash of the relay before line 5, its COMMIT (Arm a fault: Crash, Relay, before line 5), then Run to end. The batch adds the totals and deletes the rows, then dies. What does usage_totals read for alice when the run is at rest?',
        ja: 'バッファに3行ある状態からやり直します。送信ループの5行目、つまり COMMIT の前にクラッシュを予約し(「障害を予約」でクラッシュ、送信ループ、5行目の前)、「最後まで実行」を押します。バッチは合計を足し込み、行を削除したところで落ちます。実行が落ち着いたとき、usage_totals の alice はいくつですか。',
      },
      preset: 'buffered',
      then: 'a:c:r:5,e',
      measure: aliceTotal,
      choices: ['none', 7, 14],
      explain: {
        en: "Seven, counted once. The relay died before its COMMIT, and a process that dies runs no more code, SQLite's included: the new totals and the delete were written but never committed, so no other connection ever saw either, and the next connection to open the file rolls back what was left half-done. Run to end restarted the relay, as a supervisor would. At 09:05:00.070 the new process found the same three rows, still written before 09:05:00, and ran the batch again. This time it committed.",
        ja: '7、1回だけ数えられています。送信ループは COMMIT の前に落ちました。落ちたプロセスは、SQLite のコードも含めてもう何も実行しません。足し込んだ合計も削除も書きかけのままコミットされず、ほかの接続からはどちらも一度も見えていません。書きかけの分は、次にファイルを開いた接続がロールバックします。「最後まで実行」は監視役のように送信ループを再起動しました。新しいプロセスは 09:05:00.070 に、09:05:00 より前に書かれた同じ3行を見つけ、バッチをもう一度実行し、今度はコミットしました。',
      },
    },
    'split-crash': {
      question: {
        en: 'From the three buffered rows, Advance clock and Step relay four times: line 4 has committed the totals, and line 5, the second BEGIN, is next. Now press Crash relay, then Run to end. What is the verdict?',
        ja: 'バッファに3行ある状態から、「時計を進める」を押し、「送信ループをステップ」を4回押します。4行目で合計がコミットされ、次は2つ目の BEGIN(5行目)です。ここで「送信ループをクラッシュ」を押し、続けて「最後まで実行」を押します。判定はどうなりますか。',
      },
      preset: 'split',
      then: 't,s:r*4,c:r,e',
      measure: { kind: 'verdict' },
      choices: ['ok', 'duplicated', 'lost'],
      explain: {
        en: "Duplicated. The totals had committed on line 4, so the crash could not take them back; it only took the relay, before its second BEGIN. Run to end restarted it, and at 09:05:00.070 the new process found three rows written before 09:05:00 and counted them again: alice 14, bob 10. The delete committed this time, so the buffer reads 0 and looks tidy. The verdict's evidence tells the story: alice recorded 7 tokens and was counted 14, bob recorded 5 and was counted 10.",
        ja: 'duplicated(重複)です。合計は4行目でコミット済みなので、クラッシュでも取り消せません。クラッシュが奪ったのは、2つ目の BEGIN の前にいた送信ループだけです。「最後まで実行」が再起動すると、新しいプロセスは 09:05:00.070 に、09:05:00 より前に書かれた3行を見つけ、もう一度数えました。alice は 14、bob は 10 です。今度は削除もコミットされたので、バッファは 0 行で、見た目は片付いています。何が起きたかは判定の証拠の表に出ています。alice が記録したのは7トークンなのに14と数えられ、bob は5なのに10です。',
      },
    },
  },
  tries: {
    'the-window': {
      prompt: {
        en: 'Stop the split design in the state its crash would leave: the totals committed, and the rows they counted still in the buffer. Goal: usage_totals reads 7 for alice, while an independent connection still reads 3 rows in accumulation_buffer.',
        ja: '分けた設計を、クラッシュが残していく状態で止めてください。合計はコミット済みなのに、数え終えた行がまだバッファに残っている状態です。目標: usage_totals の alice が 7 で、独立した接続から accumulation_buffer がまだ3行見えること。',
      },
      preset: 'split',
      goal: {
        all: [
          { measure: aliceTotal, equals: 7 },
          { measure: buffered, equals: 3 },
        ],
      },
      hints: [
        {
          en: 'Run to end would carry the batch through both transactions. No batch starts before 09:05, so begin with Advance clock, then move the relay one line at a time with Step relay.',
          ja: '「最後まで実行」では、バッチが2つのトランザクションを最後まで通り抜けてしまいます。09:05 までバッチは始まらないので、まず「時計を進める」を押し、それから「送信ループをステップ」で1行ずつ進めます。',
        },
        {
          en: 'Watch usage_totals as an independent connection reads it. It shows nothing for alice until line 4, the first COMMIT, has run; the DELETE is line 6.',
          ja: '独立した接続から見た usage_totals を見ていてください。最初の COMMIT である4行目を実行するまで、alice の行は見えません。DELETE は6行目です。',
        },
        {
          en: 'Advance clock, then Step relay four times.',
          ja: '「時計を進める」を押してから、「送信ループをステップ」を4回です。',
        },
      ],
      solution: 't,s:r*4',
    },
  },
} satisfies LessonSpec;
