/**
 * Nothing secret reaches the public side. The properties run per ruleset
 * (public-<id>.test.ts, from public-props.ts); this file checks that every
 * playable ruleset has its file, and that the leak checker itself can fail.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apply, createGame, publicView, type GameSetup, type GameState } from '../../src/engine';
import { playout } from '../../src/engine/playout';
import { PLAYABLE } from '../../src/rulesets/registry';
import { thiercelieux } from '../../src/rulesets/thiercelieux';
import { leaks } from './leaks';
import { setupOf, statesUpTo } from './public-props';

it('runs the public side’s properties for every playable ruleset', () => {
  const files = readdirSync(new URL('.', import.meta.url));
  expect(PLAYABLE.map((r) => `public-${r.id}.test.ts`).filter((f) => !files.includes(f))).toEqual([]);
});

describe('the leak checker itself (it must be able to fail)', () => {
  const g = { players: 8, options: {}, seed: 'fuite', randomCards: false, invocations: 0 };
  const setup = (): GameSetup => setupOf(thiercelieux, g);

  it('finds the wolves’ target once a ruleset tells it in public', () => {
    const steps = thiercelieux.steps;
    const wolves = steps.loups;
    const leaky: typeof thiercelieux = {
      ...thiercelieux,
      steps: {
        ...steps,
        loups: {
          ...wolves,
          resolve: (ctx, v, a) =>
            wolves.resolve(
              // The context's own methods (`editEntry`…) stay reachable: only `emit` is replaced.
              Object.assign(Object.create(ctx) as typeof ctx, {
                emit: ((type, _vis, text, data) => ctx.emit(type, { to: 'public' }, text, data)) as typeof ctx.emit,
              }),
              v,
              a,
            ),
        },
      },
    };
    const r = playout(leaky, setup(), 'fuite/answers');
    const created = createGame(leaky, setup());
    if (!created.ok) throw new Error(created.error);
    const states: GameState[] = [created.value];
    for (const a of r.answers) {
      const next = apply(leaky, states[states.length - 1]!, a);
      if (next.kind !== 'accepted') throw new Error(next.reason);
      states.push(next.state);
      if (a.kind === 'answer' && a.step === 'loups') break;
    }
    const s = states[states.length - 1]!;
    const view = publicView(leaky, s);
    // The leaky event is public now, so the checker compares it with the honest ruleset's visibility.
    const honest = {
      ...s,
      events: s.events.map((e) => (e.type === 'loups' ? { ...e, vis: { to: 'players' as const, ids: [] } } : e)),
    };
    expect(leaks(thiercelieux, honest, view).some((l) => l.startsWith('players event "Les loups choisissent'))).toBe(
      true,
    );
    const nightfall = states.find((x) => x.clock.phase === 'night')!;
    expect(publicView(leaky, s)).not.toEqual(publicView(leaky, nightfall));
  });

  it('finds a planted card, a true health, a marker, a secret key', () => {
    const { states } = statesUpTo(thiercelieux, setup(), 'fuite/answers', 12);
    const s = states[states.length - 1]!;
    const view = publicView(thiercelieux, s);
    expect(leaks(thiercelieux, s, view)).toEqual([]);
    const wolf = s.order.find((id) => s.players[id]!.role === 'loup-garou')!;
    const plant = (f: (v: ReturnType<typeof publicView>) => void) => {
      const copy = structuredClone(view);
      f(copy);
      return leaks(thiercelieux, s, copy);
    };
    expect(plant((v) => (v.players.find((p) => p.id === wolf)!.roleName = 'Loup-Garou'))).not.toEqual([]);
    expect(plant((v) => v.log.push({ day: 1, phase: 'day', text: 'Ana est Loup-Garou.' }))).toEqual([
      'card "Loup-Garou" in "Ana est Loup-Garou."',
    ]);
    expect(plant((v) => Object.assign(v.players[0]!, { health: 'mort', alive: false }))).not.toEqual([]);
    expect(plant((v) => v.blocks.push({ kind: 'lines', title: 'Charmé', lines: [] }))).toEqual(['marker "Charmé"']);
    expect(plant((v) => Object.assign(v.players[0]!, { markers: {} }))).toEqual(['secret key "markers"']);
  });
});
