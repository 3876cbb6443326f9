/**
 * « Pronostic »'s games on one thread, without the browser: the Quinte-bourg
 * mode V and Thiercelieux 12-player bench states (`odds-games.ts`, the
 * states `bench/odds.ts` imports), 2 000 games played on from each with the
 * informed players, as the app's workers play them (`runOdds`). Prints the
 * milliseconds of CPU a game, best of three runs after a warm-up run. Bundled:
 *   npx esbuild bench/odds-thread.ts --bundle --platform=node --format=esm --outfile=dist-cli/odds-thread.mjs
 *   node dist-cli/odds-thread.mjs [games]      (node --cpu-prof … for a profile)
 */
import type { Options } from '../src/engine';
import { playout } from '../src/engine/playout';
import { runOdds } from '../src/balance/odds';
import { loadInformed, loadRuleset } from '../src/rulesets/registry';
import { midGame } from './odds-games';

const GAMES = Number(process.argv[2] ?? 2000);
const CASES: { id: string; options: Options }[] = [
  { id: 'quintebourg', options: { mode: 'V' } },
  { id: 'thiercelieux', options: {} },
];

for (const c of CASES) {
  const rules = await loadRuleset(c.id);
  const policy = await loadInformed(c.id);
  const game = midGame(rules, c.options, 12, 'bench-odds');
  const { state } = playout(rules, game.setup, `${game.setup.seed}-answers`, game.answers.length, {
    fast: true,
    simulated: true,
  });
  runOdds(rules, state, 'warm-up', policy, 0, GAMES);
  let best = Infinity;
  let problems = 0;
  for (let run = 0; run < 3; run++) {
    // CPU time, not the clock's: on the shared machine another process's turn is not this one's time.
    const start = process.cpuUsage();
    const t = runOdds(rules, state, 's', policy, 0, GAMES);
    const used = process.cpuUsage(start);
    best = Math.min(best, (used.user + used.system) / 1000);
    problems += t.withProblems;
  }
  console.log(
    `${c.id} ${JSON.stringify(c.options)} day ${game.day}: ${(best / GAMES).toFixed(3)} ms of CPU a game (${GAMES} games, best of 3), problems ${problems}`,
  );
}
