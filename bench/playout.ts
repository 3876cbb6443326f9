/**
 * The balance lab's speed budgets (issue 15), one core: simulated games per
 * second through the fast playout path, invariants checked after every
 * answer as always, random legal players, the same games as the screen's
 * and `simulate`'s. Each figure is the best of three runs (a shared machine
 * only ever slows a run down), after three runs of as many games to warm up
 * (`WARM_UP_RUNS`).
 * `npm run bench` runs it bundled (`bundled.ts`); `npx tsx bench/playout.ts`
 * runs it from the sources, a few per cent slower.
 *
 * Each case runs in a process of its own (the script starts itself again
 * with the case's index), as the app's workers play one ruleset: in one
 * process the engine's shared functions meet the five rulesets' shapes in
 * turn, and a case's figure depends on the cases timed before it (as
 * `against.ts` found: Quinte-bourg mode V timed second, after
 * Thiercelieux, 232 games a second; alone, 328, the same evening).
 */
import { spawnSync } from 'node:child_process';
import { loadRuleset } from '../src/rulesets/registry';
import { simulate } from '../src/cli/simulate';

interface Case {
  ruleset: string;
  players: number;
  options: Record<string, string>;
  games: number;
  /** Games per second at least; none: a figure to watch. */
  budget?: number;
}

const CASES: Case[] = [
  { ruleset: 'thiercelieux', players: 12, options: {}, games: 3000, budget: 3000 },
  { ruleset: 'quintebourg', players: 12, options: { mode: 'V' }, games: 300, budget: 300 },
  { ruleset: 'lychantropia', players: 16, options: {}, games: 300, budget: 300 },
  { ruleset: 'quintebourg-revision', players: 12, options: {}, games: 200 },
  { ruleset: 'newmilenium', players: 12, options: {}, games: 200 },
];

/**
 * Runs of the case's games played first, untimed. The JIT is still compiling
 * the rules well after the first few hundred games: in one process,
 * Quinte-bourg mode V's six runs of 300 read 193, 296, 340, 343, 328, 340
 * games a second (3 December 2026); the lab's runs are thousands of games.
 */
const WARM_UP_RUNS = 3;

/** One case's games per second: the best of three runs after a warm-up. */
async function measure(c: Case, key: string): Promise<number> {
  const rules = await loadRuleset(c.ruleset);
  for (let run = 0; run < WARM_UP_RUNS; run++)
    simulate(rules, { games: c.games, players: c.players, seed: `warm-up-${run}`, options: c.options });
  let best = 0;
  for (let run = 0; run < 3; run++) {
    const r = simulate(rules, { games: c.games, players: c.players, seed: `bench-${run}`, options: c.options });
    if (r.errors || r.invariantViolations)
      throw new Error(`${key}: ${r.errors} errors, ${r.invariantViolations} invariant violations`);
    best = Math.max(best, r.gamesPerSecond);
  }
  return best;
}

const keyOf = (c: Case): string => {
  const options = Object.entries(c.options)
    .map(([k, v]) => `${k}=${v}`)
    .join(', ');
  return `playout games per second, ${c.ruleset}${options ? ` (${options})` : ''}, ${c.players} players`;
};

const only = process.argv[2];
if (only !== undefined) {
  // A child: one case, its figure alone on stdout.
  const c = CASES[Number(only)]!;
  console.log(await measure(c, keyOf(c)));
} else {
  const results: Record<string, number> = {};
  let failed = false;
  for (const [index, c] of CASES.entries()) {
    const key = keyOf(c);
    // The parent's flags too: from the sources, they carry tsx's loader.
    const child = spawnSync(process.execPath, [...process.execArgv, process.argv[1]!, String(index)], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    if (child.status !== 0) throw new Error(`${key}: the measuring process failed (${child.status})`);
    const best = Number(child.stdout.trim());
    results[key] = best;
    if (c.budget !== undefined) {
      const ok = best >= c.budget;
      failed ||= !ok;
      console.log(`${ok ? 'OK  ' : 'SLOW'} ${key}: ${best} (budget ≥ ${c.budget.toLocaleString('fr-FR')})`);
    } else console.log(`     ${key}: ${best}`);
  }
  console.log(JSON.stringify(results, null, 2));
  process.exitCode = failed ? 1 : 0;
}
