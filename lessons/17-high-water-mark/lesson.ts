import type { LessonSpec } from '../../app/course/lesson-spec';

// Two orders submitted; order service 1 took snack-1 and read its clock, then order service 2 took snack-2 and read
// its clock, later. Neither has asked for the write lock yet.
const STAMPED = 'n:snack-1:1,n:snack-2:2,s:o*2,s:o2*2';
// Order service 2 takes the lock first and commits snack-2 (6 lines); the relay polls and sends its row (2), the
// warehouse applies it and answers (6), and the relay marks the row published and moves its mark (3).
const MARK_PASSED = `${STAMPED},s:o2*6,s:r*2,s:w*6,s:r*3`;

export default {
  title: { en: 'The high-water mark', ja: '最高水位マーク' },
  summary: {
    en: 'Why a relay that remembers "the last created_at I sent" loses a row that committed late, and what order a database really guarantees.',
    ja: '「最後に送った created_at」を覚えておく送信ループが、遅れてコミットされた行を失う理由と、データベースが本当に保証する順序を学びます。',
  },
  concepts: [32],
  presets: {
    stamped: {
      title: {
        en: 'High-water mark relay: snack-1 stamped first, snack-2 second, neither has asked for the lock yet',
        ja: '最高水位マークの送信ループ: snack-1 が先、snack-2 が後に時刻を記録、どちらもまだロックを求めていない',
      },
      shows: ['order', 'relay', 'ops', 'order-db', 'verdict', 'timeline'],
      design: 'high-water-mark',
      log: STAMPED,
    },
    // The instructors' scenario: the moment just before the late commit, to step through by hand.
    'late-commit': {
      title: {
        en: 'High-water mark skips a late commit: the mark has passed snack-2; order service 1 is about to commit snack-1',
        ja: '最高水位マークが遅れたコミットを飛ばす: マークは snack-2 まで進み、受付1がこれから snack-1 をコミットする',
      },
      shows: ['order', 'relay', 'ops', 'order-db', 'verdict', 'timeline'],
      design: 'high-water-mark',
      log: MARK_PASSED,
    },
  },
  predictions: {
    'late-row': {
      question: {
        en: 'Order service 2 takes the write lock first and commits snack-2. The relay sends that row and moves its mark to its created_at. Only then does order service 1 get the lock and commit snack-1, with the earlier stamp. After Run to end, what does the verdict read?',
        ja: '受付2が先に書き込みロックを取り、snack-2 をコミットします。送信ループはその行を送り、マークをその行の created_at まで進めます。そのあとで受付1がロックを取り、先に記録した時刻で snack-1 をコミットします。「最後まで実行」のあと、判定はどうなりますか。',
      },
      preset: 'stamped',
      then: `${MARK_PASSED.slice(STAMPED.length + 1)},e`,
      measure: { kind: 'verdict' },
      choices: ['ok', 'lost', 'duplicated'],
      explain: {
        en: "lost. snack-1's row committed with a created_at earlier than the mark, and every poll after that looks only above the mark. The warehouse prepared snack-2 and never heard of snack-1.",
        ja: 'lost(消失)です。snack-1 の行は、マークより前の created_at でコミットされました。そのあとのポーリングはどれもマークより上しか見ません。倉庫は snack-2 を準備し、snack-1 のことは知らないままです。',
      },
    },
    'still-pending': {
      question: {
        en: "The run is at rest. What does Operations' Pending rows read?",
        ja: '実行は落ち着きました。運用の「未完了の行」はいくつですか。',
      },
      preset: 'stamped',
      then: `${MARK_PASSED.slice(STAMPED.length + 1)},e`,
      measure: { kind: 'ops', figure: 'pending' },
      choices: [0, 1, 2],
      explain: {
        en: "1. snack-1's row still says pending: nothing ever sent it, so nothing marked it published. The status column knows; only the relay's mark has stopped looking.",
        ja: '1 です。snack-1 の行はまだ pending のままです。だれも送っていないので、だれも published にしていません。status 列は知っています。見るのをやめたのは送信ループのマークだけです。',
      },
    },
  },
  tries: {},
} satisfies LessonSpec;
