// npm run test:quick [browser spec …] — the inner loop while you work, in a minute or two rather than npm test's
// quarter hour: the type check, lint of the files you changed, the unit tests those changes reach (Vitest follows
// the imports from what changed since HEAD), and only the browser specs you name. npm test still decides.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const specs = process.argv.slice(2);
const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).split('\n').filter(Boolean);
const changed = [
  ...new Set([...git('diff', '--name-only', 'HEAD'), ...git('ls-files', '--others', '--exclude-standard')]),
].filter((file) => /\.(ts|tsx|mjs|js)$/.test(file) && existsSync(file));

function run(title, command, args) {
  console.log(`\n— ${title}: ${[command, ...args].join(' ')}`);
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  if (status !== 0) {
    console.log(`\ntest:quick stopped at "${title}" (exit ${status}).`);
    process.exit(status ?? 1);
  }
}

run('type check', 'npx', ['tsc', '-p', '.']);
if (changed.length) run('lint of changed files', 'npx', ['eslint', ...changed]);
else console.log('\n— lint: no changed files');
run('unit tests of what changed', 'npx', ['vitest', 'run', '--changed', 'HEAD', '--passWithNoTests']);
if (specs.length) run('browser specs', 'npx', ['playwright', 'test', ...specs]);
else console.log('\n— browser: none named (npm run test:quick -- tests/browser/<name>.spec.ts runs one)');
console.log('\ntest:quick passed. npm test runs everything.');
