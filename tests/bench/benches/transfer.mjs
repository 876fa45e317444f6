// What the built site weighs, gzipped as it is served: the files the entry page names (what every visit fetches
// first), the sql.js WASM, and the chunks fetched only on demand. Read from the build alone: no browser.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { record } from '../harness.mjs';
import { dist, gz } from '../site.mjs';

export const needs = 'build';

export async function run() {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const initial = [...html.matchAll(/(?:src|href)="\.\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  const assets = readdirSync(join(dist, 'assets'));
  record(
    'transfer',
    'initial JS (gzip)',
    [initial.filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gz(f), 0)],
    'KiB',
    initial.filter((f) => f.endsWith('.js')).join(' '),
  );
  record(
    'transfer',
    'initial CSS (gzip)',
    [initial.filter((f) => f.endsWith('.css')).reduce((sum, f) => sum + gz(f), 0)],
    'KiB',
  );
  record(
    'transfer',
    'sql.js wasm (gzip)',
    [assets.filter((f) => f.endsWith('.wasm')).reduce((sum, f) => sum + gz(`assets/${f}`), 0)],
    'KiB',
  );
  record(
    'transfer',
    // Only the course home's chunk: a lesson's page, its Markdown, the quiz and the answer key each load when opened.
    'course home JS (gzip, on demand)',
    [assets.filter((f) => f.startsWith('course-screen')).reduce((sum, f) => sum + gz(`assets/${f}`), 0)],
    'KiB',
  );
  record(
    'transfer',
    'explorer worker JS (gzip, on demand)',
    [assets.filter((f) => f.includes('worker')).reduce((sum, f) => sum + gz(`assets/${f}`), 0)],
    'KiB',
  );
}
