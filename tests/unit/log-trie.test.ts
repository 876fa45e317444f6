// Logs are found as nodes of a tree of prefixes: by their array, or from a recent log that shares their start.
// Whatever way a log is reached, equal logs are one node, so results and checkpoints are shared between them.
import { expect, it } from 'vitest';
import type { LabAction } from '../../app/engine/actions/registry';
import { ancestorAt, isAncestor, LogTrie } from '../../app/engine/replay/log-trie';

const step = (): LabAction => ({ type: 'step' });
const submit = (id: string): LabAction => ({ type: 'submit', orderId: id, quantity: 1 });

it('equal logs are one node, however they were built; different logs are different nodes', () => {
  const trie = new LogTrie();
  const a = [submit('a-1'), step(), step()];
  const node = trie.nodeOf(a);
  expect(node.depth).toBe(3);
  // A copy with new action objects, a log one longer then cut back, and one built from scratch all meet there.
  expect(trie.nodeOf(a.map((x) => ({ ...x })))).toBe(node);
  expect(trie.nodeOf([...a, step()]).parent).toBe(node);
  expect(trie.nodeOf([submit('a-1'), step(), step()])).toBe(node);
  expect(trie.nodeOf([submit('b-2'), step(), step()])).not.toBe(node);
  expect(trie.nodeOf([submit('a-1'), step(), { type: 'step', process: 'relay' }])).not.toBe(node);
  expect(trie.nodeOf([])).toBe(trie.root);
});

it('a log changed in place is found for what it holds now, and so is a new array sharing its actions', () => {
  const trie = new LogTrie();
  const [a, b, c, d, x] = [
    submit('a-1'),
    step(),
    step(),
    { type: 'step', process: 'relay' } as LabAction,
    { type: 'step', process: 'warehouse' } as LabAction,
  ];
  const log = [a, b, c];
  const abc = trie.nodeOf(log);
  log.pop();
  log.push(d);
  expect(trie.nodeOf(log)).not.toBe(abc);
  expect(trie.nodeOf(log)).toBe(trie.nodeOf([submit('a-1'), step(), d]));
  log[1] = x;
  expect(trie.nodeOf([a, x, d])).toBe(trie.nodeOf([submit('a-1'), x, d]));
  expect(trie.nodeOf([a, x, d]).parent!.action).toBe(x);
});

it('the order an action’s fields were written in does not matter', () => {
  const trie = new LogTrie();
  expect(trie.nodeOf([{ type: 'run', moves: 13 }])).toBe(trie.nodeOf([{ moves: 13, type: 'run' } as LabAction]));
  expect(trie.nodeOf([{ type: 'run', moves: 13 }])).not.toBe(trie.nodeOf([{ type: 'run', moves: 14 }]));
});

it('a log appended to in place still finds its own node', () => {
  const trie = new LogTrie();
  const log: LabAction[] = [submit('a-1')];
  const first = trie.nodeOf(log);
  log.push(step(), step());
  const after = trie.nodeOf(log);
  expect(after.depth).toBe(3);
  expect(ancestorAt(after, 1)).toBe(first);
  expect(isAncestor(first, after)).toBe(true);
  expect(isAncestor(after, first)).toBe(false);
});

it('Back and Forward through a 5,000-action log land on the parent and back on the same node', () => {
  const trie = new LogTrie();
  let log: LabAction[] = [submit('a-1')];
  for (let i = 0; i < 5_000; i += 1) log = [...log, step()];
  const end = trie.nodeOf(log);
  const back = trie.nodeOf(log.slice(0, -1));
  expect(back).toBe(end.parent);
  expect(trie.nodeOf([...log.slice(0, -1), step()])).toBe(end);
  expect(ancestorAt(end, 0)).toBe(trie.root);
});
