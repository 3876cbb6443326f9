/**
 * The records the playouts' writer hands out entry by entry (`players`,
 * `rs`, `posts`, `tokens`; `copy-on-access.ts`): a record is copied only when
 * the rule writes into it or reads one of its objects, so a record only read
 * keeps its identity (the end check and the identity caches rely on it); a
 * key added or removed shows at once to every way of reading the record; a
 * frozen base (an immer state) is copied at once, and still never written.
 */
import { describe, expect, it } from 'vitest';
import { NO_HAND_DICE } from '../../src/engine/context';
import { COPY_ON_ACCESS } from '../../src/engine/copy-on-access';
import { asItStands } from '../../src/engine/part-as-it-stands';
import type { OrderBook } from '../../src/engine/orders';
import type { GameState } from '../../src/engine/types';
import { toy } from '../../src/rulesets/toy';
import { toyGame } from '../support/toy-game';

const started = (): GameState => toyGame('records');

/** A deep freeze, as immer leaves a state it made. */
function frozen<T>(value: T): T {
  if (value !== null && typeof value === 'object') {
    for (const v of Object.values(value)) frozen(v);
    Object.freeze(value);
  }
  return value;
}

const throws = (edit: () => void): boolean => {
  try {
    edit();
    return false;
  } catch (e) {
    return e instanceof TypeError;
  }
};

describe('the copy-on-access writer’s records', () => {
  it('hands back a record only read as the very record it started from', () => {
    const s = started();
    const before = JSON.stringify(s);
    let seen: unknown[] = [];
    const after = COPY_ON_ACCESS.mutate(toy, s, s.seq, NO_HAND_DICE(), (ctx) => {
      const players = ctx.s.players;
      seen = [
        players.p1!.name === undefined,
        'p2' in players,
        Object.keys(players).length,
        asItStands(players).p3 === s.players.p3,
        asItStands(ctx.s.rs as object) === s.rs,
      ];
      ctx.s.clock = { ...ctx.s.clock, day: 4 };
    });
    expect(seen).toEqual([false, true, 4, true, true]);
    expect(JSON.stringify(s)).toBe(before);
    expect(after.players).not.toBe(s.players);
    // Only the player whose object was read is a new copy; the others, and `rs` (read as it stands), are shared.
    expect(after.players.p2).toBe(s.players.p2);
    expect(after.rs).toBe(s.rs);
    const untouched = COPY_ON_ACCESS.mutate(toy, s, s.seq, NO_HAND_DICE(), (ctx) => {
      void asItStands(ctx.s.players).p1!.name;
      void Object.keys(ctx.s.posts);
    });
    expect(untouched.players).toBe(s.players);
    expect(untouched.posts).toBe(s.posts);
  });

  it('shows a write, a key added and a key removed to every read, in the new game only', () => {
    const s = started();
    const book = (s.rs as { book: unknown }).book;
    const before = JSON.stringify(s);
    let inside: unknown[] = [];
    const after = COPY_ON_ACCESS.mutate(toy, s, s.seq, NO_HAND_DICE(), (ctx) => {
      const players = ctx.s.players;
      players.p2!.markers.marque = true;
      const rs = ctx.s.rs as unknown as Record<string, unknown>;
      rs.extra = { n: 1 };
      delete rs.lastRoll;
      inside = [
        asItStands(players).p2!.markers.marque,
        'extra' in rs,
        'lastRoll' in rs,
        Object.keys(rs),
        Object.entries(asItStands(rs)).length,
        { ...asItStands(rs) },
        Object.prototype.hasOwnProperty.call(rs, 'extra'),
        Object.getOwnPropertyDescriptor(rs, 'lastRoll'),
      ];
    });
    expect(inside).toEqual([true, true, false, ['book', 'extra'], 2, { book, extra: { n: 1 } }, true, undefined]);
    expect(JSON.stringify(s)).toBe(before);
    expect(after.players.p2!.markers.marque).toBe(true);
    expect(after.players.p1).toBe(s.players.p1);
    expect(after.rs).toEqual({ book, extra: { n: 1 } });
    // The entry never read is the base's own.
    expect((after.rs as { book: unknown }).book).toBe(book);
  });

  it('hands out an entry the ruleset replaces whole as it stands, frozen to its leaves (`replacedState`)', () => {
    const rules = { ...toy, replacedState: { book: (b: OrderBook) => ({ ...b }) } } as typeof toy;
    const s = started();
    const book = (s.rs as { book: Record<string, unknown> }).book;
    const before = JSON.stringify(s);
    const tries: boolean[] = [];
    const after = COPY_ON_ACCESS.mutate(rules, s, s.seq, NO_HAND_DICE(), (ctx) => {
      const rs = ctx.s.rs as unknown as { book: Record<string, unknown> };
      tries.push(rs.book === book, Object.isFrozen(book));
      // An edit in place would write the game before: it fails, one level down too.
      tries.push(throws(() => (rs.book.extra = 1)));
      const orders = book.orders as unknown[];
      tries.push(Array.isArray(orders) && throws(() => orders.push(1)));
      rs.book = { ...rs.book, extra: 1 };
    });
    expect(tries).toEqual([true, true, true, true]);
    expect(JSON.stringify(s)).toBe(before);
    expect((after.rs as { book: unknown }).book).toEqual({ ...book, extra: 1 });
    // Without the declaration the entry is a private deep copy, as before.
    COPY_ON_ACCESS.mutate(toy, s, s.seq, NO_HAND_DICE(), (ctx) => {
      expect((ctx.s.rs as unknown as { book: unknown }).book).not.toBe(book);
    });
  });

  it('copies a frozen base’s record at once and leaves the base as it was', () => {
    const s = frozen(started());
    const before = JSON.stringify(s);
    const after = COPY_ON_ACCESS.mutate(toy, s, s.seq, NO_HAND_DICE(), (ctx) => {
      expect(ctx.s.players.p1!.name).toBe(s.players.p1!.name);
      ctx.s.players.p3!.markers.marque = true;
      (ctx.s.rs as unknown as Record<string, unknown>).extra = 1;
    });
    expect(JSON.stringify(s)).toBe(before);
    expect(after.players.p3!.markers.marque).toBe(true);
    expect(after.players.p2).toBe(s.players.p2);
    expect((after.rs as unknown as Record<string, unknown>).extra).toBe(1);
  });
});
