// The quiz's kinds beyond the verdict: each answer is what the engine, the app's own functions or SQLite give, and
// changes when they do. Patch the thing that computes an answer and the answer follows it.
import { expect, test } from 'vitest';
import { follow } from '../../app/course/decision-tree';
import { questionById, questionPool } from '../../app/course/quiz/question-pool';
import { checkOrderId, checkQuantity } from '../../app/engine/runtime/rules';
import { designRegistry } from '../../app/engine/designs/registry';
import { Lab } from '../../app/engine/replay/lab';
import { loadSql } from '../support/sql-node';

const sql = await loadSql();
const lab = new Lab(sql, { slot: 'quiz-kinds', worlds: 4 });
const answer = (id: string) => questionById(lab, id)?.answer;

test('which design prevents the verdict: read from each design’s own run', () => {
  // A lost ACK: commit-then-send and the inbox end ok; send-then-commit leaves a phantom, the outbox a duplicate.
  expect(answer('prevent:drop-ack:outbox-inbox:outbox')).toBe('outbox-inbox');
  expect(answer('prevent:drop-ack:commit-then-send:send-then-commit')).toBe('commit-then-send');
  // Explained by the other run's own chain: the outbox's duplicate came from the lost ACK.
  expect(questionById(lab, 'prevent:drop-ack:outbox-inbox:outbox')?.why).toMatchObject({
    key: 'why.preventBy',
    params: { other: 'outbox', outcome: 'duplicated', causeKey: 'ackLost' },
  });
  expect(questionById(lab, 'prevent:drop-request:outbox-inbox:commit-then-send')?.why.params).toMatchObject({
    outcome: 'lost',
    causeKey: 'requestLost',
  });
  // A crash just after the order service's COMMIT loses the order only where the send comes after it, in the request.
  expect(answer('prevent:order-after-commit:outbox:commit-then-send')).toBe('outbox');
  // "Show me" opens the run that goes wrong, and its verdict is what the explanation names.
  const q = questionById(lab, 'prevent:drop-ack:outbox-inbox:outbox')!;
  expect(q.link?.design).toBe('outbox');
  expect(lab.at(q.link!.design, q.link!.actions).snapshot.verdict?.outcome).toBe('duplicated');
});

test('fail or crash: a failure answers 500, a crash answers nothing, before and after COMMIT alike', () => {
  const pool = questionPool(lab).get('fail-or-crash')!;
  expect(pool.length).toBe(4);
  for (const d of pool) expect(answer(d.id), d.id).toBe(d.id.includes(':fail:') ? 'error' : 'none');
});

test('the save does not wait for HTTP: an outbox answers with the warehouse unreachable, a direct call does not', () => {
  expect(answer('no-wait:outbox-inbox:unreachable')).toBe('accepted');
  expect(answer('no-wait:outbox:relay-down')).toBe('accepted');
  expect(answer('no-wait:commit-then-send:unreachable')).toBe('error');
  expect(answer('no-wait:send-then-commit:unreachable')).toBe('error');
});

test('atomic per database: a warehouse crash before its COMMIT leaves the order DB committed and the stock empty', () => {
  expect(answer('atomic:commit-then-send:before:orders')).toBe(1);
  expect(answer('atomic:commit-then-send:before:stock')).toBe(0);
  expect(answer('atomic:send-then-commit:after:orders')).toBe(0);
  expect(answer('atomic:send-then-commit:after:stock')).toBe(1);
});

test('own reads: the order service reads its uncommitted INSERT, an independent connection does not', () => {
  const ids = questionPool(lab)
    .get('own-reads')!
    .map((d) => d.id);
  const [inside, after] = [
    ids.filter((id) => id.includes(':5:') || id.includes(':4:')),
    ids.filter((id) => id.includes(':7:')),
  ];
  expect(inside.map(answer)).toEqual([1, 0]);
  expect(after.map(answer)).toEqual([1, 1]);
  expect(questionById(lab, inside[1])?.why.key).toBe('why.ownReads.notYet');
});

test('rules: answered by rules.ts — true, 7.5 and "7" are not quantities, 0 and 1001 out of range, a space not in an id', () => {
  expect(answer('rules:quantity:true')).toBe(checkQuantity(true));
  expect(answer('rules:quantity:true')).toBe('not-integer');
  expect(answer('rules:quantity:fraction')).toBe('not-integer');
  expect(answer('rules:quantity:text')).toBe('not-integer');
  expect(answer('rules:quantity:zero')).toBe('range');
  expect(answer('rules:quantity:over')).toBe('range');
  expect(answer('rules:quantity:seven')).toBe('ok');
  expect(answer('rules:id:space')).toBe(checkOrderId('snack 7'));
  expect(answer('rules:id:space')).toBe('charset');
  expect(answer('rules:id:long')).toBe('too-long');
  expect(answer('rules:id:underscore')).toBe('ok');
});

test('id sources and recovery: a timestamped retry splits, a quantity id merges; delete loses, resubmit retries', () => {
  expect(answer('id-sources:timestamp')).toBe(2);
  expect(answer('id-sources:quantity')).toBe('retry');
  expect(answer('recover:outbox-inbox:delete')).toBe('lost');
  expect(answer('recover:outbox-inbox:resubmit')).toBe('ok');
  expect(answer('recover:outbox-inbox:resubmit-response')).toBe('retry');
});

