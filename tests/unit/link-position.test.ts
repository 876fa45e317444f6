// A link's position (`at`): how many of its log's actions the lab applies, the rest kept under Forward. One
// state has one link, and anything but a plain count within the log is refused whole, like the other parameters.
import { expect, test } from 'vitest';
import type { LabAction } from '../../app/engine/actions/registry';
import { designInQuery, encodeLink, parseLink } from '../../app/engine/replay/link-codec';
import { LabDriver } from '../support/lab-driver';

const LOG: LabAction[] = [
  { type: 'submit', orderId: 'snack-7', quantity: 7 },
  { type: 'step' },
  { type: 'step' },
  { type: 'crash', process: 'relay' },
  { type: 'run' },
];

const query = (link: string) => link.slice(link.indexOf('?') + 1);

test('a position inside the log is written as at=N after the log and read back', () => {
  for (const at of [0, 1, 4]) {
    const link = encodeLink({ design: 'outbox', actions: LOG, at });
    expect(link).toMatch(new RegExp(`&log=[^&]+&at=${at}$`));
    expect(parseLink(query(link))).toEqual({ ok: true, link: { design: 'outbox', actions: LOG, at } });
  }
});

test('at the end of the log there is no position to write, so both spellings read as the same state', () => {
  const plain = encodeLink({ design: 'outbox', actions: LOG });
  expect(encodeLink({ design: 'outbox', actions: LOG, at: LOG.length })).toBe(plain);
  expect(plain).not.toContain('at=');
  expect(parseLink(`${query(plain)}&at=${LOG.length}`)).toEqual({ ok: true, link: { design: 'outbox', actions: LOG } });
  expect(parseLink('design=outbox&at=0')).toEqual({ ok: true, link: { design: 'outbox', actions: [] } });
});

test('a position that is not a plain count within the log rejects the link, naming the position', () => {
  const log = query(encodeLink({ design: 'outbox', actions: LOG }));
  for (const at of ['', '-1', '+2', '1.5', '01', '1e1', '0x2', 'two', ' 2', '2 ', '6', '99999', '3&at=9']) {
    expect(parseLink(`${log}&at=${encodeURIComponent(at)}`), `at=${at}`).toEqual({
      ok: false,
      error: 'at',
      design: 'outbox',
    });
  }
  expect(parseLink('design=outbox&at=1')).toEqual({ ok: false, error: 'at', design: 'outbox' });
});

test('the other parameters are still checked first, so a bad log is reported as a bad log', () => {
  expect(parseLink('design=outbox&log=zz&at=1')).toEqual({ ok: false, error: 'log', design: 'outbox' });
  expect(parseLink('design=nope&log=s&at=1')).toEqual({ ok: false, error: 'design', design: null });
});

test('a link loaded at its position shows the position, with the rest under Forward', async () => {
  const parsed = parseLink(query(encodeLink({ design: 'outbox', actions: LOG, at: 4 })));
  if (!parsed.ok) throw new Error('link did not parse');
  const { design, actions, at } = parsed.link;
  const positioned = await LabDriver.create('outbox');
  positioned.send({ type: 'LOAD', design, actions, at });
  const prefix = await LabDriver.create('outbox', actions.slice(0, at));
  expect(positioned.snapshot.timeline).toEqual(prefix.snapshot.timeline);
  expect(positioned.snapshot.processes.relay.status).toBe('crashed');
  expect(positioned.actor.getSnapshot().context.undone).toEqual([{ type: 'run' }]);
  positioned.send({ type: 'FORWARD' });
  const whole = await LabDriver.create('outbox', actions);
  expect(positioned.snapshot.verdict).toEqual(whole.snapshot.verdict);
  expect(positioned.snapshot.verdict?.outcome).toBe('ok');
  // Position 0: nothing applied, everything under Forward.
  positioned.send({ type: 'LOAD', design, actions, at: 0 });
  expect(positioned.actor.getSnapshot().context).toMatchObject({ actions: [], undone: [...LOG].reverse() });
  for (const lab of [positioned, prefix, whole]) lab.dispose();
});

test('a position past an impossible action stops where the log stops, and says why', async () => {
  const impossible: LabAction[] = [LOG[0], { type: 'restart', process: 'relay' }, ...LOG.slice(1)];
  const lab = await LabDriver.create('outbox');
  lab.send({ type: 'LOAD', design: 'outbox', actions: impossible, at: 4 });
  expect(lab.actor.getSnapshot().context).toMatchObject({ actions: [LOG[0]], undone: [], rejected: { index: 1 } });
  expect(lab.can({ type: 'LOAD', design: 'outbox', actions: LOG, at: -1 })).toBe(false);
  expect(lab.can({ type: 'LOAD', design: 'outbox', actions: LOG, at: 1.5 })).toBe(false);
  lab.dispose();
});

test('the design of a link is read without decoding its log, as URLSearchParams reads it', () => {
  const links = [
    encodeLink({ design: 'outbox-inbox', actions: LOG, at: 2 }),
    encodeLink({ design: 'two-relays', actions: [] }),
    '#/lab?log=n:o-1:1&design=hybrid',
    '#/lab?design=a+b%2Fc&log=e',
    '#/lab?log=e',
    '#/lab?design=%E0%A4%A',
  ];
  for (const link of links) {
    const q = query(link);
    let expected: string | null;
    try {
      expected = new URLSearchParams(q).get('design');
      if (expected !== null) decodeURIComponent(/(?:^|&)design=([^&]*)/.exec(q)![1]);
    } catch {
      expected = null;
    }
    expect(designInQuery(q), link).toBe(expected);
  }
});
