// Back from the end of a "Run to end": the verdict pane asks for the whole log with the run's two parts joined, a
// run cut after exactly the moves the whole run made. That is the same world as the whole run, so the lab answers
// it from the result it already has instead of taking the snapshot (the verdict included) again.
import { describe, expect, it } from 'vitest';
import { wholeLog } from '../../app/machine/lab-machine';
import { joinSplitRuns } from '../../app/machine/run-log';
import { disposedAfterEach } from '../support/test-drivers';

const driver = disposedAfterEach();

describe.each(['outbox', 'commit-then-send', 'outbox-inbox'])('%s', (design) => {
  it('Back from the end of a run: the joined whole log is answered by the run to end’s own result', async () => {
    const d = (await driver(design)).submit('snack-7', 7).dropAck().runToEnd();
    const end = d.lab.at(design, d.actions);
    expect(end.snapshot.quiescent).toBe(true);
    const made = d.lab.runMoves(design, d.actions, 2);
    d.back();
    const { joined } = joinSplitRuns(wholeLog(d.context));
    expect(joined.at(-1)).toEqual({ type: 'run', moves: made });
    expect(d.lab.at(design, joined)).toBe(end);

    // And it is the very same picture a lab that never ran the whole run takes of the cut log.
    const fresh = await driver(design);
    expect(fresh.lab.at(design, joined).snapshot).toEqual(end.snapshot);
  });

  it('a cut that stops before the run’s end is not taken for it', async () => {
    const d = (await driver(design)).submit('snack-7', 7).dropAck().runToEnd();
    const end = d.lab.at(design, d.actions);
    const made = d.lab.runMoves(design, d.actions, 2);
    const short = [...d.actions.slice(0, 2), { type: 'run' as const, moves: made - 1 }];
    const cut = d.lab.at(design, short);
    expect(cut).not.toBe(end);
    expect(cut.snapshot.timeline.length).toBeLessThan(end.snapshot.timeline.length);
  });
});
