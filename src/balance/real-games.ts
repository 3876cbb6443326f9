/**
 * « Statistiques » (issue 24): the MJ's finished games counted like a balance
 * run's simulated ones, one group per setup (ruleset, table size,
 * composition, options), so that each group sits beside what the simulator
 * predicts for the very same setup (`predictionSetup`).
 */
import type { AnyRuleset, GameSetup, GameState } from '../engine';
import { recordOf, type BalanceSetup, type PolicyId } from './games';
import { count, emptyTally, type Tally } from './tally';

/** A finished game as the statistics see it. */
export interface RealGame {
  setup: GameSetup;
  /** The state at the end of the game. */
  state: GameState;
  /** Answers given (the calls the MJ answered). */
  calls: number;
}

/** One setup's games: counts as a balance run keeps them, and the calls answered. */
export interface RealGroup {
  key: string;
  rulesetId: string;
  players: number;
  /** The composition, sorted. */
  cards: string[];
  options: GameSetup['options'];
  tally: Tally;
  calls: number;
}

/** Games of the same ruleset, table size, cards and options are one group. */
export function groupKey(setup: GameSetup): string {
  const options = Object.keys(setup.options)
    .sort()
    .map((k) => `${k}=${String(setup.options[k])}`)
    .join('&');
  return [setup.rulesetId, setup.players.length, [...setup.composition].sort().join('+'), options].join('|');
}

/** The finished games by setup, largest groups first (ties: by ruleset, then table size). */
export function aggregate(rulesOf: (id: string) => AnyRuleset, games: readonly RealGame[]): RealGroup[] {
  const groups = new Map<string, RealGroup>();
  for (const game of games) {
    if (!game.state.ended) continue;
    const rules = rulesOf(game.setup.rulesetId);
    const key = groupKey(game.setup);
    let g = groups.get(key);
    if (!g) {
      g = {
        key,
        rulesetId: game.setup.rulesetId,
        players: game.setup.players.length,
        cards: [...game.setup.composition].sort(),
        options: { ...game.setup.options },
        tally: emptyTally(),
        calls: 0,
      };
      groups.set(key, g);
    }
    count(g.tally, rules, recordOf(rules, game.state, g.tally.games, game.setup.composition));
    g.calls += game.calls;
  }
  return [...groups.values()].sort(
    (a, b) => b.tally.games - a.tally.games || a.rulesetId.localeCompare(b.rulesetId) || a.players - b.players,
  );
}

/** The simulator's games for a group's setup: same ruleset, options, table and cards; a fixed seed (the same figures each time). */
export function predictionSetup(group: RealGroup, policy: PolicyId): BalanceSetup {
  return {
    rulesetId: group.rulesetId,
    options: group.options,
    players: group.players,
    cards: group.cards,
    seed: 'statistiques',
    policy,
  };
}
