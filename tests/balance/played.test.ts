/**
 * The games already played on the « Équilibre » screen (issue 25): game i of
 * a setup is always the same game, so counts of games 0 to n are reused,
 * and only an unbroken stretch from game 0 is kept.
 */
import { describe, expect, it } from 'vitest';
import { RANDOM_POLICY } from '../../src/engine/policy';
import type { BalanceSetup } from '../../src/balance/games';
import { Played } from '../../src/balance/played';
import { runGames } from '../../src/balance/run';
import { thiercelieux } from '../../src/rulesets/thiercelieux';

const setup: BalanceSetup = {
  rulesetId: 'thiercelieux',
  options: {},
  players: 8,
  cards: thiercelieux.suggestComposition(8, {}),
  seed: 'played',
  policy: 'random',
};
const tally = (s: BalanceSetup, from: number, to: number) => runGames(thiercelieux, s, RANDOM_POLICY, from, to).tally;

describe('the games played on the screen', () => {
  it('adds a stretch that goes on from those kept: the very counts of one run', () => {
    const played = new Played();
    played.add(setup, 0, tally(setup, 0, 30));
    played.add(setup, 30, tally(setup, 30, 50));
    expect(played.get(setup)).toEqual(tally(setup, 0, 50));
  });

  it('keeps the counts of games 0 to n at each stretch’s end: asked for at most n games, the largest such n', () => {
    const played = new Played();
    played.add(setup, 0, tally(setup, 0, 30));
    played.add(setup, 30, tally(setup, 30, 120));
    played.add(setup, 0, tally(setup, 0, 200));
    expect(played.get(setup, 29)).toBeUndefined();
    expect(played.get(setup, 30)).toEqual(tally(setup, 0, 30));
    expect(played.get(setup, 119)).toEqual(tally(setup, 0, 30));
    expect(played.get(setup, 120)).toEqual(tally(setup, 0, 120));
    expect(played.get(setup)).toEqual(tally(setup, 0, 200));
    // A stretch goes on from any end kept.
    played.add(setup, 120, tally(setup, 120, 150));
    expect(played.get(setup, 160)).toEqual(tally(setup, 0, 150));
  });

  it('keeps no gap, nothing of another seed or other cards, and a longer run from 0 is read before a shorter one', () => {
    const played = new Played();
    played.add(setup, 10, tally(setup, 10, 20));
    expect(played.get(setup)).toBeUndefined();
    played.add(setup, 0, tally(setup, 0, 20));
    played.add(setup, 0, tally(setup, 0, 10));
    expect(played.get(setup)!.games).toBe(20);
    played.add(setup, 0, tally(setup, 0, 40));
    expect(played.get(setup)!.games).toBe(40);
    expect(played.get({ ...setup, seed: 'autre' })).toBeUndefined();
    expect(played.get({ ...setup, cards: [...setup.cards!].reverse() })).toBeUndefined();
    expect(played.get({ ...setup, policy: 'informed' })).toBeUndefined();
  });
});
