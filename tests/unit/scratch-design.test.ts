// A design added by a test alone: one value, no edit to any engine, machine or UI file. A copy of Outbox
// whose relay marks the row published *before* sending — "at most once": a lost request is never resent.
// The explorer and the model walk pick it up from a registry that includes it.
import { expect, test } from 'vitest';
import type { Design } from '../../app/engine/designs/design';
import type { ProgramLine } from '../../app/engine/programs/program';
import { designRegistry } from '../../app/engine/designs/registry';
import { explore } from '../../app/explorer/explorer';
import { expectationMismatches, unknownExpectations } from '../support/expectations';
import { LabDriver } from '../support/lab-driver';
import { walkDesign } from '../support/model-walk';
import { loadSql } from '../support/sql-node';

const outbox = designRegistry.get('outbox');

const markThenSend: Design = {
  ...outbox,
  id: 'mark-then-send',
  programs: (options) => {
    const programs = outbox.programs(options);
    const [poll, send, awaitAck, markPublished, recordFailure] = programs.relay.lines;
    // Outbox's mark line ends the loop; here it comes first, so the loop goes on to send.
    const markFirst: ProgramLine = { ...markPublished, run: (p, api) => void markPublished.run(p, api) };
    const ackReceived: ProgramLine = { code: 'continue', run: () => 'done' };
    // Relay: 1 poll, 2 mark published, 3 send, 4 await ACK, 5 back to the top; the error path stays last.
    return {
      ...programs,
      relay: { lines: [poll, markFirst, send, awaitAck, ackReceived, recordFailure], errorLine: 5 },
    };
  },
  expected: {
    otherwise: 'ok',
    faults: {
      // Marked, never sent: nothing is pending any more, so nobody sends it again.
      'crash:relay:3': 'lost',
      'fail:relay:3': 'lost',
      'drop:request': 'lost',
      // The warehouse loses or rolls back the delivery, and the row is already published.
      'crash:warehouse:1': 'lost',
      'crash:warehouse:2': 'lost',
      'fail:warehouse:2': 'lost',
      'crash:warehouse:3': 'lost',
      'fail:warehouse:3': 'lost',
      'crash:warehouse:4': 'lost',
      'fail:warehouse:4': 'lost',
    },
  },
};
const designs = designRegistry.with(markThenSend);
const sql = await loadSql();

test('the explorer runs the scratch design and every expectation holds', async () => {
  const result = (await explore(sql, markThenSend))!;
  expect(result.counts).toMatchObject({ lost: 10, duplicated: 0, phantom: 0, unsettled: 0 });
  expect(expectationMismatches(markThenSend, result)).toEqual([]);
  expect(unknownExpectations(markThenSend, result)).toEqual([]);
});

test(
  'the model walk replays every shortest path of the scratch design on a real lab',
  { timeout: 120_000 },
  async () => {
    const report = await walkDesign(designs, markThenSend.id);
    expect(report.paths).toBeGreaterThan(50);
    expect([...report.outcomes].sort()).toEqual(['lost', 'ok']);
  },
);

test('in the lab, a lost request leaves the row published and the order unprepared', async () => {
  const lab = await LabDriver.create(markThenSend.id, [], { designs });
  lab.submit('snack-7', 7).dropRequest().runToEnd();
  expect(lab.pane('order', 'outbox').independent.rows!.map((r) => r.status)).toEqual(['published']);
  expect(lab.prepared('snack-7')).toBe(0);
  expect(lab.outcome).toBe('lost');
  lab.dispose();
});
