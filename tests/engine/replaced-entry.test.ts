/**
 * The one way to write an entry a ruleset replaces whole (`replacedState`):
 * `editEntry` and `pushEntry` (`engine/replaced-entry.ts`) make a new record
 * one level deep, its other parts shared, and leave the game before as it
 * was, through the playouts' writer (which hands the entry out frozen) and
 * through immer alike.
 */
import { describe, expect, it } from 'vitest';
import { IMMER, type Writer } from '../../src/engine/apply';
import { NO_HAND_DICE } from '../../src/engine/context';
import { COPY_ON_ACCESS } from '../../src/engine/copy-on-access';
import { editEntry, entryNow, pushEntry } from '../../src/engine/replaced-entry';
import type { Order } from '../../src/engine/orders';
import { toy } from '../../src/rulesets/toy';
import type { ToyState } from '../../src/rulesets/toy/types';
import { toyGame } from '../support/toy-game';

const rules = { ...toy, replacedState: ['book'] } as typeof toy;
const order: Order = { player: 'p1', kind: 'vote', value: 'p2', seq: 1 } as unknown as Order;

describe.each([
  ['the playouts’ writer', COPY_ON_ACCESS],
  ['immer', IMMER],
] as [string, Writer][])('a replaced entry written through %s', (_, writer) => {
  it('is a new record with the patch, its other parts shared, the game before unchanged', () => {
    const s = toyGame('replaced');
    const book = (s.rs as ToyState).book;
    const before = JSON.stringify(s);
    const after = writer.mutate(rules, s, s.seq, NO_HAND_DICE(), (ctx) => {
      const rs = ctx.s.rs as ToyState;
      editEntry(rs, 'book', { deadline: 'lundi' });
      pushEntry(rs, 'book', 'orders', order);
      // What a rule reads afterwards in the same resolution is the new record.
      expect(entryNow(rs, 'book').deadline).toBe('lundi');
      expect(entryNow(rs, 'book').orders).toEqual([order]);
    });
    expect(JSON.stringify(s)).toBe(before);
    const written = (after.rs as ToyState).book;
    expect(written).not.toBe(book);
    expect(written).toEqual({ ...book, deadline: 'lundi', orders: [order] });
    expect(book.orders).toEqual([]);
  });
});
