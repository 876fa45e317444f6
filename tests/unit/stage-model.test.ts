// The stage's content, read from real labs: what is in flight, what the latest action lost (and only that),
// crashed processes, open transactions, waiting requests, armed faults, and which network routes exist.
import { describe, expect, test } from 'vitest';
import { stageFacts, stageModel } from '../../app/ui/lab/stage/stage-model';
import type { LabDriver } from '../support/lab-driver';
import { disposedAfterEach } from '../support/test-drivers';

const lab = disposedAfterEach();

const model = (d: LabDriver) => stageModel(d.snapshot);
const factKeys = (d: LabDriver) => stageFacts(model(d)).map((f) => f.key);

/** Outbox with snack-7 committed and the relay's request m1 on the wire. */
async function requestOnTheWire() {
  return (await lab('outbox')).submit('snack-7', 7).step('order', 7).step('relay', 2);
}

describe('messages', () => {
  test('a request in flight sits on the relay route, going to the warehouse', async () => {
    const d = await requestOnTheWire();
    expect(model(d).flights).toEqual([
      { id: 'm1', kind: 'request', from: 'relay', to: 'warehouse', route: 'relay', orderId: 'snack-7' },
    ]);
    expect(stageFacts(model(d))).toContainEqual({
      key: 'flight.request',
      params: { message: 'm1', from: 'relay', to: 'warehouse', order: 'snack-7' },
    });
    expect(factKeys(d)).not.toContain('nothingInFlight');
  });

  test('an ACK lost during "Run to end" is drawn lost, on its way to the relay, until the next action', async () => {
    const d = (await lab('outbox')).submit('snack-7', 7).dropAck().runToEnd();
    const { losses } = model(d);
    expect(losses).toContainEqual({
      kind: 'ack',
      how: 'dropped',
      id: 'm2',
      from: 'warehouse',
      to: 'relay',
      route: 'relay',
      orderId: 'snack-7',
    });
    const fact = stageFacts(model(d)).find((f) => f.key === 'lost.ack.dropped');
    expect(fact).toMatchObject({ params: { message: 'm2', to: 'relay' }, alert: true });
    d.submit('other-1', 1);
    expect(model(d).losses).toEqual([]);
    expect(factKeys(d).some((k) => k.startsWith('lost.'))).toBe(false);
  });

  test('a live drop names only the message: its send says who sent it where', async () => {
    const d = (await requestOnTheWire()).dropRequest();
    expect(model(d).flights).toEqual([]);
    expect(model(d).losses).toEqual([
      { kind: 'request', how: 'dropped', id: 'm1', from: 'relay', to: 'warehouse', route: 'relay', orderId: 'snack-7' },
    ]);
    expect(factKeys(d)).toContain('nothingInFlight');
  });

  test('a request on its way to a warehouse that crashes is discarded', async () => {
    const d = (await requestOnTheWire()).crash('warehouse');
    expect(model(d).losses).toEqual([
      {
        kind: 'request',
        how: 'discarded',
        id: 'm1',
        from: 'relay',
        to: 'warehouse',
        route: 'relay',
        orderId: 'snack-7',
      },
    ]);
  });

  test('an order service that dies holding a request leaves the client without an answer', async () => {
    const d = (await lab('outbox')).submit('snack-7', 7).step('order', 2).crash('order');
    expect(model(d).losses).toEqual([
      { kind: 'response', how: 'noResponse', id: 'r1', from: 'order', to: 'client', orderId: 'snack-7' },
    ]);
    expect(factKeys(d)).toContain('lost.response.noResponse');
  });
});

describe('processes, databases and the client', () => {
  test('a crashed relay is crashed, and said so as trouble', async () => {
    const d = (await lab('outbox')).crash('relay');
    expect(model(d).processes.relay).toMatchObject({ inDesign: true, crashed: true });
    expect(stageFacts(model(d))).toContainEqual({ key: 'processCrashed', params: { process: 'relay' }, alert: true });
    d.restart('relay');
    expect(model(d).processes.relay.crashed).toBe(false);
  });

  test("the order service's open transaction is on the Order DB, and gone after COMMIT", async () => {
    const d = (await lab('outbox')).submit('snack-7', 7).stepTo('order', 3);
    expect(model(d).transactions).toEqual({ order: ['order'], warehouse: [] });
    expect(stageFacts(model(d))).toContainEqual({ key: 'txOpen', params: { db: 'order', process: 'order' } });
    expect(stageFacts(model(d))).toContainEqual({ key: 'txNone', params: { db: 'warehouse' } });
    d.stepTo('order', 7);
    expect(model(d).transactions.order).toEqual([]);
  });

  test("the warehouse's transaction is on the Warehouse DB", async () => {
    const d = (await requestOnTheWire()).step('warehouse', 2);
    expect(model(d).transactions).toEqual({ order: [], warehouse: ['warehouse'] });
  });

  test('requests waiting for the order service are listed in order', async () => {
    const d = (await lab('outbox')).submit('a-1', 1).submit('b-2', 2);
    expect(model(d).queued.map((q) => q.orderId)).toEqual(['a-1', 'b-2']);
    expect(factKeys(d).filter((k) => k === 'queued')).toHaveLength(2);
    d.step('order');
    expect(model(d).queued.map((q) => q.orderId)).toEqual(['b-2']);
  });

  test('armed faults and drops are notes shown on screen', async () => {
    const d = (await lab('outbox')).arm('crash', 'relay', 4).dropAck().dropAck();
    expect(model(d).processes.relay.armed).toEqual([{ kind: 'crash', process: 'relay', line: 4 }]);
    expect(model(d).armedDrops).toEqual({ request: 0, ack: 2 });
    const shown = stageFacts(model(d)).filter((f) => f.shown);
    expect(shown).toEqual([
      { key: 'armedCrash', params: { process: 'relay', line: 4 }, alert: true, shown: true },
      { key: 'armedDrops.ack', params: { n: 2 }, alert: true, shown: true },
    ]);
  });
});

describe('routes', () => {
  test.each(['commit-then-send', 'send-then-commit'])(
    '%s: no relay, the order service talks to the warehouse itself',
    async (design) => {
      const d = (await lab(design)).submit('snack-7', 7);
      expect(model(d).processes.relay.inDesign).toBe(false);
      expect(model(d).routes).toEqual(['order']);
      expect(factKeys(d)).toContain('processAbsent');
      d.runToEnd();
      expect(model(d).routes).toEqual(['order']);
    },
  );

  test('commit-then-send: the order service’s request travels on its own route', async () => {
    const d = (await lab('commit-then-send')).submit('snack-7', 7).step('order', 6);
    expect(model(d).flights).toEqual([
      { id: 'm1', kind: 'request', from: 'order', to: 'warehouse', route: 'order', orderId: 'snack-7' },
    ]);
  });

  test.each(['outbox', 'outbox-inbox'])('%s: only the relay uses the network', async (design) => {
    const d = (await lab(design)).submit('snack-7', 7).runToEnd();
    expect(model(d).routes).toEqual(['relay']);
  });
});
