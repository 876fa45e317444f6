// The verdict says why: real labs run real faults, and each causal chain must name the steps the run's own
// timeline shows — every link pointing at the entry (lane and text) that shows it, and a click on a link
// (the machine's JUMP) showing the lab right after that entry.
import { afterEach, describe, expect, test } from 'vitest';
import { CAUSE_KINDS } from '../../app/engine/verdict/cause-links';
import type { Cause } from '../../app/engine/snapshot';
import { DEFAULT_OPTIONS, type DesignId, type DesignOptions } from '../../app/engine/types';
import { TEXTS } from '../../app/ui/i18n/texts';
import { LabDriver } from '../support/lab-driver';

const { en, ja } = TEXTS;

const labs: LabDriver[] = [];
afterEach(() => {
  for (const lab of labs.splice(0)) lab.dispose();
});

async function run(design: DesignId, script: (lab: LabDriver) => void, options?: DesignOptions): Promise<LabDriver> {
  const lab = await LabDriver.create(design, [], options ? { options } : {});
  labs.push(lab);
  script(lab);
  expect(lab.snapshot.verdict, 'the run came to rest').not.toBeNull();
  return lab;
}

/** Each link of the lab's causes as "kind → lane:text" of the entry it points at. */
function chains(lab: LabDriver): Record<string, string[]> {
  const { verdict, timeline } = lab.snapshot;
  return Object.fromEntries(
    verdict!.causes.map((cause: Cause) => [
      `${cause.finding} ${cause.order}`,
      cause.links.map((link) => {
        const entry = timeline[link.seq - 1];
        expect([entry.seq, entry.action, entry.move]).toEqual([link.seq, link.action, link.move]);
        return `${link.kind} → ${entry.lane}:${entry.text}`;
      }),
    ]),
  );
}

describe('duplicated, no inbox', () => {
  test('Outbox, a lost ACK: the warehouse committed, the ACK was lost, the relay timed out, resent, and it was prepared again', async () => {
    const lab = await run('outbox', (l) => l.submit('snack-7', 7).dropAck().runToEnd());
    expect(lab.outcome).toBe('duplicated');
    expect(chains(lab)).toEqual({
      'duplicated snack-7': [
        'applied → warehouseDb:commit',
        'ackLost → network:droppedAck',
        'timedOut → relay:ackTimeout',
        'resent → network:sentRequest',
        'appliedAgain → warehouseDb:stockAdded',
      ],
    });
    const [cause] = lab.snapshot.verdict!.causes;
    expect(cause.links.map((l) => l.params)).toEqual([
      { order: 'snack-7', message: 'm1' },
      { message: 'm2', to: 'relay' },
      { process: 'relay' },
      { event: 'evt-0001', message: 'm3' },
      { order: 'snack-7', quantity: 7 },
    ]);
    expect(lab.snapshot.verdict!.faults).toEqual(['drop:ack']);
  });

  test('Outbox, the relay crashes after the warehouse committed: on restart it re-reads the pending row and resends', async () => {
    const lab = await run('outbox', (l) => l.submit('snack-7', 7).arm('crash', 'relay', 4).runToEnd());
    expect(chains(lab)).toEqual({
      'duplicated snack-7': [
        'applied → warehouseDb:commit',
        'relayCrashed → relay:crashed',
        'rereadPending → orderDb:pollFound',
        'resent → network:sentRequest',
        'appliedAgain → warehouseDb:stockAdded',
      ],
    });
    expect(lab.snapshot.verdict!.faults).toEqual(['crash:relay:4']);
  });

  test('Outbox, the warehouse crashes between its COMMIT and its ACK: the relay times out and resends', async () => {
    const lab = await run('outbox', (l) => l.submit('snack-7', 7).arm('crash', 'warehouse', 5).runToEnd());
    expect(chains(lab)['duplicated snack-7']).toEqual([
      'applied → warehouseDb:commit',
      'warehouseCrashed → warehouse:crashed',
      'timedOut → relay:ackTimeout',
      'resent → network:sentRequest',
      'appliedAgain → warehouseDb:stockAdded',
    ]);
  });

  test('two orders, two lost ACKs: one chain per order, each about its own messages', async () => {
    const lab = await run('outbox', (l) => l.submit('a-1', 1).submit('b-2', 2).dropAck().dropAck().runToEnd());
    const causes = lab.snapshot.verdict!.causes;
    expect(causes.map((c) => [c.finding, c.order])).toEqual([
      ['duplicated', 'a-1'],
      ['duplicated', 'b-2'],
    ]);
    expect(causes.map((c) => c.links.find((l) => l.kind === 'ackLost')!.params.message)).toEqual(['m2', 'm4']);
  });
});

