import type { LessonSpec } from '../../app/course/lesson-spec';

// snack-7 accepted and committed; the next ACK will be lost on its way back to the relay.
const ACK_TO_LOSE = 'n:snack-7:7,s:o*7,d:a';

export default {
  title: { en: 'How long an inbox must remember', ja: 'インボックスはいつまで覚えておくべきか' },
  summary: {
    en: 'Why an inbox that cleans up its event ids too early lets a late redelivery through, and how to choose its retention from how late a redelivery can come.',
    ja: 'イベントIDを早く掃除しすぎるインボックスが、遅れて届いた再配送を通してしまう理由と、再配送がどれだけ遅れうるかから保持期間を決める方法を学びます。',
  },
  concepts: [34],
  presets: {
    forgets: {
      title: {
        en: 'Outbox + inbox, ids kept 30 s: snack-7 committed, its ACK about to be lost',
        ja: 'アウトボックス + インボックス、IDの保持は30秒: snack-7 はコミット済み、ACK が失われる直前',
      },
      shows: ['setup', 'relay', 'warehouse', 'warehouse-db', 'verdict', 'timeline'],
      design: 'outbox-inbox',
      log: ACK_TO_LOSE,
      inbox: 30,
    },
    // The instructors' scenario: the same run at rest, the repeat applied again.
    'too-soon': {
      title: {
        en: 'Inbox forgets too soon: ids kept 30 s, the retry a minute after a lost ACK applied again',
        ja: 'インボックスが早く忘れすぎる: IDの保持は30秒、ACK が失われた1分後の再試行がもう一度適用された',
      },
      shows: ['setup', 'relay', 'warehouse', 'warehouse-db', 'verdict', 'timeline'],
      design: 'outbox-inbox',
      log: `${ACK_TO_LOSE},e`,
      inbox: 30,
    },
    bounded: {
      title: {
        en: 'Inbox keeps ids 130 s, the relay parks after 3 attempts: snack-7 committed, its ACK about to be lost',
        ja: 'インボックスはIDを130秒保持、送信ループは3回で保留: snack-7 はコミット済み、ACK が失われる直前',
      },
      shows: ['setup', 'relay', 'warehouse', 'warehouse-db', 'verdict', 'timeline'],
      design: 'outbox-inbox',
      log: ACK_TO_LOSE,
      inbox: 130,
      attempts: 3,
    },
  },
  predictions: {
    'too-soon': {
      question: {
        en: 'Run to end. The ACK is lost, the relay times out and retries a minute later. The inbox keeps ids for 30 s. What does the verdict read?',
        ja: '「最後まで実行」を押します。ACK は失われ、送信ループはタイムアウトして1分後に再試行します。インボックスはIDを30秒だけ覚えています。判定はどうなりますか。',
      },
      preset: 'forgets',
      then: 'e',
      measure: { kind: 'verdict' },
      choices: ['ok', 'lost', 'duplicated'],
      explain: {
        en: "duplicated. When the clock moved on to the retry, the inbox's cleanup deleted evt-0001, processed more than 30 s earlier. The retry found no id, the warehouse applied it again, and snack-7 is prepared twice.",
        ja: 'duplicated(重複)です。時計が再試行の時刻まで進んだとき、インボックスの掃除が、30秒以上前に処理された evt-0001 を削除しました。再試行はIDを見つけられず、倉庫はもう一度適用し、snack-7 は2回準備されました。',
      },
    },
    'long-enough': {
      question: {
        en: 'The same lost ACK, with the inbox keeping ids for 130 s and the relay parking a row after 3 attempts. After Run to end, how many snack-7 has the warehouse prepared?',
        ja: '同じく ACK が失われますが、インボックスはIDを130秒覚え、送信ループは3回で行を保留します。「最後まで実行」のあと、倉庫が準備した snack-7 はいくつですか。',
      },
      preset: 'bounded',
      then: 'e',
      measure: { kind: 'prepared', orderId: 'snack-7' },
      choices: [0, 7, 14],
      explain: {
        en: "7. The retry came about 62 s after the first delivery, well inside 130 s: the inbox still had evt-0001 and absorbed it. And with at most 3 attempts, no retry by the relay can come later than 124 s: the relay settings show that bound beside the inbox's retention.",
        ja: '7 です。再試行は最初の配送から約62秒後で、130秒の内側でした。インボックスはまだ evt-0001 を持っていて、それを吸収しました。試行が最大3回なら、送信ループの再試行が124秒より遅れることはありません。送信ループの設定には、その上限がインボックスの保持期間と並んで表示されます。',
      },
    },
  },
  tries: {},
} satisfies LessonSpec;
