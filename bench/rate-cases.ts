/**
 * The playouts `bench/playout-rate.ts` times and `bench/playout-count.ts`
 * counts: each case's games, and how one run of them is played (whole
 * random games through `runGames`, « Équilibre »'s path, or « Pronostic »'s
 * games from the bench's mid-game state through `runOdds`, informed
 * players). Both scripts are bundled against two commits' sources by
 * `bench/against.ts`: only the engine and the rules differ between them.
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

/** `games` games of the case from `seed`: the rules loaded and the mid-game state played once, ahead. */
export async function playerOf(c: RateCase): Promise<(seed: string, games: number) => void> {
  const rules = await loadRuleset(c.ruleset);
  if (c.odds) {
    const policy = await loadInformed(c.ruleset);
    const game = midGame(rules, c.options, c.players, 'bench-odds');
    const { state } = playout(rules, game.setup, `${game.setup.seed}-answers`, game.answers.length, {
      fast: true,
      simulated: true,
    });
    return (seed, games) => void runOdds(rules, state, seed, policy, 0, games);
  }
  const setup: BalanceSetup = {
    rulesetId: c.ruleset,
    options: c.options,
    players: c.players,
    cards: rules.suggestComposition(c.players, c.options),
    seed: 'rate',
    policy: 'random',
  };
  return (seed, games) => void runGames(rules, { ...setup, seed }, RANDOM_POLICY, 0, games);
}
