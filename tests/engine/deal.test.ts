/**
 * A ruleset may deal its cards itself when they are of several kinds
 * (Quinte-bourg gives each player a party card and an effect card:
 * 000_a045abd3825f1297.txt:116), and say which cards a player holds.
 */
import { describe, expect, it } from 'vitest';
import { createGame, heldCards, type GameSetup, type GameState, type Ruleset } from '../../src/engine';
import { toy } from '../../src/rulesets/toy';
import type { ToyState as Toy, ToyTypes } from '../../src/rulesets/toy/types';

/** The toy with a second kind of card (« gant »), dealt one per player after the main cards. */
const twoDecks: Ruleset<ToyTypes> = {
  ...toy,
  roles: [...toy.roles, { id: 'gant', name: 'Gant', camp: 'a', max: 6, summary: 'Un gant.' }],
  spareCards: (composition) => composition.filter((c) => c === 'gant').length,
  randomDeal(composition, seats, shuffle) {
    const main = shuffle(
      composition.filter((c) => c !== 'gant'),
      'cartes principales',
    );
    return { roles: main.slice(0, seats), spare: [...main.slice(seats), ...composition.filter((c) => c === 'gant')] };
  },
  cardsOf: (s, id) => [s.players[id]!.role, 'gant'],
};

const setup = (over: Partial<GameSetup> = {}): GameSetup => ({
  rulesetId: 'toy',
  options: {},
  players: ['Ana', 'Bruno', 'Chloé'].map((name, i) => ({ id: `p${i + 1}`, name })),
  composition: ['gant', 'chef', 'gant', 'pion', 'gant', 'pion'],
  seed: 'graine',
  ...over,
});

function start(rules: Ruleset<ToyTypes>, over: Partial<GameSetup> = {}): GameState<Toy> {
  const g = createGame<Toy>(rules, setup(over));
  if (!g.ok) throw new Error(g.error);
  return g.value;
}

describe('a ruleset’s own random deal', () => {
  it('deals the main cards with the logged shuffle it was handed, the rest left undealt', () => {
    const s = start(twoDecks);
    expect(s.order.map((id) => s.players[id]!.role).sort()).toEqual(['chef', 'pion', 'pion']);
    expect(s.spare).toEqual(['gant', 'gant', 'gant']);
    const shuffle = s.events.find((e) => e.type === 'shuffle')!;
    expect(shuffle.data).toMatchObject({ purpose: 'cartes principales', input: ['chef', 'pion', 'pion'] });
    // With seed « a », the default deal would deal gloves as main cards.
    const plain = createGame<Toy>({ ...twoDecks, randomDeal: undefined }, setup({ seed: 'a' }));
    expect(plain.ok && plain.value.order.some((id) => plain.value.players[id]!.role === 'gant')).toBe(true);
  });

  it('is not called when the setup gives the deal', () => {
    const s = start(twoDecks, { deal: { p1: 'pion', p2: 'chef', p3: 'pion' } });
    expect(s.order.map((id) => s.players[id]!.role)).toEqual(['pion', 'chef', 'pion']);
    expect(s.events.some((e) => e.type === 'shuffle')).toBe(false);
  });

  it('names every card a player holds, the main one first; one card by default', () => {
    const s = start(twoDecks, { deal: { p1: 'pion', p2: 'chef', p3: 'pion' } });
    expect(heldCards(twoDecks, s, 'p2')).toEqual(['Chef', 'Gant']);
    const t = start(toy, { composition: ['chef', 'pion', 'pion'], deal: { p1: 'pion', p2: 'chef', p3: 'pion' } });
    expect(heldCards(toy, t, 'p2')).toEqual(['Chef']);
  });
});
