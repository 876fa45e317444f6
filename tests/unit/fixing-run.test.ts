// "Try this with <design>": the same fault at the same place, on the same orders, in a design that never loses or
// invents an order — found by running it, never offered for a run that is ok only because nothing happened.
import { afterEach, describe, expect, test } from 'vitest';
import { designRegistry } from '../../app/engine/designs/registry';
import { DEFAULT_OPTIONS } from '../../app/engine/types';
import { carryFault, findFixingRun } from '../../app/explorer/fixing-run';
import { LabDriver } from '../support/lab-driver';

const drivers: LabDriver[] = [];
afterEach(() => drivers.splice(0).forEach((d) => d.dispose()));
async function ran(design: string, build: (d: LabDriver) => LabDriver) {
  const d = build(await LabDriver.create(design));
  drivers.push(d);
  return d;
}
const offer = (d: LabDriver) => {
  const verdict = d.snapshot.verdict!;
  return findFixingRun(d.lab, { design: d.snapshot.design, options: d.snapshot.options, verdict, log: d.actions });
};

describe('carrying a fault to another design', () => {
  const get = (id: string) => designRegistry.get(id);
  test('a crash right after COMMIT stays right after COMMIT', () => {
    const from = get('commit-then-send')
      .programs(DEFAULT_OPTIONS)
      .order.lines.map((l) => l.code);
    const commit = from.indexOf('COMMIT') + 1;
    const carried = carryFault(`crash:order:${commit + 1}`, get('commit-then-send'), get('outbox'), DEFAULT_OPTIONS)!;
    const to = get('outbox')
      .programs(DEFAULT_OPTIONS)
      .order.lines.map((l) => l.code);
    expect(to[Number(carried.split(':')[2]) - 2]).toBe('COMMIT');
  });
  test('a lost message is the same fault everywhere; a process absent from the target carries nothing', () => {
    expect(carryFault('drop:ack', get('outbox'), get('outbox-inbox'), DEFAULT_OPTIONS)).toBe('drop:ack');
    expect(carryFault('crash:relay:4', get('outbox'), get('commit-then-send'), DEFAULT_OPTIONS)).toBeNull();
  });
});

describe('what "Try this with" offers', () => {
  test('Outbox with a lost ACK: Outbox + inbox, where the same loss is absorbed', async () => {
    const d = await ran('outbox', (l) => l.submit('snack-7', 7).dropAck().runToEnd());
    expect(d.outcome).toBe('duplicated');
    const fix = offer(d)!;
    expect(fix).toMatchObject({ design: 'outbox-inbox', fault: 'drop:ack' });
    d.send({ type: 'LOAD', design: fix.design, actions: fix.actions });
    expect(d.snapshot.verdict).toMatchObject({ outcome: 'ok', absorbed: 1, faults: ['drop:ack'] });
  });

  test('Commit, then send with a crash after COMMIT: Outbox, with the order kept and delivered — not Send, then commit', async () => {
    const d = await ran('commit-then-send', (l) => {
      l.submit('snack-7', 7);
      while (!l.texts('orderDb').includes('commit')) l.step('order');
      return l.crash('order').runToEnd();
    });
    expect(d.outcome).toBe('lost');
    const fix = offer(d)!;
    expect(fix.design).toBe('outbox');
    d.send({ type: 'LOAD', design: fix.design, actions: fix.actions });
    expect(d.outcome).toBe('ok');
    expect(d.prepared('snack-7')).toBe(7);
    expect(d.snapshot.verdict!.faults).toEqual([fix.fault]);
  });

  test('no offer for a run that is ok, or for a fault no safe design suffers at the same place', async () => {
    const fine = await ran('outbox-inbox', (l) => l.submit('snack-7', 7).dropAck().runToEnd());
    expect(fine.outcome).toBe('ok');
    expect(offer(fine)).toBeNull();
    // Send, then commit crashes while it waits for the ACK: no safe design has that line, so nothing is offered.
    const phantom = await ran('send-then-commit', (l) => {
      l.submit('snack-7', 7);
      while (!l.texts('network').includes('sentRequest')) l.step('order');
      return l.crash('order').runToEnd();
    });
    expect(phantom.outcome).toBe('phantom');
    // Its crash struck right after "POST …": in Outbox the order service never sends, so no place to carry it to.
    expect(phantom.snapshot.verdict!.faults).toEqual(['crash:order:4']);
    expect(offer(phantom)).toBeNull();
  });
});
