// The operator's side, headless in Node: the relay's drain rate under load mode (the highest rate at which the
// lag stops growing), what one second of load costs, a Step with 1,000 outbox rows pending (machine + engine +
// snapshot, Operations figures included), and the explorer over the hybrid design's matrix.
import initSqlJs from 'sql.js';
import { createServer } from 'vite';
import { REPEAT, record } from '../harness.mjs';

export const needs = 'node';

async function opsBench(record, repeat) {
  const server = await createServer({ server: { middlewareMode: true }, appType: 'custom', logLevel: 'warn' });
  const load = (path) => server.ssrLoadModule(path);
  const { Lab } = await load('/app/engine/replay/lab.ts');
  const { parseLink } = await load('/app/engine/replay/link-codec.ts');
  const { designRegistry } = await load('/app/engine/designs/registry.ts');
  const { explore } = await load('/app/explorer/explorer.ts');
  const { createActor } = await load('xstate');
  const { labMachine, snapshotOf } = await load('/app/machine/lab-machine.ts');
  const sql = await initSqlJs();
  const actionsOf = (design, log) => {
    const parsed = parseLink(`design=${design}&log=${log}`);
    if (!parsed.ok) throw new Error(parsed.error);
    return parsed.link.actions;
  };
  let slot = 0;

  // Drain rate: 30 virtual seconds of load at each rate; the lag at the end, and whether it was still growing.
  {
    const SECONDS = 30;
    let drain = 0;
    const perSecond = [];
    for (let rate = 1; rate <= 10; rate += 1) {
      const lab = new Lab(sql, { slot: `bench-load-${slot++}`, worlds: 2 });
      const actor = createActor(labMachine, { input: { lab, design: 'outbox-inbox', actions: [] } }).start();
      for (let s = 0; s < SECONDS; s += 1) {
        const t0 = performance.now();
        actor.send({ type: 'LOAD_SECOND', rate });
        snapshotOf(actor.getSnapshot().context);
        if (rate === 8) perSecond.push(performance.now() - t0);
      }
      const samples = snapshotOf(actor.getSnapshot().context).timeline.filter((e) => e.text === 'loadSample');
      const lag = samples.map((e) => Number(e.params.lagMs));
      const growing = lag.at(-1) > lag[Math.floor(SECONDS / 2)];
      if (!growing) drain = rate;
      record(
        'load mode',
        `lag after ${SECONDS} s at ${rate} orders/s (outbox + inbox)`,
        [lag.at(-1) / 1000],
        's',
        growing
          ? `still growing (${(lag[Math.floor(SECONDS / 2)] / 1000).toFixed(2)} s at ${SECONDS / 2} s)`
          : 'flat: the relay keeps up',
      );
      actor.stop();
      lab.dispose();
    }
    record(
      'load mode',
      'drain rate: highest rate whose lag stops growing',
      [drain],
      'orders/s',
      'virtual time: 10 ms a line, one line at a time',
    );
    record(
      'load mode',
      'one second of load at 8 orders/s (machine + engine + snapshot)',
      perSecond,
      'ms',
      'what the page waits for between two seconds of a load',
    );
  }

  // A Step with 1,000 outbox rows pending: the relay crashed while 1,000 orders were committed, then restarted.
  {
    const times = [];
    for (let r = 0; r < repeat; r += 1) {
      const lab = new Lab(sql, { slot: `bench-rows-${slot++}`, worlds: 3 });
      const submits = Array.from({ length: 1_000 }, (_, i) => `n:o-${i}:1`).join(',');
      const actions = actionsOf('outbox', `c:r,${submits},s:o*7000,r:r`);
      const actor = createActor(labMachine, { input: { lab, design: 'outbox', actions } }).start();
      const pending = lab.at('outbox', actions).snapshot.ops.pending;
      if (pending !== 1_000) throw new Error(`expected 1,000 pending rows, read ${pending}`);
      for (let i = 0; i < 30; i += 1) {
        const t0 = performance.now();
        actor.send({ type: 'STEP' });
        snapshotOf(actor.getSnapshot().context);
        times.push(performance.now() - t0);
      }
      actor.stop();
      lab.dispose();
    }
    record(
      'engine (Node)',
      'a Step with 1,000 outbox rows pending (machine + engine + snapshot)',
      times,
      'ms',
      'panes read only the newest rows (PANE_ROW_LIMIT); Operations reads all by SQL',
    );
  }

  // The hybrid design's matrix: every single fault, then every ordered pair, on one thread.
  {
    const hybrid = designRegistry.get('hybrid');
    for (const pairs of [false, true]) {
      const times = [];
      let runs = 0;
      for (let r = 0; r < repeat; r += 1) {
        const t0 = performance.now();
        runs = (await explore(sql, hybrid, { pairs })).results.length;
        times.push(performance.now() - t0);
      }
      record(
        'explorer',
        `hybrid design, ${pairs ? 'every ordered pair' : 'every single fault'} (${runs} runs), one thread`,
        times,
        'ms',
        'fault points derived inside',
      );
    }
  }

  await server.close();
}

export const run = () => opsBench(record, REPEAT);
