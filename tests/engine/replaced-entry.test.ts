/**
 * The one way to write an entry a ruleset replaces whole (`replacedState`):
 * `ctx.editEntry` and `ctx.pushEntry` (`engine/replaced-entry.ts`) make a new
 * record one level deep, through the ruleset's literal for the entry, its
 * other parts shared, and leave the game before as it was, through the
 * playouts' writer (which hands the entry out frozen) and through immer alike.
 */
import { describe, expect, it } from 'vitest';
import { IMMER, type Writer } from '../../src/engine/apply';
import { NO_HAND_DICE } from '../../src/engine/context';
import { COPY_ON_ACCESS } from '../../src/engine/copy-on-access';
import type { Order, OrderBook } from '../../src/engine/orders';
import { entryNow } from '../../src/engine/replaced-entry';
import type { Ctx } from '../../src/engine/ctx';
import { toy } from '../../src/rulesets/toy';
import type { ToyState, ToyTypes } from '../../src/rulesets/toy/types';
import { toyGame } from '../support/toy-game';

let literalCopies = 0;
const copyBook = (b: OrderBook): OrderBook => {
  literalCopies++;
  return { deadline: b.deadline, orders: b.orders, closed: b.closed };
};
const rules = { ...toy, replacedState: { book: copyBook } } as typeof toy;
const order = { player: 'p1', kind: 'vote', value: 'p2' } as unknown as Order;

describe.each([
  ['the playouts’ writer', COPY_ON_ACCESS],
  ['immer', IMMER],
] as [string, Writer][])('a replaced entry written through %s', (_, writer) => {
  const write = (s: ReturnType<typeof toyGame>, edit: (ctx: Ctx<ToyTypes>) => void) =>
    writer.mutate(rules, s, s.seq, NO_HAND_DICE(), (ctx) => edit(ctx as unknown as Ctx<ToyTypes>));

  it('is a new record with the patch, its other parts shared, the game before unchanged', () => {
    const s = toyGame('replaced');
    const book = (s.rs as ToyState).book;
    const before = JSON.stringify(s);
    literalCopies = 0;
    const after = write(s, (ctx) => {
      ctx.editEntry('book', { deadline: 'lundi' });
      ctx.pushEntry('book', 'orders', order);
      // What a rule reads afterwards in the same resolution is the new record.
      expect(entryNow(ctx.s.rs, 'book').deadline).toBe('lundi');
      expect(entryNow(ctx.s.rs, 'book').orders).toEqual([order]);
    });
    expect(JSON.stringify(s)).toBe(before);
    const written = (after.rs as ToyState).book;
    expect(written).not.toBe(book);
    expect(written).toEqual({ ...book, deadline: 'lundi', orders: [order] });
    expect(Object.keys(written)).toEqual(Object.keys(book));
    expect(book.orders).toEqual([]);
    expect(literalCopies).toBeGreaterThan(0);
  });

  it('keeps every key of a record the literal does not fit, in its order', () => {
    const s = toyGame('replaced');
    const odd = { closed: false, orders: [], deadline: null, extra: 1 };
    const base = { ...s, rs: { ...(s.rs as ToyState), book: odd } } as typeof s;
    const after = write(base, (ctx) => ctx.editEntry('book', { closed: true }));
    const written = (after.rs as ToyState).book;
    expect(Object.keys(written)).toEqual(Object.keys(odd));
    expect(written).toEqual({ ...odd, closed: true });
  });
});