test('operations: a crashed relay is seen as down only once its heartbeat is stale; the oldest row is late after a minute', () => {
  expect(answer('ops:crashed-10:down')).toBe('no');
  expect(questionById(lab, 'ops:crashed-10:down')?.why.key).toBe('why.ops.down.unseen');
  expect(answer('ops:crashed-60:down')).toBe('yes');
  expect(answer('ops:crashed-10:late')).toBe('no');
  expect(answer('ops:crashed-60:late')).toBe('yes');
  expect(answer('ops:crashed-two-120:pending')).toBe(2);
  expect(answer('ops:running-60:pending')).toBe(0);
});

test('the envelope: payload_json keeps non-ASCII text, compact separators, and refuses NaN', () => {
  const q = questionById(lab, 'envelope:non-ascii')!;
  expect(q.answer).toBe('"data":{"item":"おやつ","order_id":"snack-7","quantity":7}');
  expect(q.choices).toContain('"data": {"item": "\\u304a\\u3084\\u3064", "order_id": "snack-7", "quantity": 7}');
  expect(answer('envelope:nan')).toBe('refused');
  expect(answer('envelope:first-key')).toBe('event_id');
});

test('bookkeeping: a short outage ends published after more than one attempt, a long one parks the row with its error', () => {
  expect(answer('bookkeeping:u:1:status')).toBe('published');
  expect(answer('bookkeeping:u:1:attempt_count')).toBe(2);
  expect(answer('bookkeeping:u:1:last_error')).toBe('null');
  expect(answer('bookkeeping:u:3:status')).toBe('failed');
  expect(answer('bookkeeping:u:3:attempt_count')).toBe(3);
  expect(answer('bookkeeping:u:3:last_error')).toBe('timeout: no ACK within 2 s');
  expect(answer('bookkeeping:p:3:last_error')).toBe('HTTP 500 from warehouse');
});

test('hybrid, scheduled, accumulation: both senders may send, due means due, a split delete counts twice', () => {
  expect(answer('hybrid:plain:sent')).toBe(1);
  expect(answer('hybrid:race:sent')).toBe(2);
  expect(answer('hybrid:race:prepared')).toBe(7);
  expect(answer('scheduled:30')).toBe(0);
  expect(answer('scheduled:59')).toBe(0);
  expect(answer('scheduled:61')).toBe(1);
  expect(answer('accumulation:accumulation:early:total')).toBe('none');
  expect(answer('accumulation:accumulation:end:total')).toBe(7);
  expect(answer('accumulation:accumulation:crash:total')).toBe(7);
  expect(answer('accumulation:accumulation-split:crash:total')).toBe(14);
  // Counted twice is explained by the run's own chain: the aggregator's crash between its two commits.
  expect(questionById(lab, 'accumulation:accumulation-split:crash:total')?.why.key).toBe('why.verdict.countedTwiceBy');
  // Patch the accumulation design to delete apart as the split one does: its answer follows.
  const patched = designRegistry.with({ ...designRegistry.get('accumulation-split'), id: 'accumulation' });
  expect(
    questionById(
      new Lab(sql, { slot: 'quiz-kinds-patched', worlds: 4, designs: patched }),
      'accumulation:accumulation:crash:total',
    )?.answer,
  ).toBe(14);
});

test('the decision tree: each need leads where app/course/decision-tree.ts leads', () => {
  const paths: Record<string, boolean[]> = {
    y: [true],
    ny: [false, true],
    nny: [false, false, true],
    nnny: [false, false, false, true],
    nnnn: [false, false, false, false],
  };
  for (const [id, path] of Object.entries(paths)) {
    const leaf = follow(path);
    expect(leaf?.kind).toBe('leaf');
    expect(answer(`decision:${id}`), id).toBe(leaf?.kind === 'leaf' ? leaf.id : null);
  }
  expect(answer('decision:y')).toBe('scheduled');
  expect(answer('decision:nnnn')).toBe('classic');
  expect(answer('decision:nnny')).toBe('leased');
});

test('indexes and drift: SQLite’s own plan and its own refusal to prepare', () => {
  expect(answer('plan:relay:index')).toBe('search');
  expect(answer('plan:relay:dropped')).toBe('scan');
  expect(answer('plan:relay:sort')).toBe('yes');
  expect(answer('plan:scheduled:index')).toBe('search');
  expect(answer('plan:scheduled:sort')).toBe('no');
  expect(questionById(lab, 'plan:relay:index')?.why.params.step).toMatch(
    /^SEARCH outbox USING (COVERING )?INDEX outbox_delivery/,
  );
  expect(answer('drift:outbox.created_at:relay-poll')).toBe('refused');
  expect(questionById(lab, 'drift:outbox.created_at:relay-poll')?.why.params.message).toMatch(
    /no such column: created_at/,
  );
  expect(answer('drift:outbox.created_at:cleanup')).toBe('compiles');
  expect(answer('drift:outbox.published_at:cleanup')).toBe('refused');
  expect(answer('drift:orders.version:amend')).toBe('refused');
});

test('bookkeeping after one failure: available_at is a minute after the failure; the hybrid’s guard counts one attempt', () => {
  const q = questionById(lab, 'bookkeeping:available_at')!;
  const failedAt = Date.parse(String(q.question.params.time));
  expect(Date.parse(String(q.answer)) - failedAt).toBe(60_000);
  expect(answer('hybrid:race:attempts')).toBe(1);
  expect(questionById(lab, 'hybrid:race:attempts')?.why.key).toBe('why.hybrid.guard');
});

test('an emptied buffer is explained by its own design: one transaction, or a delete that commits apart', () => {
  expect(questionById(lab, 'accumulation:accumulation:end:buffered')?.why.key).toBe('why.accumulation.deleted');
  expect(questionById(lab, 'accumulation:accumulation-split:crash:buffered')?.why.key).toBe(
    'why.accumulation.deletedApart',
  );
});
