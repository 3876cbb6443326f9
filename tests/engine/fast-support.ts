/**
 * The fast playouts' check: for a ruleset, many seeded games of 4 to 40
 * players (within the ruleset's bounds), random options, suggested and random
 * compositions, with and without invoked actions, played once through
 * `apply` (immer) and once through `COPY_ON_ACCESS`: the answers, the errors,
 * the invariants and the whole final state (its log included) must be equal.
 */
import { setAutoFreeze } from 'immer';
import { expect } from 'vitest';
import type { AnyRuleset, GameSetup, OptionValue, Options } from '../../src/engine';
import { normalizeOptions } from '../../src/engine';
import { playout } from '../../src/engine/playout';
import { nextInt, seedRng } from '../../src/engine/random';
import type { RngState } from '../../src/engine/types';
import { playerNames, randomComposition } from '../../src/cli/simulate';

function randomOptions(rules: AnyRuleset, rng: RngState): Options {
  const raw: Record<string, OptionValue> = {};
  for (const o of rules.options) {
    if (nextInt(rng, 2) === 0) continue;
    if (o.type === 'boolean') raw[o.id] = nextInt(rng, 2) === 0;
    else if (o.type === 'choice') raw[o.id] = o.choices![nextInt(rng, o.choices!.length)]!.value;
    else raw[o.id] = (o.min ?? 0) + nextInt(rng, (o.max ?? (o.min ?? 0) + 3) - (o.min ?? 0) + 1);
  }
  const checked = normalizeOptions(rules, raw);
  return checked.ok ? checked.value : {};
}

export interface FastCase {
  setup: GameSetup;
  invokeRate: number;
}

/**
 * The `i`-th game of the check: 4 to 16 players, and one game in ten of 17 to
 * 40 (long games: they would take most of the time), within the ruleset's limits; one game in two on
 * random cards, one in three invoking actions.
 */
export function fastCase(rules: AnyRuleset, i: number, fixed: Options = {}): FastCase {
  const rng = seedRng(`${rules.id}/${i}`);
  // A ruleset for small tables only (the toy's 3 to 6) plays its own range every time.
  const big = i % 10 === 9 && rules.maxPlayers >= 17;
  const low = Math.max(big ? 17 : 4, rules.minPlayers);
  const high = Math.min(big ? 40 : 16, rules.maxPlayers);
  const players = low + nextInt(rng, high - low + 1);
  const options = { ...randomOptions(rules, rng), ...fixed };
  const composition =
    i % 2 === 1 ? randomComposition(rules, players, options, `cards/${i}`) : rules.suggestComposition(players, options);
  const seats = playerNames(players).map((name, k) => ({ id: `p${k + 1}`, name }));
  return {
    setup: { rulesetId: rules.id, options, players: seats, composition, seed: `game/${i}` },
    invokeRate: i % 3 === 2 ? 0.05 : 0,
  };
}

/** Play games `from` to `to` (excluded) both ways and expect the very same games. */
export function expectSameGames(
  rules: AnyRuleset,
  from: number,
  to: number,
  fixed: Options = {},
): { players: Set<number>; answers: number } {
  const players = new Set<number>();
  let answers = 0;
  // As the simulator does: states never leave the check, freezing them would only cost time.
  setAutoFreeze(false);
  try {
    for (let i = from; i < to; i++) {
      const { setup, invokeRate } = fastCase(rules, i, fixed);
      const slow = playout(rules, setup, `answers/${i}`, 2000, { invokeRate });
      const fast = playout(rules, setup, `answers/${i}`, 2000, { invokeRate, fast: true });
      players.add(setup.players.length);
      answers += fast.answers.length;
      // One comparison per game (a failure names the game), the whole state as plain data.
      const same = JSON.stringify(slow) === JSON.stringify({ ...fast, replayed: undefined });
      if (!same) {
        expect({ game: i, answers: fast.answers, errors: fast.errors, violations: fast.violations }).toEqual({
          game: i,
          answers: slow.answers,
          errors: slow.errors,
          violations: slow.violations,
        });
        expect({ game: i, state: fast.state }).toEqual({ game: i, state: slow.state });
      }
      expect({ game: i, replayed: fast.replayed ?? false }).toEqual({ game: i, replayed: false });
    }
  } finally {
    setAutoFreeze(true);
  }
  return { players, answers };
}
