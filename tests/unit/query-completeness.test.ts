// "Check queries" is only as good as what the owners declare: every statement any run executes — under every option a
// link sets, with every action the specs offer, and down every path the explorer's single faults open — must be
// declared by its owner (a program's line or idle loop, an action spec, the panes, Operations, the verdict, the
// pending work's questions, the files' own housekeeping), and every statement an action or idle loop declares must be
// reached by some run, so the comparison has teeth. Its own file: it runs every design under seven options, too slow
// for the mutation run's engine tests (vitest.stryker.config.ts).
import { expect, test } from 'vitest';
import { ACTION_SPECS, type LabAction } from '../../app/engine/actions/registry';
import { designStatements } from '../../app/engine/console/query-check';
import type { Design } from '../../app/engine/designs/design';
import { designRegistry } from '../../app/engine/designs/registry';
import { executedSql, forgetExecutedSql } from '../../app/engine/runtime/diagnostics';
import { rowImageSql } from '../../app/engine/runtime/pre-image';
import { fileHousekeepingSql } from '../../app/engine/runtime/world-files';
import { DEFAULT_OPTIONS, type DesignOptions } from '../../app/engine/types';
import { checkedRun } from '../../app/explorer/checked-run';
import { explore } from '../../app/explorer/explorer';
import { loadSql } from '../support/sql-node';

const sql = await loadSql();

/** Every option a link can set, one at a time, each away from its default. */
const OPTION_VARIANTS: readonly DesignOptions[] = [
  DEFAULT_OPTIONS,
  { ...DEFAULT_OPTIONS, inboxKeep: 60 },
  { ...DEFAULT_OPTIONS, maxAttempts: 1 },
  { ...DEFAULT_OPTIONS, order: 'strict' },
  { ...DEFAULT_OPTIONS, order: 'aggregate' },
  { ...DEFAULT_OPTIONS, backoffCap: 600 },
  { ...DEFAULT_OPTIONS, retryAfter: 5 },
];

/**
 * Every action the controls offer, each spec's after a fresh order (so there is work pending for it), each followed by
 * a run to rest; then Requeue of one named row, as the Dead letters list's buttons send it. An action kind added to the
 * registry is exercised here without a line of this test changing.
 */
const EVERY_ACTION: readonly LabAction[] = [
  ...ACTION_SPECS.flatMap((spec, n) => [
    { type: 'submit', orderId: `q-${n}`, quantity: 1 + (n % 9) } as LabAction,
    ...spec.offered.flatMap((action) => [action as LabAction, { type: 'run' } as LabAction]),
  ]),
  { type: 'requeue', event: 'evt-0001' },
];

/** The lab's own statements about its files, declared by the code that runs them: none is a design's. */
function housekeeping(design: Design): Set<string> {
  return new Set([
    ...fileHousekeepingSql(design.tables),
    ...design.tables.map((t) => rowImageSql(t.name, t.key)),
    ...(design.pending?.sql ?? []),
  ]);
}

const isQuery = (text: string) => !/^\s*(CREATE|DROP|ATTACH|DETACH|PRAGMA|BEGIN|COMMIT|ROLLBACK)\b/i.test(text);

// A budget for a loaded two-core machine (the runs of every design under every option take seconds alone), not a
// speed goal.
test(
  'the declared statements are complete: every statement a run executes, under every option a link sets and with every action the lab offers, has an owner that declares it',
  { timeout: 180_000 },
  async () => {
    const ran = new Set<string>();
    const undeclared: string[] = [];
    const audit = (design: Design, options: DesignOptions) => {
      const declared = new Set([...designStatements(design, options).map((s) => s.sql), ...housekeeping(design)]);
      for (const text of executedSql().filter(isQuery)) {
        ran.add(text);
        if (!declared.has(text)) undeclared.push(`${design.id} ${JSON.stringify(options)}: ${text}`);
      }
      forgetExecutedSql();
    };
    for (const design of designRegistry.list) {
      // Down every path a single fault opens, as the explorer runs them (under the default options).
      forgetExecutedSql();
      await explore(sql, design);
      audit(design, DEFAULT_OPTIONS);
      for (const options of OPTION_VARIANTS) {
        checkedRun(sql, `complete-${design.id}`, design, EVERY_ACTION, { design: options, skipImpossible: true });
        audit(design, options);
      }
    }
    expect(undeclared).toEqual([]);
    // The runs reach what the actions and the idle loops declare, so the comparison above has teeth.
    const ownDeclared = designRegistry.list.flatMap((design) =>
      OPTION_VARIANTS.flatMap((options) =>
        designStatements(design, options)
          .filter((s) => s.sources.some((source) => source.kind === 'action' || source.kind === 'idle'))
          .map((s) => s.sql),
      ),
    );
    expect([...new Set(ownDeclared)].filter((text) => !ran.has(text))).toEqual([]);
  },
);