describe('lost', () => {
  test('Commit, then send: the order service crashes after COMMIT, the send never runs and nothing resends', async () => {
    const lab = await run('commit-then-send', (l) => l.submit('snack-7', 7).arm('crash', 'order', 6).runToEnd());
    expect(lab.outcome).toBe('lost');
    expect(chains(lab)).toEqual({
      'lost snack-7': [
        'orderCommitted → orderDb:commit',
        'orderCrashedAfterCommit → order:crashed',
        'noAnswer → client:noResponse',
        'nothingResends → order:restarted',
      ],
    });
  });

  test('Commit, then send: a failure after COMMIT answers 500 for a committed order', async () => {
    const lab = await run('commit-then-send', (l) => l.submit('snack-7', 7).arm('fail', 'order', 6).runToEnd());
    expect(chains(lab)).toEqual({
      'lost snack-7': [
        'orderCommitted → orderDb:commit',
        'orderFailedAfterCommit → order:failed',
        'errorAfterCommit → client:respondError',
      ],
    });
  });

  test('Commit, then send: a lost request, a timeout, and nobody retrying', async () => {
    const lab = await run('commit-then-send', (l) => l.submit('snack-7', 7).dropRequest().runToEnd());
    expect(chains(lab)).toEqual({
      'lost snack-7': [
        'orderCommitted → orderDb:commit',
        'requestLost → network:droppedRequest',
        'timedOut → order:ackTimeout',
        'gaveUp → client:respondError',
      ],
    });
  });

  test('Outbox with parking: the relay gives up on the row after its attempts', async () => {
    const lab = await run('outbox', (l) => l.submit('snack-7', 7).dropRequest().dropRequest().runToEnd(), {
      ...DEFAULT_OPTIONS,
      maxAttempts: 2,
    });
    expect(lab.outcome).toBe('lost');
    expect(chains(lab)).toEqual({
      'lost snack-7': [
        'orderCommitted → orderDb:commit',
        'requestLost → network:droppedRequest',
        'parked → orderDb:parkedFailed',
      ],
    });
    expect(lab.snapshot.verdict!.causes[0].links[2].params).toEqual({ event: 'evt-0001', attempts: 2 });
  });
});

describe('phantom', () => {
  test('Send, then commit: the warehouse committed, then the order service crashed inside its transaction', async () => {
    const lab = await run('send-then-commit', (l) => l.submit('snack-7', 7).arm('crash', 'order', 7).runToEnd());
    expect(lab.outcome).toBe('phantom');
    expect(chains(lab)).toEqual({
      'phantom snack-7': [
        'sentFirst → network:sentRequest',
        'applied → warehouseDb:commit',
        'orderCrashed → order:crashed',
        'orderRolledBack → orderDb:txVanished',
      ],
    });
  });

  test('Send, then commit: a failure before COMMIT rolls the order back in finally', async () => {
    const lab = await run('send-then-commit', (l) => l.submit('snack-7', 7).arm('fail', 'order', 7).runToEnd());
    expect(chains(lab)['phantom snack-7']).toEqual([
      'sentFirst → network:sentRequest',
      'applied → warehouseDb:commit',
      'orderFailed → order:failed',
      'orderRolledBack → orderDb:rollbackFinally',
    ]);
  });

  test('Send, then commit: a lost ACK, a timeout, and an order service that never commits', async () => {
    const lab = await run('send-then-commit', (l) => l.submit('snack-7', 7).dropAck().runToEnd());
    expect(chains(lab)['phantom snack-7']).toEqual([
      'sentFirst → network:sentRequest',
      'applied → warehouseDb:commit',
      'ackLost → network:droppedAck',
      'timedOut → order:ackTimeout',
      'neverCommitted → client:respondError',
    ]);
  });
});

