import type { LessonSpec } from '../../app/course/lesson-spec';

export default {
  title: { en: 'Checked before it runs', ja: '実行する前に確かめる' },
  summary: {
    en: 'What happens when the code and the schema drift apart: a statement SQLite refuses fails far from any client, unless every query is prepared against the schema before anything runs.',
    ja: 'コードとスキーマがずれたとき何が起きるか。SQLite が受け付けない文はクライアントから遠いところで失敗します。何かを実行する前に、すべてのクエリをスキーマに対して準備しておけば、それを防げます。',
  },
  concepts: [29],
  presets: {
    drifted: {
      title: {
        en: 'Scheduled events, schema drifted: snack-7 × 7 submitted, nothing run yet',
        ja: '予約イベント(スキーマのずれ): snack-7 × 7 を送信、まだ何も実行していない',
      },
      shows: ['setup', 'ops', 'relay', 'verdict', 'timeline'],
      design: 'scheduled-drifted',
      log: 'n:snack-7:7',
    },
  },
  predictions: {
    'client-hears': {
      question: {
        en: 'Press Step order service seven times: the order service runs its whole program for snack-7. What does the client get back?',
        ja: '「受付をステップ」を7回押します。受付は snack-7 のためにプログラムを最後まで実行します。クライアントには何が返りますか。',
      },
      preset: 'drifted',
      then: 's:o*7',
      measure: { kind: 'response' },
      choices: ['accepted', 'error', 'none'],
      explain: {
        en: '202 Accepted. Every statement the order service runs names columns the tables have, so the order and its scheduled row committed together, and the client was told yes.',
        ja: '202 Accepted です。受付が実行する文は、どれもテーブルにある列の名前しか使っていません。注文と予約の行は一緒にコミットされ、クライアントには「受け付けた」と返りました。',
      },
    },
    'scanner-fails': {
      question: {
        en: "Now Run to end: the clock reaches the row's scheduled_at and the scanner polls. What does the verdict read when the run is at rest?",
        ja: '続けて「最後まで実行」を押します。時計が行の scheduled_at に達し、スキャナがポーリングします。実行が落ち着いたとき、判定はどうなっていますか。',
      },
      preset: 'drifted',
      then: 's:o*7,e',
      measure: { kind: 'verdict' },
      choices: ['ok', 'lost', 'none'],
      explain: {
        en: "lost. The scanner's poll names scheduled_for, SQLite refused to prepare it, and the scanner took its error path without reading a row. Nothing else will run it again: snack-7 was accepted and committed, and the warehouse never hears of it.",
        ja: 'lost(消失)です。スキャナのポーリングは scheduled_for という列名を使っているので、SQLite は準備を拒み、スキャナは1行も読まないままエラー経路に進みました。ほかにこれを動かすものはありません。snack-7 は受け付けられてコミットされたのに、倉庫はそれを知りません。',
      },
    },
  },
  tries: {},
} satisfies LessonSpec;
