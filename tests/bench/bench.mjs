// npm run bench [-- <name> …] — measures the production bundle in Chromium and the engine in Node: every benchmark
// in benches/, in the order below, or only those named. Prints a table and writes the rows to
// bench-results/bench.json; a run of only some benchmarks writes bench-results/bench-<names>.json instead, so that it
// never overwrites a full run's file. Every figure is repeated (BENCH_REPEAT, 5); medians and spreads are reported.
// Nothing here passes or fails: speed goals are read, not asserted.
//
// A benchmark is a module exporting `run(results)` and `needs`: 'node' (nothing built), 'build' (reads the built
// files) or 'browser' (opens pages of the served build). The bundle is built, and served with Chromium started, only
// when a benchmark selected needs it, so a Node benchmark alone starts at once. `uses` names benchmarks whose
// returned figures it reads (in `results`); naming it alone runs those too.
import { report } from './harness.mjs';
import { buildOnce, startSite, stopSite } from './site.mjs';

/**
 * Every benchmark, in the order a full run takes: the pages first and Node's last, once Chromium is closed and no
 * longer shares the cores; within the pages, the first visit's figures before what a learner does next.
 */
const NAMES = [
  'transfer',
  'cold-load',
  'route-js',
  'lesson-load',
  'steps',
  'replay',
  'timeline-scroll',
  'timeline-click',
  'screenshots',
  'jumps',
  'late-step',
  'back-after-link',
  'explorer-matrix',
  'explorer-instance-pairs',
  'explorer-all-designs',
  'explorer-pairs',
  'explorer-triples',
  'engine',
  'ops',
  'sqljs-vs-native',
];

const USAGE = `Usage: npm run bench [-- <name> …]\nThe benchmarks, in the order a full run takes:\n  ${NAMES.join('\n  ')}`;
const asked = process.argv.slice(2).filter((arg) => arg !== '--help');
const unknown = asked.filter((name) => !NAMES.includes(name));
if (unknown.length > 0) {
  console.error(`No benchmark named ${unknown.map((name) => `"${name}"`).join(', ')}.\n${USAGE}`);
  process.exit(2);
}
if (process.argv.includes('--help')) {
  console.log(USAGE);
  process.exit(0);
}

// Imported only once chosen: a benchmark's module may load what only it needs.
const chosen = new Set(asked.length > 0 ? asked : NAMES);
const modules = new Map();
for (const name of chosen) {
  const module = await import(`./benches/${name}.mjs`);
  modules.set(name, module);
  for (const before of module.uses ?? [])
    if (!chosen.has(before)) {
      console.log(`${name} reads ${before}'s figures: running ${before} too.`);
      chosen.add(before);
    }
}
const selected = NAMES.filter((name) => chosen.has(name));
const needs = (name) => modules.get(name).needs;

if (selected.some((name) => needs(name) !== 'node')) await buildOnce();
const lastPage = selected.findLastIndex((name) => needs(name) === 'browser');
const results = {};
for (const [i, name] of selected.entries()) {
  if (needs(name) === 'browser') await startSite();
  results[name] = await modules.get(name).run(results);
  if (i === lastPage) await stopSite();
}
report(asked.length > 0 ? `bench-results/bench-${selected.join('+')}.json` : 'bench-results/bench.json');
