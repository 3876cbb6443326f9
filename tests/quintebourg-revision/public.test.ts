/**
 * The players' screen with the powers invoked at any moment (the property
 * test in tests/property/public.test.ts covers the calls; these games also
 * invoke the kills, conversions and resurrections): nothing secret, and at
 * night nothing at all — a night's death, conversion or return is told at
 * dawn (001:10, 75, 76).
 */
import { describe, expect, it } from 'vitest';
import { apply, createGame, publicView, type GameState } from '../../src/engine';
import { playout } from '../../src/engine/playout';
import { playerNames } from '../../src/cli/simulate';
import { quintebourgRevision } from '../../src/rulesets/quintebourg-revision';
import { leaks } from '../property/leaks';

function states(players: number, seed: string, options: Record<string, boolean | string> = {}): GameState[] {
  const setup = {
    rulesetId: quintebourgRevision.id,
    options,
    players: playerNames(players).map((name, i) => ({ id: `p${i + 1}`, name })),
    composition: quintebourgRevision.suggestComposition(players, options),
    seed,
  };
  const r = playout(quintebourgRevision, setup, `${seed}/answers`, 1500, { invokeRate: 0.15 });
  const created = createGame(quintebourgRevision, setup);
  if (!created.ok) throw new Error(created.error);
  const out: GameState[] = [created.value];
  for (const a of r.answers) {
    const next = apply(quintebourgRevision, out[out.length - 1]!, a);
    if (next.kind !== 'accepted') throw new Error(next.reason);
    out.push(next.state);
  }
  return out;
}

describe('the public side with powers invoked', () => {
  it.each([
    [8, 'pub-a', {}],
    [12, 'pub-b', { carnage: true }],
    [16, 'pub-c', { adjoints: true, mjCourageux: true }],
  ] as const)(
    '%i players (%s): no secret, and nothing of the night before dawn',
    (players, seed, options) => {
      const all = states(players, seed, options);
      expect(all.length).toBeGreaterThan(100);
      for (const s of all) {
        expect(leaks(quintebourgRevision, s, publicView(quintebourgRevision, s))).toEqual([]);
        if (s.clock.phase !== 'night') continue;
        const nightfall = all.find((x) => x.clock.phase === 'night' && x.clock.day === s.clock.day)!;
        expect(publicView(quintebourgRevision, s)).toEqual(publicView(quintebourgRevision, nightfall));
      }
    },
    120000,
  );
});
