/**
 * The playouts' writer (`copy-on-access.ts`) hands a resolution a view of
 * the game with a getter and a setter per part: what it writes lands in the
 * new game only, with the keys in the game's order; parts it never touched
 * are shared; a game with a key the view does not know goes through a proxy.
 */
import { describe, expect, it } from 'vitest';
import { NO_HAND_DICE } from '../../src/engine/context';
import { COPY_ON_ACCESS } from '../../src/engine/copy-on-access';
import type { GameState } from '../../src/engine/types';
import { toy } from '../../src/rulesets/toy';
import { toyGame } from '../support/toy-game';

const started = (): GameState => toyGame('view');

describe('the copy-on-access writer', () => {
  it('writes into copies: the game it started from is unchanged, untouched parts are shared, keys keep their order', () => {
    const s = started();
    const before = JSON.stringify(s);
    const after = COPY_ON_ACCESS.mutate(toy, s, s.seq, NO_HAND_DICE(), (ctx) => {
      ctx.s.clock = { ...ctx.s.clock, day: 9 };
      ctx.s.players.p2!.markers.vu = true;
    });
    expect(JSON.stringify(s)).toBe(before);
    expect(after.clock.day).toBe(9);
    expect(after.players.p2!.markers).toEqual({ ...s.players.p2!.markers, vu: true });
    expect(after.players.p1).toBe(s.players.p1);
    expect(after.setup).toBe(s.setup);
    expect(after.order).toBe(s.order);
    expect(Object.keys(after)).toEqual(Object.keys(s));
  });

  it('hands the seating out as it stands, frozen: an edit in place fails, a replacement is kept', () => {
    const s = started();
    const after = COPY_ON_ACCESS.mutate(toy, s, s.seq, NO_HAND_DICE(), (ctx) => {
      expect(ctx.s.order).toBe(s.order);
      expect(() => {
        ctx.s.order.reverse();
      }).toThrow(TypeError);
      ctx.s.order = [...s.order].reverse();
    });
    expect(after.order).toEqual([...s.order].reverse());
    expect(s.order).not.toEqual(after.order);
  });

  it('adds a part the game had no key for after the others (the MJ’s first token)', () => {
    const s = started();
    expect('tokens' in s).toBe(false);
    const after = COPY_ON_ACCESS.mutate(toy, s, s.seq, NO_HAND_DICE(), (ctx) => {
      ctx.s.tokens = { p1: [] };
    });
    expect(Object.keys(after)).toEqual([...Object.keys(s), 'tokens']);
    expect(after.tokens).toEqual({ p1: [] });
  });

  it('gives the same game from a base without tokens (made as one literal) as from the same base with its keys in another order (made by a spread)', () => {
    const s = started();
    expect(Object.keys(s)).toEqual([
      'rulesetId',
      'setup',
      'seq',
      'clock',
      'order',
      'players',
      'spare',
      'posts',
      'rng',
      'agenda',
      'done',
      'events',
      'ended',
      'rs',
    ]);
    const write = (base: GameState) =>
      COPY_ON_ACCESS.mutate(toy, base, base.seq, NO_HAND_DICE(), (ctx) => {
        ctx.s.seq = 7;
        ctx.s.players.p3!.markers.vu = true;
        ctx.s.done = ['x'];
      });
    const literal = write(s);
    const { rulesetId, ...rest } = s;
    const reordered = { ...rest, rulesetId } as GameState;
    const spread = write(reordered);
    expect(Object.keys(literal)).toEqual(Object.keys(s));
    expect(Object.keys(spread)).toEqual(Object.keys(reordered));
    expect({ ...spread }).toEqual({ ...literal });
    expect([literal.seq, literal.done, literal.players.p3!.markers.vu]).toEqual([7, ['x'], true]);
    expect(literal.players.p1).toBe(s.players.p1);
    // A game holding MJ tokens keeps them through the next resolution (not the literal's shape).
    const tokens = COPY_ON_ACCESS.mutate(toy, literal, literal.seq, NO_HAND_DICE(), (ctx) => {
      ctx.s.tokens = { p1: [] };
    });
    const next = write(tokens);
    expect(Object.keys(next)).toEqual([...Object.keys(s), 'tokens']);
    expect(next.tokens).toEqual({ p1: [] });
  });

  it('writes a game with a key it does not know through a proxy, that key included', () => {
    const s = { ...started(), extra: { n: 1 } };
    const after = COPY_ON_ACCESS.mutate(toy, s, s.seq, NO_HAND_DICE(), (ctx) => {
      const game: Record<string, unknown> = ctx.s;
      const extra = game.extra;
      if (extra && typeof extra === 'object' && 'n' in extra) extra.n = 2;
      ctx.s.clock = { ...ctx.s.clock, day: 5 };
    });
    expect(s.extra.n).toBe(1);
    expect((after as typeof s).extra.n).toBe(2);
    expect(after.clock.day).toBe(5);
    expect(Object.keys(after)).toEqual(Object.keys(s));
  });
});
