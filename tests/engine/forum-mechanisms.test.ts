/**
 * The engine's forum mechanisms that NewMilenium brought
 * (003_7860fbf4cb88296e.txt): secret order numbers, houses and one-night
 * swaps, a majority of orders with a drawn tie, turns that stop when a player
 * learned something, typed order kinds, French spacing.
 */
import { describe, expect, it } from 'vitest';
import { awayFromHome, bedOf, homeBeds, moveBed, mutualPairs, sleepersIn, swapBeds } from '../../src/engine/houses';
import { majorityOf } from '../../src/engine/majority';
import { inNumberOrder, numbersProblem } from '../../src/engine/order-numbers';
import { checkPut, describeOrders, entered, kindsPrompt, orderKindsOf, orderOf } from '../../src/engine/order-kinds';
import { editBook, emptyBook } from '../../src/engine/orders';
import {
  actsLater,
  advance,
  confirmed,
  currentTurn,
  finished,
  inform,
  startTurns,
  toAsk,
} from '../../src/engine/turns';

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

describe('typed order kinds', () => {
  type G = { living: string[] };
  const order = orderKindsOf<G>();
  const vote = order({
    id: 'vote',
    label: 'Vote',
    players: (s) => s.living,
    prompt: (s) => ({ kind: 'players', label: 'Contre', min: 1, max: 1, candidates: s.living }),
    check: (_s, player, [target]) => (target === player ? { reason: 'Pas soi-même.', rule: '003:15' } : null),
    describe: (_s, ids) => ids.join('+'),
  });
  const g: G = { living: ['a', 'b', 'c'] };

  it('checks a put with the kind’s own rule and its book line', () => {
    expect(checkPut(g, [vote], { put: { player: 'a', kind: 'vote', value: ['a'] } })).toEqual({
      reason: 'Pas soi-même.',
      rule: '003:15',
    });
    expect(checkPut(g, [vote], { put: { player: 'a', kind: 'vote', value: ['b'] } })).toBeNull();
    expect(checkPut(g, [vote], { close: true })).toBeNull();
  });

  it('offers a kind only to its givers among the book’s players, and reads kept values back typed', () => {
    expect(kindsPrompt(g, 'Ordres', ['a', 'b'], [vote]).kinds.map((k) => k.players)).toEqual([['a', 'b']]);
    expect(kindsPrompt(g, 'Ordres', ['z'], [vote]).kinds).toEqual([]);
    const book = emptyBook();
    editBook(book, { put: { player: 'b', kind: 'vote', value: ['c'] } }, 1);
    editBook(book, { put: { player: 'a', kind: 'vote', value: ['b'] } }, 2);
    expect(entered(book, vote).map((o) => o.value[0])).toEqual(['c', 'b']);
    expect(orderOf(book, 'a', vote)).toEqual(['b']);
    expect(orderOf(book, 'c', vote)).toBeNull();
    expect(describeOrders(g, book, [vote], ['a', 'b', 'c'], (id) => id.toUpperCase())).toEqual([
      'A — Vote : b',
      'B — Vote : c',
    ]);
  });
});
