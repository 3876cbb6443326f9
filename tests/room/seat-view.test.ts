/**
 * A player's phone receives only what the rules tell that player (issue 22):
 * the card he was dealt, the events whose visibility names him, the current
 * call's documents addressed to him. Checked as non-interference over random
 * games of every playable ruleset: erasing everything he may not know (the
 * MJ's events, other players' private events, every other card, true
 * health, markers, the ruleset's state, other players' documents) leaves his
 * projection unchanged, so it cannot depend on any of it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  effectsOf,
  roleName,
  seatView,
  type AnyRuleset,
  type Effect,
  type GameState,
  type PlayerId,
  type SeatView,
  type Visibility,
} from '../../src/engine';
import { playout } from '../../src/engine/playout';
import { loadRuleset, PLAYABLE } from '../../src/rulesets/registry';
import { newmilenium } from '../../src/rulesets/newmilenium';
import type { NState } from '../../src/rulesets/newmilenium/types';
import { quintebourg } from '../../src/rulesets/quintebourg';
import type { QState } from '../../src/rulesets/quintebourg/types';
import { thiercelieux } from '../../src/rulesets/thiercelieux';
import { gameArb, setupOf } from '../property/public-props';
import { runs, TIMEOUT } from '../property/runs';

const names = (vis: Visibility, id: PlayerId): boolean => vis.to === 'players' && vis.ids.includes(id);

/**
 * The ruleset's state cut down to `id`'s own entries: of every record keyed by
 * player, only his (his hand, his cards); everything else erased. The extra
 * cards he holds may read those, nothing more.
 */
function ownOnly(rs: unknown, id: PlayerId, order: readonly PlayerId[]): unknown {
  if (!rs || typeof rs !== 'object') return null;
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rs)) {
    if (!value || typeof value !== 'object' || Array.isArray(value)) continue;
    const keys = Object.keys(value);
    // An empty record (nothing dealt yet) is kept empty: it tells nothing.
    if (keys.every((k) => order.includes(k)))
      kept[key] = id in value ? { [id]: (value as Record<string, unknown>)[id] } : {};
  }
  return kept;
}

/** The state and effects with everything `id` may not know erased or replaced. */
function scrubbed(s: GameState, effects: readonly Effect[], id: PlayerId): [GameState, Effect[]] {
  const players = Object.fromEntries(
    Object.entries(s.players).map(([pid, p]) => [
      pid,
      pid === id
        ? { ...p, role: 'x', health: 'x', markers: {} }
        : { ...p, role: 'x', initialRole: 'x', health: 'x', markers: {}, name: `?${pid}` },
    ]),
  );
  const state = {
    ...s,
    players: { ...players, [id]: { ...players[id]!, name: s.players[id]!.name } },
    events: s.events.filter((e) => names(e.vis, id)),
    rs: ownOnly(s.rs, id, s.order),
    agenda: [],
    posts: {},
  } as unknown as GameState;
  const kept = effects.flatMap((e): Effect[] =>
    e.type === 'documents' ? [{ ...e, docs: e.docs.filter((d) => names(d.audience, id)) }] : [],
  );
  return [state, kept];
}

type Projection = (rules: AnyRuleset, s: GameState, id: PlayerId, effects: readonly Effect[]) => SeatView | null;

/** The players whose projection depends on something they may not know. */
function leaking(project: Projection, rules: AnyRuleset, s: GameState): PlayerId[] {
  const effects = effectsOf(rules, s);
  return s.order.filter((id) => {
    const [s2, e2] = scrubbed(s, effects, id);
    return JSON.stringify(project(rules, s, id, effects)) !== JSON.stringify(project(rules, s2, id, e2));
  });
}

