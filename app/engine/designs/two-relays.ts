// Outbox run by two relays that take no claim: each polls the pending rows and sends what it finds, and neither
// marks a row as its own before sending. While one waits for the warehouse's ACK the row is still pending, so the
// other sends it too — scaling the relay out turns one delivery into two. The warehouse has no inbox to absorb it.
import type { Design } from './design';
import { outbox } from './outbox';

export const twoRelays = {
  ...outbox,
  id: 'two-relays',
  processes: { relay: 2 },
  texts: {
    en: {
      name: 'Two relays, no claim',
      summary:
        'Outbox with two relays. Each reads the pending rows and sends what it finds; neither marks a row as its ' +
        'own first, so both can send the same event. The warehouse has no inbox.',
    },
    ja: {
      name: '送信ループ2つ・確保なし',
      summary:
        'アウトボックスを2つの送信ループで動かします。どちらも未完了の行を読んで見つけた行を送り、先に自分の行だと' +
        '印を付けないので、同じイベントを両方が送ることがあります。倉庫にインボックスはありません。',
    },
  },
  // Without a fault both relays send the row (the second while the first waits for its ACK). A single fault ends
  // ok only where it keeps one of the two from sending or stops the order before COMMIT.
  expected: {
    otherwise: 'duplicated',
    faults: {
      // Order service: 2 BEGIN … 6 COMMIT — rolled back, nothing to send; 8 its error path.
      'crash:order:2': 'ok',
      'fail:order:2': 'ok',
      'crash:order:3': 'ok',
      'fail:order:3': 'ok',
      'crash:order:4': 'ok',
      'fail:order:4': 'ok',
      'crash:order:5': 'ok',
      'fail:order:5': 'ok',
      'crash:order:6': 'ok',
      'fail:order:6': 'ok',
      'crash:order:8': 'ok',
      'fail:order:8': 'ok',
      // Relay 2 fails before its send (2): its error path backs the row off, and relay 1's delivery is the only one.
      'fail:relay2:2': 'ok',
      // A relay's error path (5).
      'crash:relay:5': 'ok',
      'fail:relay:5': 'ok',
      'crash:relay2:5': 'ok',
      'fail:relay2:5': 'ok',
      // The warehouse fails before its COMMIT (2–4): a 500, and the row backs off while the other delivery lands.
      'fail:warehouse:2': 'ok',
      'fail:warehouse:3': 'ok',
      'fail:warehouse:4': 'ok',
      // 6: its error path.
      'crash:warehouse:6': 'ok',
      'fail:warehouse:6': 'ok',
      // The first request is lost on the way: only the other relay's arrives.
      'drop:request': 'ok',
    },
  },
} satisfies Design;
