// The engine headless, in Node (loaded through Vite, as the page loads it): jumps through long runs with
// checkpoints, Back after a heavy link, the cost of a step late in a session, a full order cycle through the
// engine's own API against bare sql.js running the cycle's SQL, and every ordered pair of faults on one thread.
import initSqlJs from 'sql.js';
import { createServer } from 'vite';
import { REPEAT, record } from '../harness.mjs';
import { stepsLog } from '../links.mjs';
import { runCycles, sqlJsDriver } from '../outbox-cycle.mjs';

export const needs = 'node';

async function engineBench(record, repeat) {
  const server = await createServer({ server: { middlewareMode: true }, appType: 'custom', logLevel: 'warn' });
  const load = (path) => server.ssrLoadModule(path);
  const { Lab } = await load('/app/engine/replay/lab.ts');
  const { parseLink } = await load('/app/engine/replay/link-codec.ts');
  const { World } = await load('/app/engine/runtime/world.ts');
  const { applyAction } = await load('/app/engine/actions/apply-action.ts');
  const { designRegistry } = await load('/app/engine/designs/registry.ts');
  const { filesFor } = await load('/app/engine/runtime/world-files.ts');
  const { createActor } = await load('xstate');
  const { labMachine } = await load('/app/machine/lab-machine.ts');
  const sql = await initSqlJs();
  const actionsOf = (design, tokens) => {
    const parsed = parseLink(`design=${design}&log=${tokens.join(',')}`);
    if (!parsed.ok) throw new Error(parsed.error);
    return parsed.link.actions;
  };
  let slot = 0;

  // Jumps: a lab holding the whole run (as after opening its link) asked for one step after another, in a
  // scattered order: each answer is a restore of the nearest checkpoint and a few actions replayed.
  for (const n of [500, 5_000]) {
    const times = [];
    let restores = 0;
    let applied = 0;
    const kept = [];
    for (let r = 0; r < repeat; r += 1) {
      const lab = new Lab(sql, { slot: `bench-jump-${slot++}`, worlds: 3 });
      const actions = actionsOf('outbox', stepsLog(n));
      lab.at('outbox', actions);
      const before = lab.stats;
      for (let i = 0; i < 100; i += 1) {
        const k = 1 + ((i * 7919 + r * 104_729) % (n - 1));
        const t0 = performance.now();
        lab.at('outbox', actions.slice(0, k));
        times.push(performance.now() - t0);
      }
      restores += lab.stats.restores - before.restores;
      applied += lab.stats.actionsApplied - before.actionsApplied;
      kept.push(lab.stats.checkpointBytes / 1024 / 1024);
      lab.dispose();
    }
    record(
      'engine (Node)',
      `jump to any step of a ${n.toLocaleString('en')}-step run`,
      times,
      'ms',
      `${(restores / (repeat * 100)).toFixed(2)} restores and ${(applied / (repeat * 100)).toFixed(1)} actions replayed per jump; snapshot included`,
    );
    record(
      'memory',
      `checkpoint files kept, ${n.toLocaleString('en')}-step run after 100 jumps`,
      kept,
      'MB',
      'as the budget charges them (sql.js file arrays outside the JS heap, at least 64 KiB each)',
    );
  }

  // Back after opening a link that replays 1,000 orders to the end (about 17,000 moves in one "Run to end").
  {
    const back = [];
    const opened = [];
    const kept = [];
    for (let r = 0; r < repeat; r += 1) {
      const lab = new Lab(sql, { slot: `bench-back-${slot++}`, worlds: 3 });
      const actions = actionsOf('outbox', [...Array.from({ length: 1_000 }, (_, i) => `n:o-${i}:1`), 'e']);
      let t0 = performance.now();
      const actor = createActor(labMachine, { input: { lab, design: 'outbox', actions } }).start();
      // As the page's link opening does (link-opening.ts): a checkpoint a few moves before the run's end. Without it
      // the first Backs replay from wherever the run's last checkpoint happened to fall, 14 or 300 moves back.
      lab.readyBack('outbox', actions);
      opened.push(performance.now() - t0);
      for (let i = 0; i < 5; i += 1) {
        t0 = performance.now();
        actor.send({ type: 'BACK' });
        back.push(performance.now() - t0);
      }
      kept.push(lab.stats.checkpointBytes / 1024 / 1024);
      actor.stop();
      lab.dispose();
    }
    record(
      'engine (Node)',
      'open a 1,000-order link (the machine starting on it)',
      opened,
      'ms',
      'checkpoints taken on the way, and the one a few moves before the end, included',
    );
    record(
      'memory',
      'checkpoint files kept after a 1,000-order link and 5 Backs',
      kept,
      'MB',
      'the budget is 48 MB per lab',
    );
    record('engine (Node)', 'Back after opening a 1,000-order link', back, 'ms', 'five Backs in a row, each one move');
  }

  // A step late in a session against one early on, tables the same size: the same order id resubmitted, so
  // only the log grows (each resubmission is answered from the existing row).
  {
    const at = { 10: [], 3_000: [] };
    for (let r = 0; r < repeat; r += 1) {
      for (const n of [10, 3_000]) {
        const lab = new Lab(sql, { slot: `bench-late-${slot++}`, worlds: 3 });
        const submits = Math.ceil(n / 3);
        const actions = actionsOf('outbox', [`n:o-1:1*${submits}`, `s*${n - submits}`]);
        const actor = createActor(labMachine, { input: { lab, design: 'outbox', actions } }).start();
        for (let i = 0; i < 30; i += 1) {
          const t0 = performance.now();
          actor.send({ type: 'STEP' });
          at[n].push(performance.now() - t0);
        }
        actor.stop();
        lab.dispose();
      }
    }
    const late = record(
      'engine (Node)',
      'a Step after 3,000 actions (machine + engine)',
      at[3_000],
      'ms',
      'same tables as after 10 actions',
    );
    const early = record('engine (Node)', 'a Step after 10 actions (machine + engine)', at[10], 'ms');
    record(
      'engine (Node)',
      'a Step after 3,000 ÷ after 10 actions',
      [late.p95 / early.p95],
      '×',
      `p95 ${late.p95.toFixed(2)} / ${early.p95.toFixed(2)} ms`,
    );
  }

  // One full order cycle through the engine's API — submit, then Run to end: the supervisor steps each process
  // line by line, every line checked as the lab checks it; no snapshot — against bare sql.js running the cycle's
  // SQL on three connections.
  {
    const CYCLES = 150;
    const engine = [];
    const bare = [];
    const design = designRegistry.get('outbox-inbox');
    for (let r = 0; r < repeat; r += 1) {
      const world = new World(sql, design, filesFor(`bench-cycle-${slot++}`));
      // The actions are built before the clock starts, as the bare cycle's SQL text is: parsing a link is not
      // part of an order cycle.
      const cycles = Array.from({ length: 20 + CYCLES }, (_, i) => actionsOf('outbox-inbox', [`n:o-${i}:1`, 'e']));
      const runOrders = (from, count) => {
        for (let i = from; i < from + count; i += 1) {
          for (const action of cycles[i]) {
            world.cursor = { action: 0 };
            const blocker = applyAction(world, action);
            if (blocker) throw new Error(`cycle ${i}: ${JSON.stringify(action)} refused: ${blocker}`);
          }
        }
      };
      runOrders(0, 20); // warm-up
      let t0 = performance.now();
      runOrders(20, CYCLES);
      engine.push(((performance.now() - t0) / CYCLES) * 1000);
      world.dispose();
      const driver = sqlJsDriver(sql, `engine-bench-${r}`);
      runCycles(driver, 20);
      t0 = performance.now();
      runCycles(driver, CYCLES, 20);
      bare.push(((performance.now() - t0) / CYCLES) * 1000);
      driver.close();
    }
    record(
      'engine (Node)',
      'order cycle, lab engine (outbox + inbox: submit, Run to end)',
      engine,
      'µs',
      `${CYCLES} cycles, through applyAction (actions built beforehand)`,
    );
    record('engine (Node)', 'order cycle, bare sql.js, same SQL', bare, 'µs', 'three connections, prepared statements');
    record(
      'engine (Node)',
      'lab engine ÷ bare sql.js, per order cycle',
      engine.map((e, i) => e / bare[i]),
      '×',
      'per repeat',
    );
  }

  // Every ordered pair of faults for every design on one thread: answered from trunks, and each pair run on its own
  // after its shared prefix (what the trunks save), fault points derived beforehand.
  {
    const { explore, faultPointsFor } = await load('/app/explorer/explorer.ts');
    for (const design of designRegistry.list) faultPointsFor(sql, design);
    const variants = [
      { trunks: true, states: true, note: 'pairs answered from their first fault’s trunk; states explored once' },
      { trunks: true, states: false, label: ', states off', note: 'every run runs on to its end' },
      { trunks: false, states: false, label: ', trunks off', note: 'each pair after its shared prefix' },
    ];
    for (const { trunks, states, label = '', note } of variants) {
      const times = [];
      let runs = 0;
      const met = { states: 0, keyed: 0, hits: 0, saved: 0 };
      for (let r = 0; r < repeat; r += 1) {
        const t0 = performance.now();
        runs = 0;
        for (const design of designRegistry.list) {
          const result = await explore(sql, design, { pairs: true, trunks, states });
          runs += result.results.length;
          if (r === 0) for (const k of Object.keys(met)) met[k] += result.states[k];
        }
        times.push(performance.now() - t0);
      }
      record(
        'engine (Node)',
        `explorer, every ordered pair, all designs (${runs} runs), one thread${label}`,
        times,
        'ms',
        note,
      );
      if (states)
        record(
          'engine (Node)',
          'explorer, every ordered pair, all designs: states visited (distinct)',
          [met.states],
          'states',
          `${met.keyed} visits; ${met.hits} runs stopped at a state explored before, sparing ${met.saved} moves`,
        );
    }
  }

  await server.close();
}

export const run = () => engineBench(record, REPEAT);
