// Golden transcripts: a handful of runs, written out after every action the way a learner reads the lab
// (tests/support/lab-transcript.ts), compared with the files under __snapshots__/lab-transcript/. Between them
// the runs use every fault, every kind of message loss, retries, conflicts, the error paths, back-off,
// parking and a lock conflict. A change to any of it shows up as a diff to read; after checking that the
// new text is right, `npx vitest run tests/unit/lab-transcript.test.ts -u` writes it.
import { afterAll, expect, test } from 'vitest';
import type { LabAction } from '../../app/engine/actions/registry';
import { Lab } from '../../app/engine/replay/lab';
import type { DesignId, DesignOptions, ProcessId } from '../../app/engine/types';
import { DEFAULT_OPTIONS } from '../../app/engine/types';
import { transcript } from '../support/lab-transcript';
import { loadSql } from '../support/sql-node';

const sql = await loadSql();
const labs: Lab[] = [];
afterAll(() => labs.forEach((lab) => lab.dispose()));

const submit = (orderId: string, quantity: number): LabAction => ({ type: 'submit', orderId, quantity });
const step = (process?: ProcessId, times = 1): LabAction[] =>
  Array.from({ length: times }, () => (process ? { type: 'step', process } : { type: 'step' }));
const crash = (process: ProcessId): LabAction => ({ type: 'crash', process });
const fail = (process: ProcessId): LabAction => ({ type: 'fail', process });
const restart = (process: ProcessId): LabAction => ({ type: 'restart', process });
const drop = (message: 'request' | 'ack'): LabAction => ({ type: 'drop', message });
const arm = (kind: 'crash' | 'fail', process: ProcessId, line: number): LabAction => ({
  type: 'arm',
  fault: { kind, process, line },
});
const advance: LabAction = { type: 'advance' };
const run: LabAction = { type: 'run' };

interface Scenario {
  name: string;
  design: DesignId;
  options?: DesignOptions;
  actions: LabAction[];
}

// Order service (outbox designs): 1 await, 2 BEGIN, 3 SELECT, 4 INSERT orders, 5 INSERT outbox, 6 COMMIT,
// 7 respond; 8 respond 500. Relay: 1 poll, 2 send, 3 await ACK, 4 mark published; 5 record failure.
// Warehouse: 1 receive, 2 BEGIN, (inbox,) stock, COMMIT, ACK; then send 500.
const SCENARIOS: Scenario[] = [
  {
    name: 'outbox-inbox-retry-conflict',
    design: 'outbox-inbox',
    actions: [
      submit('snack-7', 7),
      ...step(undefined, 3),
      submit('gum-2', 7),
      ...step('order', 4),
      run,
      submit('snack-7', 7),
      submit('snack-7', 2),
      ...step('order', 6),
      crash('relay'),
      restart('relay'),
    ],
  },
  {
    name: 'outbox-lost-ack-duplicate',
    design: 'outbox',
    actions: [
      submit('snack-7', 7),
      drop('ack'),
      ...step('order', 7),
      ...step('relay', 2),
      ...step('warehouse', 5),
      advance,
      ...step('relay', 2),
      advance,
      ...step('relay', 2),
      ...step('warehouse', 3),
      crash('warehouse'),
      run,
    ],
  },
  {
    name: 'outbox-losses-refusals-busy',
    design: 'outbox',
    actions: [
      submit('a-1', 1),
      ...step('order', 7),
      ...step('relay', 2),
      // The relay gives up on m1 while it is still on the wire; the warehouse's late ACK is refused.
      advance,
      ...step('relay', 2),
      ...step('warehouse', 5),
      advance,
      ...step('relay', 2),
      drop('request'),
      advance,
      ...step('relay', 2),
      advance,
      crash('warehouse'),
      ...step('relay', 2),
      restart('warehouse'),
      advance,
      ...step('relay', 2),
      advance,
      ...step('relay', 2),
      ...step('warehouse', 5),
      submit('b-2', 2),
      ...step('order', 4),
      ...step('relay', 2),
      ...step('order', 3),
      ...step('relay'),
      run,
    ],
  },
  {
    name: 'outbox-inbox-armed-faults',
    design: 'outbox-inbox',
    actions: [
      arm('crash', 'relay', 4),
      arm('fail', 'warehouse', 4),
      drop('request'),
      submit('snack-7', 7),
      run,
      submit('gum-2', 2),
      ...step('order', 7),
      ...step('relay', 2),
      ...step('warehouse', 3),
      crash('relay'),
      ...step('warehouse', 3),
      restart('relay'),
      run,
    ],
  },
  {
    name: 'outbox-inbox-warehouse-fails-relay-records',
    design: 'outbox-inbox',
    actions: [
      submit('snack-7', 7),
      ...step('order', 7),
      ...step('relay', 2),
      // Fails before it took the request: the request stays on the wire for its next turn.
      fail('warehouse'),
      ...step('warehouse', 4),
      fail('warehouse'),
      ...step('warehouse'),
      drop('ack'),
      advance,
      ...step('relay', 2),
      advance,
      ...step('relay', 2),
      ...step('warehouse', 3),
      fail('warehouse'),
      ...step('warehouse'),
      ...step('relay', 2),
      // The relay fails while the warehouse's ACK is on its way to it: the ACK has nobody to read it.
      advance,
      ...step('relay', 2),
      ...step('warehouse', 6),
      fail('relay'),
      ...step('relay'),
      fail('order'),
      run,
    ],
  },
  {
    // One row backs off for a minute while the next one's ACK is awaited: the clock advances to the sooner.
    name: 'outbox-two-rows-two-timers',
    design: 'outbox',
    actions: [
      submit('a-1', 1),
      ...step('order', 7),
      submit('b-2', 2),
      ...step('order', 7),
      drop('request'),
      ...step('relay', 2),
      advance,
      ...step('relay', 2),
      ...step('relay', 2),
      advance,
      run,
    ],
  },
  {
    name: 'outbox-inbox-parked-after-two-attempts',
    design: 'outbox-inbox',
    options: { ...DEFAULT_OPTIONS, maxAttempts: 2 },
    actions: [submit('snack-7', 7), drop('request'), drop('request'), run],
  },
  {
    name: 'commit-then-send-crash-after-commit',
    design: 'commit-then-send',
    actions: [submit('snack-7', 7), ...step('order', 5), crash('order'), restart('order'), submit('snack-7', 7), run],
  },
  {
    name: 'send-then-commit-lost-ack-phantom',
    design: 'send-then-commit',
    actions: [
      submit('snack-7', 7),
      ...step('order', 3),
      drop('ack'),
      ...step('warehouse', 5),
      advance,
      ...step('order', 2),
      submit('gum-2', 2),
      ...step('order', 3),
      crash('warehouse'),
      restart('warehouse'),
      run,
      // A retry here finds the order before any transaction is open.
      submit('tea-1', 1),
      run,
      submit('tea-1', 1),
      run,
    ],
  },
];

test.each(SCENARIOS)('$name', async ({ name, design, options = DEFAULT_OPTIONS, actions }) => {
  const lab = new Lab(sql, { slot: `transcript-${name}` });
  labs.push(lab);
  const text = transcript(actions, (n) => {
    const { snapshot, rejected } = lab.at(design, actions.slice(0, n), options);
    if (rejected)
      throw new Error(
        `${name}: action ${rejected.index + 1} refused (${rejected.blocker}): ${JSON.stringify(actions[rejected.index])}`,
      );
    return snapshot;
  });
  await expect(text).toMatchFileSnapshot(`./__snapshots__/lab-transcript/${name}.txt`);
});
