/**
 * The simulator's playouts as the app plays them, one core: milliseconds of
 * CPU a game for each ruleset through `runGames` (« Équilibre »'s path:
 * random players, the fast simulated writer, invariants checked at each
 * game's end), and « Pronostic »'s games from the bench's mid-game states
 * (`runOdds`, informed players). Best of `ROUNDS` runs after a warm-up run (a
 * shared machine only ever slows a run down; CPU time, not the clock's).
 * Prints one JSON object: `bench/against.ts` runs this script, bundled
 * against two commits' sources, and compares them.
 *
 *   npx tsx bench/playout-rate.ts [ruleset…]
 */
import { loadInformed, loadRuleset } from '../src/rulesets/registry';
import { runGames } from '../src/balance/run';
import { runOdds } from '../src/balance/odds';
import { playout } from '../src/engine/playout';
import { RANDOM_POLICY } from '../src/engine/policy';
import type { BalanceSetup } from '../src/balance/games';
import type { Options } from '../src/engine';
import { midGame } from './odds-games';

export interface RateCase {
  /** The figure's name. */
  key: string;
  ruleset: string;
  players: number;
  options: Options;
  games: number;
  /** Played on from the bench's mid-game state with the informed players (« Pronostic »), or whole games (« Équilibre »). */
  odds?: boolean;
}

export const RATE_CASES: RateCase[] = [
  { key: 'Thiercelieux 12', ruleset: 'thiercelieux', players: 12, options: {}, games: 3000 },
  { key: 'Quinte-bourg V 12', ruleset: 'quintebourg', players: 12, options: { mode: 'V' }, games: 300 },
  { key: 'Lychantropia 16', ruleset: 'lychantropia', players: 16, options: {}, games: 300 },
  { key: 'Quinte-bourg révision 12', ruleset: 'quintebourg-revision', players: 12, options: {}, games: 300 },
  { key: 'NewMilenium 12', ruleset: 'newmilenium', players: 12, options: {}, games: 300 },
  {
    key: 'Pronostic Thiercelieux 12',
    ruleset: 'thiercelieux',
    players: 12,
    options: {},
    games: 2000,
    odds: true,
  },
  {
    key: 'Pronostic Quinte-bourg V 12',
    ruleset: 'quintebourg',
    players: 12,
    options: { mode: 'V' },
    games: 500,
    odds: true,
  },
];

const ROUNDS = 3;

/** CPU milliseconds `run` takes. */
function cpu(run: () => void): number {
  const start = process.cpuUsage();
  run();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

async function rate(c: RateCase): Promise<number> {
  const rules = await loadRuleset(c.ruleset);
  let play: (seed: string) => void;
  if (c.odds) {
    const policy = await loadInformed(c.ruleset);
    const game = midGame(rules, c.options, c.players, 'bench-odds');
    const { state } = playout(rules, game.setup, `${game.setup.seed}-answers`, game.answers.length, {
      fast: true,
      simulated: true,
    });
    play = (seed) => void runOdds(rules, state, seed, policy, 0, c.games);
  } else {
    const setup: BalanceSetup = {
      rulesetId: c.ruleset,
      options: c.options,
      players: c.players,
      cards: rules.suggestComposition(c.players, c.options),
      seed: 'rate',
      policy: 'random',
    };
    play = (seed) => void runGames(rules, { ...setup, seed }, RANDOM_POLICY, 0, c.games);
  }
  play('warm-up');
  let best = Infinity;
  for (let round = 0; round < ROUNDS; round++)
    best = Math.min(
      best,
      cpu(() => play(`rate-${round}`)),
    );
  return best / c.games;
}

const only = process.argv.slice(2);
const out: Record<string, number> = {};
for (const c of RATE_CASES) if (only.length === 0 || only.includes(c.ruleset)) out[c.key] = await rate(c);
console.log(JSON.stringify(out));
