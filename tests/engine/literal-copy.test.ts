/**
 * The playouts' writer copies a player, and a ruleset's state that gives its
 * own copy (`copyState`), by object literals (`engine/literal-copy.ts`): the
 * copy must be the generic deep copy's, key for key and in the same order, and
 * an object with other keys must keep them (copied the generic way). The
 * literals are of use only while a game's objects have their keys: checked
 * here on every ruleset's players and on each state that gives its copy.
 */
import { describe, expect, it } from 'vitest';
import { copyPlayer, PLAYER_KEYS, literalCopier } from '../../src/engine/literal-copy';
import { playout } from '../../src/engine/playout';
import { loadRuleset, PLAYABLE } from '../../src/rulesets/registry';
import { copyDay, copyNight, copyState, type QState } from '../../src/rulesets/quintebourg/state';
import type { AnyRuleset, GameSetup, Options } from '../../src/engine';

/** The generic deep copy (`copy-on-access.ts`' `copy`), for comparison. */
const deep = (v: unknown): unknown => (v === null || typeof v !== 'object' ? v : JSON.parse(JSON.stringify(v)));

function setupOf(rules: AnyRuleset, players: number): GameSetup {
  const options: Options = rules.id === 'quintebourg' ? { mode: 'V' } : {};
  return {
    rulesetId: rules.id,
    seed: 'literal-copy',
    options,
    players: Array.from({ length: players }, (_, i) => ({ id: `p${i + 1}`, name: `Joueur ${i + 1}` })),
    composition: rules.suggestComposition(players, options),
  };
}

describe('literal copies', () => {
  const player = {
    id: 'p1',
    name: 'Ana',
    seat: 0,
    role: 'loup',
    initialRole: 'loup',
    health: 'I',
    announced: { health: 'I', role: null },
    markers: { amour: 'p2', potions: { vie: 1 } },
  };

  it('copy a player as the deep copy does, sharing no object with it', () => {
    const c = copyPlayer(player, deep) as typeof player;
    expect(JSON.stringify(c)).toBe(JSON.stringify(player));
    expect(Object.keys(c)).toEqual(Object.keys(player));
    expect(c).not.toBe(player);
    expect(c.announced).not.toBe(player.announced);
    expect(c.markers).not.toBe(player.markers);
    expect(c.markers.potions).not.toBe(player.markers.potions);
    // Copied again (the literal's own copy): the same.
    expect(JSON.stringify(copyPlayer(c, deep))).toBe(JSON.stringify(player));
  });

  it('keep a player’s other keys and their order (the deep copy’s way)', () => {
    const extra = { ...player, revealed: true };
    const { markers: _m, ...missing } = player;
    const { id, name, ...rest } = player;
    const reordered = { name, id, ...rest };
    for (const p of [extra, missing, reordered]) {
      const c = copyPlayer(p, deep);
      expect(JSON.stringify(c)).toBe(JSON.stringify(p));
      expect(Object.keys(c as object)).toEqual(Object.keys(p));
    }
  });

  it('copy a state through the ruleset’s literal only where it has the literal’s keys', () => {
    let used = 0;
    const literal = (rs: { a: unknown; b: unknown }) => {
      used++;
      return { a: rs.a, b: rs.b };
    };
    const copier = literalCopier(literal)!;
    expect(literalCopier(literal)).toBe(copier);
    const same = { a: 1, b: [2] };
    used = 0;
    const c = copier(same);
    expect(c).toEqual(same);
    expect(c).not.toBe(same);
    expect(c.b).toBe(same.b);
    expect(used).toBeGreaterThan(0);
    // Another key, a missing key, another order: the spread's copy, every key kept in its place.
    for (const other of [{ a: 1, b: 2, c: 3 }, { a: 1 }, { b: 2, a: 1 }]) {
      const copied = copier(other);
      expect(Object.keys(copied)).toEqual(Object.keys(other));
      expect(copied).toEqual(other);
    }
    expect(literalCopier(undefined)).toBeNull();
  });

  it('fit every ruleset’s players, from the deal to the end of a game (the fast path is not silently off)', async () => {
    for (const { id } of PLAYABLE) {
      const rules = await loadRuleset(id);
      const { state } = playout(rules, setupOf(rules, 8), 'literal-copy', 400, { fast: true, simulated: true });
      for (const p of Object.values(state.players)) {
        expect(Object.keys(p), `${id} ${p.id}`).toEqual(PLAYER_KEYS);
        expect(Object.keys(p.announced), `${id} ${p.id}`).toEqual(['health', 'role']);
      }
    }
  });

  it('fit the state of every ruleset that gives copyState, at the start and at the end of a game, keys in order', async () => {
    const giving: string[] = [];
    for (const { id } of PLAYABLE) {
      const rules = await loadRuleset(id);
      if (rules.copyState === undefined) continue;
      giving.push(id);
      const start = playout(rules, setupOf(rules, 12), 'literal-copy', 0, { fast: true, simulated: true }).state;
      const end = playout(rules, setupOf(rules, 12), 'literal-copy', 2000, { fast: true, simulated: true }).state;
      expect(end.ended, id).not.toBeNull();
      for (const rs of [start.rs, end.rs] as Record<string, object>[]) {
        expect(Object.keys(rules.copyState(rs as never) as object), id).toEqual(Object.keys(rs));
        // Its entries replaced whole (`ctx.editEntry`) by their own literals: Quinte-bourg's night and day, Thiercelieux's night.
        for (const [key, literal] of Object.entries(rules.replacedState ?? {}) as [string, (e: never) => object][]) {
          expect(Object.keys(literal(rs[key] as never)), `${id} ${key}`).toEqual(Object.keys(rs[key]!));
        }
      }
    }
    // The rulesets whose state is copied by its literal: a ruleset that drops its copyState fails here.
    expect(giving.sort()).toEqual([
      'lychantropia',
      'newmilenium',
      'quintebourg',
      'quintebourg-revision',
      'thiercelieux',
    ]);
  });

  it('fit Quinte-bourg’s state at the start and at the end of a game: copyState has its keys, in order', async () => {
    const rules = await loadRuleset('quintebourg');
    const { state } = playout(rules, setupOf(rules, 12), 'literal-copy', 0, { fast: true, simulated: true });
    expect(Object.keys(copyState(state.rs as never))).toEqual(Object.keys(state.rs as object));
    const end = playout(rules, setupOf(rules, 12), 'literal-copy', 2000, { fast: true, simulated: true }).state;
    expect(Object.keys(end.rs as object)).toEqual(Object.keys(state.rs as object));
    // Its night and day, written through `ctx.editEntry`, by their literals.
    for (const rs of [state.rs, end.rs] as QState[]) {
      expect(Object.keys(copyNight(rs.night))).toEqual(Object.keys(rs.night));
      expect(Object.keys(copyDay(rs.day))).toEqual(Object.keys(rs.day));
    }
  });
});
