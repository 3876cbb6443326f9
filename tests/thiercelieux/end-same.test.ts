/**
 * Thiercelieux says itself when the end check would read the same again
 * (`endSame`, `src/rulesets/thiercelieux/end-same.ts`): the declared parts,
 * and of each player only the fields `checkEnd` reads. Wherever it says so in
 * random games (recueil cards, options, invocations), the check finds no end
 * either; a field the check reads, changed in one player, is told apart; one
 * it does not read is not. `tests/engine/end-check.test.ts` plays the same
 * games with and without skipping and finds them equal.
 */
import { describe, expect, it } from 'vitest';
import type { AnyRuleset, GameState } from '../../src/engine';
import { playout } from '../../src/engine/playout';
import { loadRuleset } from '../../src/rulesets/registry';
import type { TGame } from '../../src/rulesets/thiercelieux/types';
import { fastCase } from '../engine/fast-support';

const thiercelieux = await loadRuleset('thiercelieux');
const endSame = thiercelieux.endSame!;

/** A state of a random game with no end yet, well into it (some dead, markers set). */
function midGame(): TGame {
  for (let i = 0; ; i++) {
    const { setup } = fastCase(thiercelieux, i);
    const { state } = playout(thiercelieux, setup, `answers/${i}`, 30, { fast: true });
    if (!state.ended && state.order.length >= 6) return state as unknown as TGame;
  }
}

/** `s` with one player's markers (or fields) changed, in a new players record. */
function withPlayer(s: TGame, id: string, change: Partial<TGame['players'][string]>): TGame {
  return { ...s, players: { ...s.players, [id]: { ...s.players[id]!, ...change } } };
}

describe('endSame', () => {
  it('says the same only where the check finds no end again, over random games', () => {
    let same = 0;
    const wrong: string[] = [];
    const rules: AnyRuleset = {
      ...thiercelieux,
      endSame: (s: GameState, kept: GameState) => {
        const answer = endSame(s, kept);
        if (answer) {
          same++;
          const end = thiercelieux.checkEnd(s);
          if (end !== null) wrong.push(end.reason);
        }
        return answer;
      },
    };
    for (let i = 0; i < 300; i++) {
      const { setup, invokeRate } = fastCase(rules, i);
      playout(rules, setup, `answers/${i}`, 2000, { invokeRate, fast: true });
    }
    expect(wrong).toEqual([]);
    expect(same).toBeGreaterThan(1000);
  }, 120_000);

  it('tells apart a player whose health, card or counted marker changed', () => {
    const s = midGame();
    const id = s.order[0]!;
    const p = s.players[id]!;
    expect(endSame(withPlayer(s, id, { health: p.health === 'mort' ? 'vivant' : 'mort' }), s)).toBe(false);
    expect(endSame(withPlayer(s, id, { role: p.role === 'villageois' ? 'voyante' : 'villageois' }), s)).toBe(false);
    expect(endSame(withPlayer(s, id, { markers: { ...p.markers, charme: !p.markers.charme } }), s)).toBe(false);
    expect(endSame(withPlayer(s, id, { markers: { ...p.markers, cassandraLoups: 2 } }), s)).toBe(false);
    // A seat gone, or the seats in another order: not the same table.
    const { [id]: gone, ...rest } = s.players;
    expect(gone).toBeDefined();
    expect(endSame({ ...s, players: rest as TGame['players'] }, s)).toBe(false);
    expect(endSame({ ...s, players: { ...rest, [id]: p } }, s)).toBe(false);
  });

  it('keeps the answer when a player changed only where the check does not read', () => {
    const s = midGame();
    const id = s.order[1]!;
    const p = s.players[id]!;
    expect(endSame(withPlayer(s, id, { markers: { ...p.markers, protege: true } }), s)).toBe(true);
    expect(endSame({ ...s, rs: { ...s.rs, night: { ...s.rs.night } } }, s)).toBe(true);
    expect(endSame({ ...s, rs: { ...s.rs, lovers: [s.order[0]!, s.order[2]!] } }, s)).toBe(false);
  });
});
