/**
 * The engine's typed order kinds, which the forum rulesets configure
 * (NewMilenium 003_7860fbf4cb88296e.txt, Lychantropia).
 */
import { describe, expect, it } from 'vitest';
import {
  bookPrompt,
  checkPut,
  describeOrders,
  entered,
  kindsPrompt,
  orderKindsOf,
  orderOf,
} from '../../src/engine/order-kinds';
import type { Why } from '../../src/engine/prompts';
import { editBook, emptyBook } from '../../src/engine/orders';

describe('typed order kinds', () => {
  type G = { order: string[]; living: string[] };
  const order = orderKindsOf<G>();
  const vote = order({
    id: 'vote',
    label: 'Vote',
    givers: [{ test: (s, id) => !s.living.includes(id), why: (_s, id) => `${id} est mort.` }],
    prompt: (s) => ({ kind: 'players', label: 'Contre', min: 1, max: 1, candidates: s.living }),
    check: (_s, player, [target]) => (target === player ? { reason: 'Pas soi-même.', rule: '003:15' } : null),
    describe: (_s, ids) => ids.join('+'),
  });
  const g: G = { order: ['a', 'b', 'c', 'd'], living: ['a', 'b', 'c'] };

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

describe('a book that lists its shut kinds', () => {
  type G = { order: string[]; living: string[]; rs: { book: null }; why: Why | null };
  const order = orderKindsOf<G>();
  const nobody = order({
    id: 'fusil',
    label: 'Fusil',
    givers: [{ test: () => true, why: () => 'Personne.' }],
    closed: (s) => s.why,
    prompt: () => ({ kind: 'number', label: 'n', min: 1, max: 1 }),
    describe: (_s, n) => `${n}`,
  });
  const shutWhy = (label: string): Why => ({ reason: `Personne ne peut donner « ${label} ».`, rule: '002:18' });
  const game = (why: Why | null): G => ({ order: ['a', 'b'], living: ['a', 'b'], rs: { book: null }, why });
  const shut = (s: G) => bookPrompt(s, 'Ordres', s.living, [nobody], { shutWhy }).closed![0]!;

  it('keeps a shut kind’s line while its reason is the same object, from one state to the next', () => {
    const why: Why = { reason: 'Personne ne possède « Fusil ».', rule: '002:84' };
    const first = shut(game(why));
    // Another state, the same reason: the same line (nothing of the state is in it).
    expect(shut(game(why))).toBe(first);
    expect(first).toEqual({ id: 'fusil', label: 'Fusil', ...why });
    // Another reason: another line, with it.
    const other: Why = { reason: 'Autre.', rule: '002:85' };
    expect(shut(game(other))).toEqual({ id: 'fusil', label: 'Fusil', ...other });
    // No reason of its own: the book's, for the kind's label.
    expect(shut(game(null))).toEqual({ id: 'fusil', label: 'Fusil', ...shutWhy('Fusil') });
    expect(shut(game(null))).toBe(shut(game(null)));
  });
});

describe('a book’s lines kept from one state to the next', () => {
  type G = { order: string[]; clock: { day: number; phase: string }; rs: { book: object } };
  const order = orderKindsOf<G>();
  const vote = order({
    id: 'vote',
    label: 'Vote',
    givers: [{ test: (s, id) => s.clock.day === 0 && id === 'b', why: () => 'Pas le jour 0.' }],
    prompt: () => ({ kind: 'number', label: 'n', min: 1, max: 1 }),
    describe: (_s, n) => `${n}`,
  });
  const seats = ['a', 'b'];
  // One list of kinds: the book's lines are kept per list.
  const kinds = [vote];
  const line = (s: G) => bookPrompt(s, 'Ordres', seats, kinds).kinds[0]!;

  it('while the parts it may read hold the same values, even copied (a clock an event read), and not when one changed', () => {
    const rs = { book: {} };
    const first: G = { order: seats, clock: { day: 1, phase: 'day' }, rs };
    const kept = line(first);
    // Another state whose clock and seating are copies with the same entries: the same line.
    expect(line({ order: [...seats], clock: { day: 1, phase: 'day' }, rs })).toBe(kept);
    // Day 0: worked out again, and it reads the day.
    const dayZero = line({ order: seats, clock: { day: 0, phase: 'day' }, rs });
    expect(dayZero).not.toBe(kept);
    expect(dayZero.players).toEqual(['a']);
  });
});
