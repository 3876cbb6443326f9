/**
 * `npm run bench` (after the build): the CLI's start-up, as a case suite
 * pays it once per scenario file. Wall-clock medians of whole commands:
 *   - the built CLI (dist-cli/veilleur.mjs) listing the rulesets, and playing
 *     a short scenario (budget: under 0.3 s);
 *   - every documented scenario in one run (`play` takes several files);
 *   - `npm run cli`, which checks the build is fresh first;
 *   - for comparison, the TypeScript sources run through tsx.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { median } from './median';

const BUILT = 'dist-cli/veilleur.mjs';
if (!existsSync(BUILT)) throw new Error('no built CLI: run `npm run build:cli` first');

/** Median wall-clock time of a command, in ms (it must succeed). */
function timed(runs: number, command: string, args: string[]): number {
  const xs: number[] = [];
  for (let i = 0; i < runs + 1; i++) {
    const t = performance.now();
    const r = spawnSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'ignore', 'pipe'] });
    if (r.status !== 0) throw new Error(`${command} ${args.join(' ')}: ${r.stderr}`);
    // The first run warms the disk cache.
    if (i > 0) xs.push(performance.now() - t);
  }
  return Math.round(median(xs));
}

const node = process.execPath;
const files = readdirSync('docs/scenarios')
  .filter((f) => f.endsWith('.json'))
  .map((f) => `docs/scenarios/${f}`);
const results: Record<string, number> = {
  'built CLI: rulesets (ms)': timed(15, node, [BUILT, 'rulesets']),
  'built CLI: play premiere-nuit.json, 14 answers (ms)': timed(15, node, [
    BUILT,
    'play',
    'docs/scenarios/premiere-nuit.json',
  ]),
  [`built CLI: play the ${files.length} documented scenarios in one run (ms)`]: timed(5, node, [
    BUILT,
    'play',
    ...files,
  ]),
  'npm run cli -- play premiere-nuit.json, freshness check included (ms)': timed(5, 'npm', [
    'run',
    '--silent',
    'cli',
    '--',
    'play',
    'docs/scenarios/premiere-nuit.json',
  ]),
  'sources through tsx: rulesets, for comparison (ms)': timed(3, 'npx', ['tsx', 'src/cli/main.ts', 'rulesets']),
};
console.log(JSON.stringify(results, null, 2));
const key = 'built CLI: play premiere-nuit.json, 14 answers (ms)';
const pass = results[key]! < 300;
console.log(`${pass ? 'OK  ' : 'SLOW'} ${key}: ${results[key]} (budget < 300)`);
if (!pass) process.exitCode = 1;
