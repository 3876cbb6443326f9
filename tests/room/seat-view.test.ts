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
import { thiercelieux } from '../../src/rulesets/thiercelieux';
import { gameArb, setupOf } from '../property/public-props';
import { runs, TIMEOUT } from '../property/runs';

const names = (vis: Visibility, id: PlayerId): boolean => vis.to === 'players' && vis.ids.includes(id);

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
    rs: null,
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
