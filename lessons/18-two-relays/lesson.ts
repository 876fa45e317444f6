import type { LessonSpec } from '../../app/course/lesson-spec';

// snack-7 accepted and committed: the order service's seven lines. Both relays wait at their polls.
const COMMITTED = 'n:snack-7:7,s:o*7';

export default {
  title: { en: 'More than one relay', ja: '送信ループを増やす' },
  summary: {
    en: 'What changes when you run a second relay for throughput: two readers of one pending row both send it, unless a relay claims the row before it sends, for a limited time.',
    ja: '処理量のために送信ループを2つ動かすと何が変わるかを学びます。同じ未完了の行を読んだ2つの送信ループは両方とも送ってしまいます。送る前に、期限付きで行を確保しない限りは。',
  },
  concepts: [31],
  presets: {
    'no-claim': {
      title: {
        en: 'Two relays, no claim: snack-7 committed, both relays about to poll',
        ja: '送信ループ2つ・確保なし: snack-7 はコミット済み、2つの送信ループがポーリングする直前',
      },
      shows: ['relay', 'order-db', 'warehouse-db', 'verdict', 'timeline'],
      design: 'two-relays',
      log: COMMITTED,
    },
    lease: {
      title: {
        en: 'Two relays, lease: snack-7 committed, both relays about to poll',
        ja: '送信ループ2つ・リース: snack-7 はコミット済み、2つの送信ループがポーリングする直前',
      },
      shows: ['relay', 'order-db', 'warehouse-db', 'verdict', 'timeline'],
      design: 'two-relays-lease',
      log: COMMITTED,
    },
  },
  predictions: {
    'both-send': {
      question: {
        en: 'Relay 1 polls and sends the row. While it waits for the ACK, relay 2 polls too. After Run to end, how many requests has the warehouse been sent?',
        ja: '送信ループ1がポーリングして行を送ります。ACK を待っているあいだに、送信ループ2もポーリングします。「最後まで実行」のあと、倉庫に送られたリクエストはいくつですか。',
      },
      preset: 'no-claim',
      then: 's:r*2,s:r2,e',
      measure: { kind: 'sent' },
      choices: [1, 2, 3],
      explain: {
        en: '2. Relay 2 read the row while it still said pending: relay 1 marks it published only after the ACK. Both sent it, and this warehouse has no inbox, so it prepared snack-7 twice.',
        ja: '2 です。送信ループ2が読んだとき、行はまだ pending でした。送信ループ1が published にするのは ACK のあとだからです。両方が送り、この倉庫にはインボックスがないので、snack-7 を2回準備しました。',
      },
    },
    'one-claims': {
      question: {
        en: 'Both relays poll and see the row unclaimed. Relay 2 runs its claim first, then relay 1 runs its own. After Run to end, how many requests has the warehouse been sent?',
        ja: '2つの送信ループがポーリングし、どちらもまだ確保されていない行を見ます。先に送信ループ2が確保の UPDATE を実行し、次に送信ループ1が実行します。「最後まで実行」のあと、倉庫に送られたリクエストはいくつですか。',
      },
      preset: 'lease',
      then: 's:r,s:r2*2,s:r,e',
      measure: { kind: 'sent' },
      choices: [0, 1, 2],
      explain: {
        en: "1. Relay 2's UPDATE changed the row: claimed_by is relay 2 and the lease holds for 10 s. Relay 1's UPDATE carries the same conditions, finds the lease taken, changes no row, and relay 1 goes back to its poll without sending.",
        ja: '1 です。送信ループ2の UPDATE が行を変え、claimed_by は送信ループ2、リースは10秒間有効になりました。送信ループ1の UPDATE も同じ条件付きですが、リースが取られているので1行も変えず、送信ループ1は送らずにポーリングへ戻ります。',
      },
    },
    'lease-runs-out': {
      question: {
        en: 'Relay 1 claims the row and sends it; the warehouse applies it and answers, and relay 1 crashes before it reads the ACK. After Run to end, how many requests has the warehouse been sent?',
        ja: '送信ループ1が行を確保して送ります。倉庫は適用して応答しますが、送信ループ1は ACK を読む前にクラッシュします。「最後まで実行」のあと、倉庫に送られたリクエストはいくつですか。',
      },
      preset: 'lease',
      then: 's:r*3,s:w*6,c:r,e',
      measure: { kind: 'sent' },
      choices: [1, 2, 3],
      explain: {
        en: "2. Nobody may claim the row while relay 1's lease holds, not even relay 1 restarted, which remembers nothing. Once the lease runs out, the row is claimed again and sent again. The warehouse's inbox knows evt-0001 and absorbs the second delivery: the verdict is ok.",
        ja: '2 です。送信ループ1のリースが有効なあいだは、だれも行を確保できません。再起動して何も覚えていない送信ループ1自身もです。リースが切れると行はもう一度確保され、もう一度送られます。倉庫のインボックスは evt-0001 を知っているので2回目を吸収し、判定は ok です。',
      },
    },
  },
  tries: {},
} satisfies LessonSpec;
