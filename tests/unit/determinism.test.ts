// The same actions give the same timeline and tables, byte for byte, in a fresh lab, after Back and Forward,
// and from a link.
import { expect, test } from 'vitest';
import { Lab } from '../../app/engine/replay/lab';
import type { LabAction } from '../../app/engine/actions/registry';
import { encodeLink, parseLink } from '../../app/engine/replay/link-codec';
import { MAX_LINK_ACTIONS } from '../../app/engine/runtime/log-limit';
import { LabDriver } from '../support/lab-driver';
import { loadSql } from '../support/sql-node';

const SCRIPT: LabAction[] = [
  { type: 'submit', orderId: 'snack-7', quantity: 7 },
  { type: 'step' },
  { type: 'step' },
  { type: 'drop', message: 'ack' },
  { type: 'arm', fault: { kind: 'crash', process: 'relay', line: 4 } },
  { type: 'step', process: 'relay' },
  { type: 'crash', process: 'warehouse' },
  { type: 'restart', process: 'warehouse' },
  { type: 'submit', orderId: 'gum-2', quantity: 2 },
  { type: 'run' },
];

const picture = (lab: LabDriver) =>
  JSON.stringify({ timeline: lab.snapshot.timeline, tables: lab.snapshot.tables, verdict: lab.snapshot.verdict });

test('a lab stepped action by action agrees exactly with a fresh replay of the whole log', async () => {
  const sql = await loadSql();
  const stepped = new Lab(sql, { slot: 'determinism-a' });
  let last = '';
  for (let n = 1; n <= SCRIPT.length; n += 1) last = JSON.stringify(stepped.at('outbox', SCRIPT.slice(0, n)).snapshot);
  const replayed = new Lab(sql, { slot: 'determinism-b' });
  expect(JSON.stringify(replayed.at('outbox', SCRIPT).snapshot)).toBe(last);
  expect(JSON.parse(last).timeline.length).toBeGreaterThan(40);
  stepped.dispose();
  replayed.dispose();
});

test('Back is a deterministic replay and Forward returns to the same state', async () => {
  const lab = await LabDriver.create('outbox-inbox');
  lab.submit('snack-7', 7).step().step().step();
  const atThree = picture(lab);
  lab.step().step();
  const atFive = picture(lab);
  lab.back().back();
  expect(picture(lab)).toBe(atThree);
  lab.forward().forward();
  expect(picture(lab)).toBe(atFive);
  lab.dispose();
});

test('Back over a crash brings the process back up, in the machine too', async () => {
  const lab = await LabDriver.create('outbox');
  lab.submit('snack-7', 7).step().crash('order');
  expect(lab.value).toMatchObject({ order: 'crashed' });
  lab.back();
  expect(lab.value).toMatchObject({ order: 'up' });
  lab.dispose();
});

test('a link carries the design and every action, and reproduces the same state', async () => {
  const link = encodeLink({ design: 'outbox', actions: SCRIPT });
  const parsed = parseLink(link.slice(link.indexOf('?') + 1));
  expect(parsed).toEqual({ ok: true, link: { design: 'outbox', actions: SCRIPT } });
  const a = await LabDriver.create('outbox', SCRIPT);
  const b = await LabDriver.create('outbox', parsed.ok ? parsed.link.actions : []);
  expect(picture(b)).toBe(picture(a));
  a.dispose();
  b.dispose();
});

test('malformed links are rejected whole, never half-read', () => {
  for (const query of [
    'design=nope',
    'design=outbox&log=x',
    "design=outbox&log=n:a';DROP TABLE orders;--:7",
    'design=outbox&log=n:snack-7:0',
    'design=outbox&log=n:snack-7:7,s:q',
    'design=outbox&log=a:c:r:0',
    `design=outbox&log=${Array(MAX_LINK_ACTIONS + 1)
      .fill('s')
      .join(',')}`,
    `design=outbox&log=s*${MAX_LINK_ACTIONS + 1}`,
    `design=outbox&log=s*${MAX_LINK_ACTIONS},s`,
    'design=outbox&log=s*0',
    'design=outbox&log=s*',
    'design=outbox&log=*3',
    'design=outbox&log=s*3*3',
    'design=outbox&log=s*03',
    'design=outbox&log=s*9999999',
    'design=outbox&log=x*2',
  ]) {
    expect(parseLink(query).ok, query).toBe(false);
  }
  expect(parseLink('')).toEqual({ ok: true, link: { design: 'outbox-inbox', actions: [] } });
});

test('a long session is a short link: repeated tokens are written once with their count, and read back exactly', () => {
  const steps = Array.from({ length: 9_000 }, () => ({ type: 'step' as const }));
  const actions = [
    { type: 'submit' as const, orderId: 'snack-7', quantity: 7 },
    ...steps,
    { type: 'run' as const, moves: 12 },
    { type: 'run' as const, moves: 12 },
    { type: 'step' as const, process: 'relay' as const },
  ];
  const link = encodeLink({ design: 'outbox', actions, at: 9_001 });
  expect(link.length).toBeLessThan(120);
  expect(link).toContain('s*9000');
  const parsed = parseLink(link.slice(link.indexOf('?') + 1));
  expect(parsed).toEqual({ ok: true, link: { design: 'outbox', actions, at: 9_001 } });
});

test('a well-formed log with an impossible action keeps the valid prefix and says where it stopped', async () => {
  const lab = await LabDriver.create('outbox', [
    { type: 'submit', orderId: 'snack-7', quantity: 7 },
    { type: 'restart', process: 'relay' },
    { type: 'run' },
  ]);
  expect(lab.actions).toHaveLength(1);
  expect(lab.actor.getSnapshot().context.rejected).toEqual({ index: 1, blocker: 'notCrashed' });
  lab.dispose();
});
