/**
 * `npm run bench`: the speed budgets of the foundation issue, measured here.
 *   - replaying a 500-answer game (from scratch, and from a stored snapshot);
 *   - one answer applied;
 *   - simulated base games per second (and Quinte-bourg games, per mode, as a figure);
 *   - the initial JavaScript, gzipped (the build must exist: `npm run bench` builds first).
 * The tap applied + persisted + rendered in the browser is measured by bench/tap.ts.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { homeScripts } from './home-js';
import { apply, replay, resume } from '../src/engine';
import { loadRuleset } from '../src/rulesets/registry';
import { simulate } from '../src/cli/simulate';
import { longGame, LONG_SETUP } from './long-game';
import { median } from './median';

const rules = await loadRuleset('thiercelieux');
const quintebourg = await loadRuleset('quintebourg');

function time(runs: number, f: () => void): number {
  for (let i = 0; i < Math.min(5, runs); i++) f();
  const xs: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    f();
    xs.push(performance.now() - t);
  }
  return median(xs);
}

const round = (x: number, digits = 2) => Math.round(x * 10 ** digits) / 10 ** digits;

const answers = longGame(500);
const full = replay(rules, LONG_SETUP, answers);
if (!full.ok) throw new Error(full.error);
const snapshot = full.value.checkpoints[475]!;
const last = full.value.state;
const nextAnswers = longGame(501);

const results: Record<string, number | string> = {};
results['replay 500 answers from scratch (ms)'] = round(time(20, () => replay(rules, LONG_SETUP, answers)));
results['reload: snapshot at 475 + 25 answers (ms)'] = round(
  time(50, () => resume(rules, LONG_SETUP, answers, snapshot)),
);
results['one answer applied, mid-game (µs)'] = round(time(2000, () => apply(rules, last, nextAnswers[500]!)) * 1000, 1);

for (const players of [8, 12]) {
  const r = simulate(rules, { games: 3000, players, seed: 'bench', options: {} });
  results[`simulated games per second, ${players} players`] = r.gamesPerSecond;
}
// Quinte-bourg plays far more calls per night (23 rows, dice, a map): no budget, a figure to watch.
for (const mode of ['V', 'M', 'E']) {
  const r = simulate(quintebourg, { games: 200, players: 12, seed: 'bench', options: { mode } });
  results[`simulated Quinte-bourg games per second, mode ${mode}, 12 players`] = r.gamesPerSecond;
}

const homeJs = homeScripts('dist');
results['initial JS, gzipped (KB)'] = homeJs
  ? round(homeJs.reduce((sum, path) => sum + gzipSync(readFileSync(`dist/${path}`), { level: 9 }).length, 0) / 1024, 1)
  : 'no build: run `npm run build` first';

const budgets: [string, (v: number) => boolean, string][] = [
  ['simulated games per second, 8 players', (v) => v >= 1000, '≥ 1 000'],
  // Issue 25: what `/` loads before its first screen works (entry + preloaded chunks).
  ['initial JS, gzipped (KB)', (v) => v <= 100, '≤ 100'],
];
console.log(JSON.stringify(results, null, 2));
let failed = false;
for (const [key, ok, label] of budgets) {
  const v = results[key];
  if (typeof v !== 'number') continue;
  const pass = ok(v);
  failed ||= !pass;
  console.log(`${pass ? 'OK  ' : 'SLOW'} ${key}: ${v} (budget ${label})`);
}
process.exitCode = failed ? 1 : 0;
