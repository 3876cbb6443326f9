/**
 * The table's questions, answered once by the engine (engine/table.ts): a
 * player by id with a clear internal error, names in French, the living kept
 * per players record, and a card's holders checked by content (cards change
 * hands: the Voleur, 004:151).
 */
import { describe, expect, it } from 'vitest';
import { withoutIdentityCaches } from '../../src/engine/draft';
import { cardsDealt, holdersOfCard, livingOf, namesOf, playerIn, playerOf } from '../../src/engine/table';

interface Seat {
  name: string;
  role: string;
  health: string;
}

const table = (roles: string[], dead: string[] = []) => ({
  order: ['a', 'b', 'c'],
  players: Object.fromEntries(
    ['a', 'b', 'c'].map((id, i) => [
      id,
      { name: ['Ana', 'Bruno', 'Chloé'][i]!, role: roles[i]!, health: dead.includes(id) ? 'mort' : 'vivant' },
    ]),
  ) as Record<string, Seat>,
});

const alive = (s: { players: Record<string, Seat> }, id: string) => playerIn(s.players, id).health !== 'mort';

describe('the table', () => {
  it('finds a player, and names an unknown id in a clear internal error', () => {
    const s = table(['loup', 'voyante', 'villageois']);
    expect(playerOf(s, 'b').name).toBe('Bruno');
    expect(() => playerIn(s.players, 'zoe')).toThrow('internal error: no player « zoe » at this table');
  });

  it('names players as a French sentence does', () => {
    const s = table(['loup', 'voyante', 'villageois']);
    expect(namesOf(s, [])).toBe('');
    expect(namesOf(s, ['a'])).toBe('Ana');
    expect(namesOf(s, ['a', 'b', 'c'])).toBe('Ana, Bruno et Chloé');
  });

  it('keeps the living per players record, the same list while the same players live', () => {
    const s = table(['loup', 'voyante', 'villageois'], ['b']);
    const living = livingOf(s, alive);
    expect(living).toEqual(['a', 'c']);
    expect(livingOf(s, alive)).toBe(living);
    // A new players record with the same living: the very same list.
    expect(livingOf({ ...s, players: { ...s.players } }, alive)).toBe(living);
    expect(livingOf(table(['loup', 'voyante', 'villageois']), alive)).toEqual(['a', 'b', 'c']);
  });

  it('answers who holds a card by content, also when a card changes hands under the same record', () => {
    const s = table(['loup', 'voleur', 'villageois']);
    expect(holdersOfCard(s, 'voleur')).toEqual(['b']);
    withoutIdentityCaches(() => {
      // Inside a resolution, the finished record as it stands (no entry copied yet) is never written: its answer holds.
      expect(holdersOfCard(s, 'voleur')).toEqual(['b']);
      // A private copy changes under its identity: the Voleur takes the Loup's card (004:151).
      const players = { a: { ...s.players.a! }, b: { ...s.players.b! }, c: { ...s.players.c! } };
      const mine = { order: s.order, players };
      expect(holdersOfCard(mine, 'voleur')).toEqual(['b']);
      players.b.role = 'loup';
      players.a.role = 'voleur';
      expect(holdersOfCard(mine, 'voleur')).toEqual(['a']);
      expect(holdersOfCard(mine, 'loup')).toEqual(['b']);
      // The finished record, asked again inside the resolution, answers for its own cards.
      expect(holdersOfCard(s, 'voleur')).toEqual(['b']);
    });
    expect(holdersOfCard(s, 'voleur')).toEqual(['b']);
    expect(holdersOfCard(table(['loup', 'loup', 'villageois']), 'loup')).toEqual(['a', 'b']);
    expect(holdersOfCard(s, 'sorciere')).toEqual([]);
  });

  it('stands for the cards dealt by one object while the table seats the same cards', () => {
    const s = table(['loup', 'voleur', 'villageois']);
    const dealt = cardsDealt(s);
    // Another players record, the same cards (a death, a marker): the same object.
    const dead: Seat = { ...s.players.c!, health: 'mort' };
    expect(cardsDealt({ ...s, players: { ...s.players, c: dead } })).toBe(dealt);
    expect(cardsDealt(table(['voleur', 'loup', 'villageois']))).not.toBe(dealt);
  });
});
