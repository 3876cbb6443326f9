/**
 * Every call that writes the night stores a new record one level deep, its
 * other parts shared with the state before (`editEntry`, `engine/replaced-entry.ts`), and the
 * playouts' writer hands the night out as it stands (`replacedState`): sound
 * only if nothing ever writes into a part a finished state holds. Checked on every
 * state of random and informed 12-player games played as the simulator plays
 * them (the playouts' writer, 000:18-48 for the modes): each state, read again
 * once the game is over, is still what it was when it was made.
 */
import { describe, expect, it } from 'vitest';
import type { AnyRuleset, GameState } from '../../src/engine';
import { RANDOM_POLICY, type Policy } from '../../src/engine/policy';
import { simulate } from '../../src/cli/simulate';
import { quintebourg } from '../../src/rulesets/quintebourg';
import { informed } from '../../src/rulesets/quintebourg/policy';

/** A state as text, without its log (a simulated game's log grows in place: only the newest state reads it). */
const text = (s: GameState): string => JSON.stringify({ ...s, events: null });

/** Every state a few games go through (as the invariants see it, after every answer), with its text then. */
function statesOf(rules: AnyRuleset, mode: string, policy: Policy): { state: GameState; then: string }[] {
  const seen: { state: GameState; then: string }[] = [];
  const check = rules.invariants!;
  const watched: AnyRuleset = {
    ...rules,
    invariants: (s) => {
      seen.push({ state: s, then: text(s) });
      return check(s);
    },
  };
  simulate(watched, { games: 4, players: 12, seed: 'night-shared', options: { mode } }, policy);
  return seen;
}

describe('a night stored opened one level shares only parts nobody writes', () => {
  for (const [label, policy] of [
    ['random', RANDOM_POLICY],
    ['informed', informed as Policy],
  ] as const)
    for (const mode of ['V', 'M', 'E'])
      it(`every state stays as it was made, mode ${mode}, ${label} players`, () => {
        const seen = statesOf(quintebourg, mode, policy);
        expect(seen.length).toBeGreaterThan(100);
        // Nights with notes, an attack and couples were played: the shared parts were there to spoil.
        expect(seen.some(({ state }) => state.agenda[0]?.step === 'maj-fin')).toBe(true);
        for (const { state, then } of seen) expect(text(state)).toBe(then);
      });
});
