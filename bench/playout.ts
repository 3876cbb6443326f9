/**
 * The balance lab's speed budgets (issue 15), one core: simulated games per
 * second through the fast playout path, invariants checked after every
 * answer as always, random legal players, the same games as the screen's
 * and `simulate`'s. Each figure is the best of three runs (a shared machine
 * only ever slows a run down), after a run of as many games to warm up (the
 * JIT is still compiling the rules through the first few hundred games).
 * `npm run bench` runs it bundled (`bundled.ts`); `npx tsx bench/playout.ts`
 * runs it from the sources, a few per cent slower.
 */
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

const results: Record<string, number> = {};
let failed = false;
for (const c of CASES) {
  const rules = await loadRuleset(c.ruleset);
  const options = Object.entries(c.options)
    .map(([k, v]) => `${k}=${v}`)
    .join(', ');
  const key = `playout games per second, ${c.ruleset}${options ? ` (${options})` : ''}, ${c.players} players`;
  simulate(rules, { games: c.games, players: c.players, seed: 'warm-up', options: c.options });
  let best = 0;
  for (let run = 0; run < 3; run++) {
    const r = simulate(rules, { games: c.games, players: c.players, seed: `bench-${run}`, options: c.options });
    if (r.errors || r.invariantViolations)
      throw new Error(`${key}: ${r.errors} errors, ${r.invariantViolations} invariant violations`);
    best = Math.max(best, r.gamesPerSecond);
  }
  results[key] = best;
  if (c.budget !== undefined) {
    const ok = best >= c.budget;
    failed ||= !ok;
    console.log(`${ok ? 'OK  ' : 'SLOW'} ${key}: ${best} (budget ≥ ${c.budget.toLocaleString('fr-FR')})`);
  } else console.log(`     ${key}: ${best}`);
}
console.log(JSON.stringify(results, null, 2));
process.exitCode = failed ? 1 : 0;
