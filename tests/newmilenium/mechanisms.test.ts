/**
 * NewMilenium's forum mechanisms (003_7860fbf4cb88296e.txt): secret order
 * numbers, houses and one-night swaps, a majority of orders with a drawn tie,
 * turns that stop when a player learned something.
 */
import { describe, expect, it } from 'vitest';
import {
  awayFromHome,
  bedOf,
  homeBeds,
  moveBed,
  mutualPairs,
  sleepersIn,
  swapBeds,
} from '../../src/rulesets/newmilenium/mechanisms/houses';
import { majorityOf } from '../../src/rulesets/newmilenium/mechanisms/majority';
import { inNumberOrder, numbersProblem } from '../../src/rulesets/newmilenium/mechanisms/order-numbers';
import {
  actsLater,
  advance,
  confirmed,
  currentTurn,
  finished,
  inform,
  startTurns,
  toAsk,
} from '../../src/rulesets/newmilenium/mechanisms/turns';

describe('secret order numbers (003:3, 49)', () => {
  it('orders the holders by number, a lone holder first', () => {
    expect(inNumberOrder(['a', 'b', 'c'], { a: 40, b: 3, c: 17 })).toEqual(['b', 'c', 'a']);
    expect(inNumberOrder(['a'], {})).toEqual(['a']);
  });

  it('finds numbers shared, out of 1–50, or not matching the holders', () => {
    expect(numbersProblem(['a', 'b'], { a: 1, b: 50 })).toBeNull();
    expect(numbersProblem(['a', 'b'], { a: 7, b: 7 })).toBe('two holders share an order number');
    expect(numbersProblem(['a', 'b'], { a: 0, b: 7 })).toBe('an order number is out of 1–50');
    expect(numbersProblem(['a', 'b'], { a: 51, b: 7 })).toBe('an order number is out of 1–50');
    expect(numbersProblem(['a', 'b'], { a: 3 })).toBe('order numbers do not match the holders');
    expect(numbersProblem(['a'], { a: 3 })).toBe('a role held once has order numbers');
    expect(numbersProblem(['a'], {})).toBeNull();
  });
});

describe('houses (003:10-13)', () => {
  const order = ['a', 'b', 'c', 'd'];

  it('puts everyone home but the away, and lists who sleeps in a house', () => {
    const beds = homeBeds(order, (id) => id === 'd');
    expect(beds).toEqual({ a: 'a', b: 'b', c: 'c', d: null });
    expect(sleepersIn(beds, 'a', order)).toEqual(['a']);
    expect(sleepersIn(beds, 'd', order)).toEqual([]);
  });

  it('swaps two beds for a night, and moves a hider into another house', () => {
    let beds = swapBeds(homeBeds(order), 'a', 'b');
    expect(bedOf(beds, 'a')).toBe('b');
    expect(bedOf(beds, 'b')).toBe('a');
    beds = moveBed(beds, 'c', 'a');
    expect(sleepersIn(beds, 'a', order)).toEqual(['b', 'c']);
    expect(awayFromHome(beds, 'c')).toBe(true);
    expect(awayFromHome(beds, 'd')).toBe(false);
  });

  it('keeps only mutual requests, each player’s first one (003:12-13: no swap « à plusieurs »)', () => {
    expect(
      mutualPairs([
        { from: 'a', to: 'b' },
        { from: 'b', to: 'a' },
      ]),
    ).toEqual([['b', 'a']]);
    expect(mutualPairs([{ from: 'a', to: 'b' }])).toEqual([]);
    // c asked a first: a's request to b and b's to a pair up; c's goes unanswered.
    expect(
      mutualPairs([
        { from: 'c', to: 'a' },
        { from: 'a', to: 'b' },
        { from: 'b', to: 'a' },
      ]),
    ).toEqual([['b', 'a']]);
    // a's second request does not count.
    expect(
      mutualPairs([
        { from: 'a', to: 'b' },
        { from: 'a', to: 'c' },
        { from: 'c', to: 'a' },
      ]),
    ).toEqual([]);
  });
});

describe('a majority of orders (003:20-21)', () => {
  it('counts choices in the order first named and finds the leaders', () => {
    expect(majorityOf(['x', 'y', 'x'])).toEqual({
      counts: [
        { choice: 'x', n: 2 },
        { choice: 'y', n: 1 },
      ],
      leaders: ['x'],
    });
    expect(majorityOf(['x', 'y']).leaders).toEqual(['x', 'y']);
    expect(majorityOf([]).leaders).toEqual([]);
  });
});

describe('turns that stop when a player learned something (003:22-23)', () => {
  const turns = [
    { key: 'voyante', actors: ['a'] },
    { key: 'voyante', actors: ['b'] },
    { key: 'detective', actors: ['a'] },
  ];

  it('asks only the informed among those who may act, until they confirm', () => {
    let q = startTurns(turns);
    expect(currentTurn(q)).toEqual(turns[0]);
    q = advance(inform(q, ['b']));
    expect(toAsk(q, ['b'])).toEqual(['b']);
    expect(toAsk(q, [])).toEqual([]);
    q = confirmed(q, ['b']);
    expect(toAsk(q, ['b'])).toEqual([]);
    expect(actsLater(q, 'a')).toBe(true);
    expect(actsLater(q, 'b')).toBe(false);
    q = advance(advance(q));
    expect(finished(q)).toBe(true);
    expect(currentTurn(q)).toBeNull();
  });

  it('never changes a queue in place', () => {
    const q = startTurns(turns);
    const informed = inform(q, ['a']);
    expect(q.informed).toEqual([]);
    expect(informed.informed).toEqual(['a']);
    expect(inform(informed, ['a'])).toBe(informed);
  });
});
