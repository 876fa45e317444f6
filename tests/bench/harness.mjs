// What every benchmark shares, in Node: the repeat count, the rows they record, and the report made of them (the
// table printed and the JSON file). Rows are kept in the order recorded, so a full run reads as it always has.
import { mkdirSync, writeFileSync } from 'node:fs';

export const REPEAT = Number(process.env.BENCH_REPEAT ?? 5);
const rows = [];
const closing = [];

export function stats(values) {
  const s = [...values].sort((a, b) => a - b);
  const at = (q) => s[Math.min(s.length - 1, Math.floor(q * s.length))];
  return { median: at(0.5), p95: at(0.95), min: s[0], max: s[s.length - 1], n: s.length };
}
export function record(group, metric, values, unit, note = '') {
  const st = stats(values);
  rows.push({ group, metric, unit, note, ...st });
  return st;
}
export const fmt = (x) => (Number.isFinite(x) ? (x >= 100 ? x.toFixed(0) : x.toFixed(x >= 10 ? 1 : 2)) : '—');
/** A line printed under the table: a benchmark's own reading of its rows (a ratio of two medians, say). */
export function afterTable(line) {
  closing.push(line);
}

/** Prints every row as a table, then the benchmarks' closing lines, and writes the rows to `file`. */
export function report(file) {
  const table = [
    ['group', 'metric', 'median', 'p95', 'min–max', 'n', 'unit', 'note'],
    ...rows.map((r) => [
      r.group,
      r.metric,
      fmt(r.median),
      fmt(r.p95),
      `${fmt(r.min)}–${fmt(r.max)}`,
      String(r.n),
      r.unit,
      r.note,
    ]),
  ];
  const widths = table[0].map((_, c) => Math.max(...table.map((row) => row[c].length)));
  for (const row of table)
    console.log(
      row
        .map((cell, c) => cell.padEnd(widths[c]))
        .join('  ')
        .trimEnd(),
    );
  for (const line of closing) console.log(`\n${line}`);
  mkdirSync('bench-results', { recursive: true });
  writeFileSync(
    file,
    JSON.stringify({ date: new Date().toISOString(), repeat: REPEAT, node: process.version, rows }, null, 2),
  );
  console.log(`wrote ${file}`);
}