describe('ok', () => {
  test('Outbox + inbox, a lost ACK: one duplicate absorbed, and where', async () => {
    const lab = await run('outbox-inbox', (l) => l.submit('snack-7', 7).dropAck().runToEnd());
    expect(lab.outcome).toBe('ok');
    expect(lab.snapshot.verdict!.absorbed).toBe(1);
    expect(chains(lab)).toEqual({
      'absorbed snack-7': [
        'applied → warehouseDb:commit',
        'ackLost → network:droppedAck',
        'timedOut → relay:ackTimeout',
        'resent → network:sentRequest',
        'absorbed → warehouseDb:inboxDuplicate',
      ],
    });
  });

  test('Outbox, a crash before COMMIT: orders and outbox rolled back together, the client should resubmit', async () => {
    const lab = await run('outbox', (l) => l.submit('snack-7', 7).arm('crash', 'order', 6).runToEnd());
    expect(lab.outcome).toBe('ok');
    expect(chains(lab)).toEqual({
      'rolledBack snack-7': [
        'orderCrashed → order:crashed',
        'rowsVanished → orderDb:txVanished',
        'noAnswerResubmit → client:noResponse',
      ],
    });
    expect(lab.snapshot.verdict!.causes[0].links[1].params).toEqual({ tables: 'orders, outbox' });
    // The resubmission, once made, is the chain's last step; the order is then accepted once.
    lab.submit('snack-7', 7).runToEnd();
    expect(chains(lab)['rolledBack snack-7'].at(-1)).toBe('resubmitted → client:submitted');
    expect(lab.prepared('snack-7')).toBe(7);
  });

  test('a run with no fault says nothing, and a chain it cannot complete is not guessed', async () => {
    const clean = await run('outbox', (l) => l.submit('snack-7', 7).runToEnd());
    expect(clean.snapshot.verdict).toMatchObject({ outcome: 'ok', causes: [], absorbed: 0, faults: [] });
    // A failure before BEGIN leaves no transaction to roll back: no "rolled back together" story.
    const early = await run('outbox', (l) => l.submit('snack-7', 7).arm('fail', 'order', 2).runToEnd());
    expect(early.snapshot.verdict).toMatchObject({ outcome: 'ok', causes: [], faults: ['fail:order:2'] });
  });
});

describe('a message lost while on the wire (a live drop) explains as well as one lost as it is sent', () => {
  test('Outbox: the ACK dropped in flight names whom it was going back to', async () => {
    const lab = await run('outbox', (l) => {
      l.submit('snack-7', 7);
      while (!l.texts('network').includes('sentAck')) l.step();
      return l.dropAck().runToEnd();
    });
    expect(lab.texts('network')).toContain('droppedAck');
    const lost = lab.snapshot.verdict!.causes[0].links.find((l) => l.kind === 'ackLost')!;
    expect(lost.params).toMatchObject({ message: 'm2', to: 'relay' });
  });

  test('Send, then commit: the ACK dropped in flight is the textbook phantom, and the chain says so', async () => {
    const lab = await run('send-then-commit', (l) => {
      l.submit('snack-7', 7);
      while (!l.texts('network').includes('sentAck')) l.step();
      return l.dropAck().runToEnd();
    });
    expect(lab.outcome).toBe('phantom');
    const chain = lab.snapshot.verdict!.causes[0];
    expect(chain.finding).toBe('phantom');
    expect(chain.links.find((l) => l.kind === 'ackLost')?.params).toMatchObject({ to: 'order' });
  });
});

describe('links lead to their steps', () => {
  test('a JUMP to the lost ACK shows the lab right after it, the rest under Forward; the whole log keeps its chain', async () => {
    const lab = await run('outbox', (l) => l.submit('snack-7', 7).dropAck().runToEnd());
    const before = lab.snapshot.verdict!.causes[0].links;
    const lost = before.find((l) => l.kind === 'ackLost')!;
    lab.send({ type: 'JUMP', action: lost.action, move: lost.move });
    expect(lab.snapshot.timeline.at(-1)).toMatchObject({ seq: lost.seq, text: 'droppedAck' });
    expect(lab.snapshot.verdict).toBeNull();
    expect(lab.can({ type: 'FORWARD' })).toBe(true);
    // Where the whole log ends (what Forward redoes included), the same chain, its links now counted in the
    // log with the run cut at the jump: a click on a later step still lands on it.
    const whole = [...lab.actions, ...[...lab.actor.getSnapshot().context.undone].reverse()];
    const after = lab.lab.at('outbox', whole).snapshot.verdict!.causes[0].links;
    expect(after.map((l) => [l.kind, l.seq])).toEqual(before.map((l) => [l.kind, l.seq]));
    const resent = after.find((l) => l.kind === 'resent')!;
    lab.send({ type: 'JUMP', action: resent.action, ...(resent.move === undefined ? {} : { move: resent.move }) });
    expect(lab.snapshot.timeline.at(-1)).toMatchObject({ seq: resent.seq, text: 'sentRequest' });
  });
});

test('every kind of link has a sentence in both languages', () => {
  for (const tree of [en, ja] as { why: { link: Record<string, string> } }[])
    for (const kind of CAUSE_KINDS) expect(tree.why.link[kind], kind).toBeTypeOf('string');
});
