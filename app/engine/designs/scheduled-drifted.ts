// The scheduled design after schema drift (seed 002's `column "scheduled_for" does not exist`): the scanner's poll
// was rewritten for a migration that renamed scheduled_at to scheduled_for, and the migration never ran — the
// table still has scheduled_at. Every other statement is the scheduled design's, so exactly one statement does
// not compile: "Check queries" names it before anything runs; run anyway, the scanner fails at that line each
// time work comes due, in SQLite's words, and the order's work never happens.
import { scheduledScanner } from '../programs/scheduled';
import type { Design, Expectations } from './design';
import { scheduled, SCHEDULED_WORK } from './scheduled';

export const scheduledDrifted = {
  ...scheduled,
  id: 'scheduled-drifted',
  texts: {
    en: {
      name: 'Scheduled events, schema drifted',
      summary:
        "As Scheduled events, but the scanner's poll was written for scheduled_for, a column a migration that " +
        'never ran would have renamed: the table still has scheduled_at. SQLite refuses that one statement; ' +
        'Check queries names it before anything runs.',
    },
    ja: {
      name: '予約イベント(スキーマのずれ)',
      summary:
        '「予約イベント」と同じですが、スキャナのポーリングは scheduled_for という列を前提に書かれています。' +
        'その列名に変えるはずのマイグレーションは実行されておらず、テーブルの列は scheduled_at のままです。' +
        'SQLite はこの1文だけを受け付けません。「クエリを検査」を押せば、何かを実行する前にその文が分かります。',
    },
  },
  programs: (options) => ({ ...scheduled.programs(options), relay: scheduledScanner(options, true) }),
  // No row is work this run can finish: the only process that takes rows cannot read them. The run comes to rest
  // with the rows still pending (Operations shows them waiting and late) and the verdict calls the order lost;
  // nextDue still moves the clock to each row's due time, when the scanner tries and fails.
  pending: { ...SCHEDULED_WORK, count: () => 0 },
  // Every committed order is lost; only a run that never commits one (the order service dies before its COMMIT,
  // or a fault on an error path with no order at all) has nothing to lose.
  expected: {
    otherwise: 'lost',
    faults: Object.fromEntries(
      [...[2, 3, 4, 5, 6, 8].map((line) => `order:${line}`), 'warehouse:7'].flatMap((at) => [
        [`crash:${at}`, 'ok'],
        [`fail:${at}`, 'ok'],
      ]),
    ) as Expectations['faults'],
    // The scanner never gets past its poll (SQLite refuses it): nothing is sent, so its later lines, the warehouse's
    // lines before its error path and the network are never reached.
    unreached: [
      'relay:2',
      'relay:3',
      'relay:4',
      ...[1, 2, 3, 4, 5, 6].map((l) => `warehouse:${l}`),
      'net:request',
      'net:ack',
    ],
  },
} satisfies Design;
