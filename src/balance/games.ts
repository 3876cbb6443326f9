/**
 * One simulated game of a balance run, from its setup and its index: the
 * seed of game i is `${seed}-${i}` (its answers `${seed}-${i}-answers`),
 * whoever plays it (one thread or several workers), so a run is the same
 * wherever it is computed, and the same as `simulate` on the command line.
 */
import { isAlive, type AnyRuleset, type GameSetup, type GameState, type Options } from '../engine';
import { playout, type InvariantChecks } from '../engine/playout';
import type { Policy } from '../engine/policy';
import { randomComposition, seats } from './compositions';

export type PolicyId = 'random' | 'informed';

/** What a balance run plays: the ruleset, its options, the table, the cards (null: random cards each game), who plays. */
export interface BalanceSetup {
  rulesetId: string;
  options: Options;
  players: number;
  /** The composition (role ids), or null for a random composition drawn for each game. */
  cards: string[] | null;
  seed: string;
  policy: PolicyId;
  /** Chance before each call that an available action is invoked (0: never). */
  invokeRate?: number;
}

/** What a game leaves for the figures: who won, how long it lasted, each seat's card and fate. */
export interface GameRecord {
  index: number;
  /** Winning camps (several when personal goals add winners); empty when nobody wins. */
  camps: string[];
  finished: boolean;
  /** Nights played (the clock's day when the game stopped). */
  nights: number;
  /** The composition played (dealt and spare cards). */
  composition: string[];
  /** Each seat's starting card, in seating order. */
  dealt: string[];
  /** Whether each seat was alive at the end, in seating order. */
  survived: boolean[];
  /** Internal errors (there should be none), calls no answer could satisfy. */
  errors: string[];
  /** Broken invariants (there should be none). */
  violations: string[];
}

export function gameSeed(setup: BalanceSetup, index: number): string {
  return `${setup.seed}-${index}`;
}

export function gameSetup(rules: AnyRuleset, setup: BalanceSetup, index: number): GameSetup {
  const seed = gameSeed(setup, index);
  const composition = setup.cards ?? randomComposition(rules, setup.players, setup.options, seed);
  return {
    rulesetId: rules.id,
    options: setup.options,
    players: seats(setup.players),
    composition: [...composition],
    seed,
  };
}

/**
 * The answers a simulated game may take before it counts as unfinished. Some
 * calls grow with the table: the items drawn by hand in Lychantropia (two per
 * player, 002:71-72), entered by random edits that may undo each other, took
 * from about 120 to 6 000 answers at 20 players, beyond the playout's default
 * 2 000. A game that stops at the cap is reported, so the cap only needs to
 * stay finite.
 */
export function answerCap(players: number): number {
  return Math.max(2000, 1000 * players);
}

/** What a game at its end leaves for the figures (a simulated game, or one the MJ played: « Statistiques »). */
export function recordOf(rules: AnyRuleset, s: GameState, index: number, composition: readonly string[]): GameRecord {
  return {
    index,
    camps: s.ended ? [...s.ended.camps] : [],
    finished: s.ended !== null,
    nights: s.clock.day,
    composition: [...composition],
    dealt: s.order.map((id) => s.players[id]!.initialRole),
    survived: s.order.map((id) => isAlive(rules.health, s.players[id]!.health)),
    errors: [],
    violations: [],
  };
}

/**
 * Play game `index` of the run (fast playout). The invariants are checked on
 * the game's last state by default (the app's « Équilibre »: a broken
 * invariant still shows in the report, with the game's index to replay it);
 * `simulate` on the command line and the property tests check them after
 * every answer (`'every'`).
 */
export function playGame(
  rules: AnyRuleset,
  setup: BalanceSetup,
  index: number,
  policy: Policy,
  invariants: InvariantChecks = 'end',
): GameRecord {
  const game = gameSetup(rules, setup, index);
  try {
    const r = playout(rules, game, `${game.seed}-answers`, answerCap(setup.players), {
      invokeRate: setup.invokeRate ?? 0,
      policy,
      fast: true,
      // Only the game's parts are read, never its log's text.
      simulated: true,
      invariants,
    });
    return { ...recordOf(rules, r.state, index, game.composition), errors: r.errors, violations: r.violations };
  } catch (e) {
    return {
      index,
      camps: [],
      finished: false,
      nights: 0,
      composition: game.composition,
      dealt: [],
      survived: [],
      errors: [e instanceof Error ? e.message : String(e)],
      violations: [],
    };
  }
}
