// The README's header line for hosts is the build's own CSP plus the two directives a meta tag leaves out:
// if the policy changes, the documented header must change with it.
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { CSP } from '../../vite.config';

test('the Content-Security-Policy header the README gives hosts is the meta policy plus form-action and frame-ancestors', () => {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const lines = readme.split('\n').filter((line) => line.startsWith('Content-Security-Policy: '));
  expect(lines).toEqual([`Content-Security-Policy: ${CSP}; form-action 'none'; frame-ancestors 'self'`]);
});
