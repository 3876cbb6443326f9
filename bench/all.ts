/**
 * `npm run bench` after the build: every bench runs, each in its own
 * process, even when one before it is over budget (or fails to run); the
 * exit code says whether all of them passed, and the last line names those
 * that did not.
 */
import { spawnSync } from 'node:child_process';

const BENCHES = [
  'bench/run.ts',
  'bench/cli.ts',
  'bench/tap.ts',
  'bench/lighthouse.ts',
  'bench/balance.ts',
  'bench/odds.ts',
  'bench/against.ts',
];

const failed: string[] = [];
for (const bench of BENCHES) {
  const run = spawnSync('npx', ['tsx', bench], { stdio: 'inherit' });
  if (run.status !== 0) failed.push(bench);
}
console.log(
  failed.length === 0 ? 'Every bench is within its budgets.' : `Over budget or failed: ${failed.join(', ')}.`,
);
process.exitCode = failed.length === 0 ? 0 : 1;