describe('a seat’s projection', () => {
  it('holds his dealt card and the events naming him, oldest first', () => {
    const r = playout(
      thiercelieux,
      setupOf(thiercelieux, { players: 8, options: {}, seed: 'siège', randomCards: false, invocations: 0 }),
      'siège/answers',
      40,
    );
    const s = r.state;
    for (const id of s.order) {
      const v = seatView(thiercelieux, s, id, effectsOf(thiercelieux, s))!;
      expect(v.player).toEqual({ id, name: s.players[id]!.name, seat: s.players[id]!.seat });
      expect(v.card).toBe(thiercelieux.roles.find((role) => role.id === s.players[id]!.initialRole)!.name);
      expect(v.told.map((t) => t.text)).toEqual(s.events.filter((e) => names(e.vis, id)).map((e) => e.text));
    }
    // Some player was told something of his own by then (a wolf, the seer): the test reads real private events.
    expect(s.order.some((id) => seatView(thiercelieux, s, id, [])!.told.length > 0)).toBe(true);
    expect(seatView(thiercelieux, s, 'nobody', [])).toBeNull();
  });

  it('holds the other cards he was handed: NewMilenium’s two roles (003:3, 003:48)', () => {
    const s = playout(
      newmilenium,
      setupOf(newmilenium, { players: 10, options: {}, seed: 'mains', randomCards: false, invocations: 0 }),
      'mains/answers',
      40,
    ).state as GameState<NState>;
    for (const id of s.order) {
      const hand = s.rs.hands[id]!.roles;
      expect(hand).toHaveLength(2);
      expect(seatView(newmilenium, s, id, [])!.extra).toEqual(hand.map((r) => roleName(newmilenium, r)));
    }
  });

  it('holds the other cards he was handed: Quinte-bourg’s effect card, a lover’s alibi too (000:116-118)', () => {
    let lovers = 0;
    for (const seed of ['alibi', 'alibi2', 'alibi3', 'alibi4']) {
      const s = playout(
        quintebourg,
        setupOf(quintebourg, { players: 12, options: {}, seed, randomCards: true, invocations: 0 }),
        `${seed}/answers`,
        60,
      ).state as GameState<QState>;
      for (const id of s.order) {
        const c = s.rs.cards[id]!;
        const v = seatView(quintebourg, s, id, [])!;
        expect(v.card).toBe(roleName(quintebourg, s.players[id]!.initialRole));
        expect(v.extra).toEqual([c.alibi, c.effect].filter((x) => !!x).map((x) => roleName(quintebourg, x!)));
        if (c.alibi) lovers++;
      }
      expect(s.order.some((id) => s.rs.cards[id]!.effect)).toBe(true);
    }
    // The deals held lovers: the alibi was read, not only the effect card.
    expect(lovers).toBeGreaterThan(0);
  });

  it('a one-card ruleset hands no extra card', () => {
    const s = playout(
      thiercelieux,
      setupOf(thiercelieux, { players: 8, options: {}, seed: 'seul', randomCards: false, invocations: 0 }),
      'seul/answers',
      20,
    ).state;
    for (const id of s.order) expect(seatView(thiercelieux, s, id, [])!.extra).toEqual([]);
  });

  it('the check itself fails on a projection that shows the MJ’s events or another card', () => {
    const r = playout(
      thiercelieux,
      setupOf(thiercelieux, { players: 8, options: {}, seed: 'fuite', randomCards: false, invocations: 0 }),
      'fuite/answers',
      40,
    );
    const mjToo: Projection = (rules, s, id, effects) => {
      const v = seatView(rules, s, id, effects);
      return (
        v && {
          ...v,
          told: s.events
            .filter((e) => e.vis.to !== 'public')
            .map((e) => ({ day: e.day, phase: e.phase, text: e.text })),
        }
      );
    };
    const neighbour: Projection = (rules, s, id, effects) => {
      const v = seatView(rules, s, id, effects);
      const next = s.order[(s.order.indexOf(id) + 1) % s.order.length]!;
      return v && { ...v, card: `${v.card} / ${s.players[next]!.role}` };
    };
    expect(leaking(mjToo, thiercelieux, r.state)).not.toEqual([]);
    expect(leaking(neighbour, thiercelieux, r.state)).toEqual(r.state.order);
    expect(leaking(seatView, thiercelieux, r.state)).toEqual([]);
  });

  it('the check itself fails on extra cards read from another player’s hand', () => {
    const s = playout(
      newmilenium,
      setupOf(newmilenium, { players: 10, options: {}, seed: 'voisin', randomCards: false, invocations: 0 }),
      'voisin/answers',
      40,
    ).state;
    const neighbourHand: Projection = (rules, st, id, effects) => {
      const v = seatView(rules, st, id, effects);
      const next = st.order[(st.order.indexOf(id) + 1) % st.order.length]!;
      return v && { ...v, extra: rules.cardsOf!(st, next) };
    };
    expect(leaking(neighbourHand, newmilenium, s)).not.toEqual([]);
    expect(leaking(seatView, newmilenium, s)).toEqual([]);
  });

  for (const info of PLAYABLE) {
    it(
      `never depends on what ${info.id}’s rules keep from that player (random games)`,
      async () => {
        const rules = await loadRuleset(info.id);
        fc.assert(
          fc.property(gameArb(rules), fc.integer({ min: 0, max: 220 }), (g, cut) => {
            const r = playout(rules, setupOf(rules, g), `${g.seed}/answers`, cut, { invokeRate: g.invocations });
            expect(leaking(seatView, rules, r.state)).toEqual([]);
          }),
          { numRuns: runs(12, 1000) },
        );
      },
      TIMEOUT,
    );
  }
});
