/**
 * The informed players (issue 15): the wolves (the Reptiliens) never aim at
 * their own and vote as one; the village votes against a wolf the seer found
 * while the seer lives; a last shot aims at a known enemy. Checked on the
 * answers the policy gave in real games.
 */
import { describe, expect, it } from 'vitest';
import type { GameState, Json } from '../../src/engine';
import { findingsIn } from '../../src/engine/informed';
import { playout } from '../../src/engine/playout';
import type { Policy, PolicyCall } from '../../src/engine/policy';
import { seats } from '../../src/balance/compositions';
import { quintebourg } from '../../src/rulesets/quintebourg';
import { informed as qbInformed } from '../../src/rulesets/quintebourg/policy';
import { inCamp } from '../../src/rulesets/quintebourg/queries';
import type { QGame } from '../../src/rulesets/quintebourg/types';
import { thiercelieux } from '../../src/rulesets/thiercelieux';
import { informed } from '../../src/rulesets/thiercelieux/policy';
import { alive } from '../../src/rulesets/thiercelieux/state';
import type { TGame } from '../../src/rulesets/thiercelieux/types';
import { campOf } from '../../src/rulesets/thiercelieux/win';
import { loadInformed } from '../../src/rulesets/registry';
import { simulate } from '../../src/cli/simulate';
import { differences } from '../../src/balance/compare';

interface Seen<S> {
  s: S;
  call: PolicyCall;
  value: Json | undefined;
}

/**
 * The policy, recording what it answered and on which state. A fast playout
 * never writes a state it has left, but its games share one growing log: the
 * state is kept with the log as it was.
 */
function spy<S extends GameState>(policy: Policy<S>, seen: Seen<S>[]): Policy<S> {
  return {
    id: policy.id,
    answer(s, call, rng) {
      const value = policy.answer(s, call, rng);
      seen.push({ s: { ...s, events: s.events.slice() }, call, value });
      return value;
    },
  };
}

const ballotsOf = (v: Json | undefined): Record<string, Json> =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? v : {};

describe('informed Thiercelieux players', () => {
  const seen: Seen<TGame>[] = [];
  for (let g = 0; g < 60; g++) {
    const n = 8 + (g % 8);
    playout(
      thiercelieux,
      {
        rulesetId: 'thiercelieux',
        options: {},
        players: seats(n),
        composition: thiercelieux.suggestComposition(n, {}),
        seed: `informed-${g}`,
      },
      `a-${g}`,
      2000,
      { policy: spy(informed, seen), fast: true },
    );
  }
  const wolf = (s: TGame, id: string) => campOf(s, id) === 'loups';

  it('the wolves never devour one of their own (004: the wolves choose a victim among the villagers)', () => {
    const attacks = seen.filter((x) => x.call.step === 'loups' && Array.isArray(x.value));
    expect(attacks.length).toBeGreaterThan(50);
    for (const a of attacks) for (const id of a.value as string[]) expect(wolf(a.s, id)).toBe(false);
  });

  it('the wolves vote as one, against a villager; the village votes against a wolf the living Voyante saw', () => {
    const votes = seen.filter((x) => x.call.step === 'vote' && x.value !== undefined);
    expect(votes.length).toBeGreaterThan(50);
    let followed = 0;
    for (const v of votes) {
      const ballots = ballotsOf(v.value);
      const wolves = Object.keys(ballots).filter((id) => wolf(v.s, id));
      const targets = new Set(wolves.map((id) => ballots[id]));
      expect(targets.size).toBeLessThanOrEqual(1);
      for (const t of targets) expect(typeof t === 'string' && wolf(v.s, t)).toBe(false);
      const found = new Set(
        findingsIn(v.s, ['voyante'])
          .filter((f) => alive(v.s, f.seer) && wolf(v.s, f.target))
          .map((f) => f.target),
      );
      const candidates = v.call.prompt.kind === 'ballots' ? v.call.prompt.candidates : [];
      const known = candidates.find((id) => found.has(id));
      if (known === undefined) continue;
      for (const [voter, target] of Object.entries(ballots)) if (!wolf(v.s, voter)) expect(target).toBe(known);
      followed++;
    }
    expect(followed).toBeGreaterThan(5);
  });

  it('the Chasseur’s last shot aims at a wolf the Voyante saw, when there is one', () => {
    const shots = seen.filter((x) => x.call.step === 'chasseur');
    expect(shots.length).toBeGreaterThan(5);
    for (const shot of shots) {
      const candidates = shot.call.prompt.kind === 'players' ? shot.call.prompt.candidates : [];
      const found = findingsIn(shot.s, ['voyante']).filter(
        (f) => alive(shot.s, f.seer) && wolf(shot.s, f.target) && candidates.includes(f.target),
      );
      if (found.length > 0) expect(found.map((f) => f.target)).toContain((shot.value as string[])[0]);
    }
  });
});

describe('informed Quinte-bourg players', () => {
  it('the Reptiliens never attack the house or room of one of their own, and vote as one', () => {
    const seen: Seen<QGame>[] = [];
    for (let g = 0; g < 12; g++) {
      playout(
        quintebourg,
        {
          rulesetId: 'quintebourg',
          options: { mode: 'V' },
          players: seats(12),
          composition: quintebourg.suggestComposition(12, { mode: 'V' }),
          seed: `qb-informed-${g}`,
        },
        `a-${g}`,
        2000,
        { policy: spy(qbInformed, seen), fast: true },
      );
    }
    const attacks = seen.filter((x) => x.call.step === 'reptiliens' && typeof x.value === 'string');
    expect(attacks.length).toBeGreaterThan(10);
    for (const a of attacks) {
      const target = String(a.value).split(':')[1]!;
      expect(inCamp(a.s, target, 'reptiliens')).toBe(false);
    }
    const votes = seen.filter((x) => x.call.step === 'vote' && x.value !== undefined);
    expect(votes.length).toBeGreaterThan(5);
    let together = 0;
    for (const v of votes) {
      const p = v.call.prompt;
      if (p.kind !== 'ballots') continue;
      const ballots = ballotsOf(v.value);
      const reptiliens = Object.keys(ballots).filter((id) => inCamp(v.s, id, 'reptiliens'));
      // A voter held to some candidates (a corrupted one, a law) may not join the others.
      const free = reptiliens.filter((id) => p.only?.[id] === undefined);
      const targets = new Set(free.map((id) => ballots[id]));
      expect(targets.size).toBeLessThanOrEqual(1);
      for (const t of targets) expect(typeof t === 'string' && inCamp(v.s, t, 'reptiliens')).toBe(false);
      if (free.length > 1) together++;
    }
    expect(together).toBeGreaterThan(0);
  });
});

describe('the difference skill makes', () => {
  it('is itself a report: random against informed players on the same seeds, camp by camp', async () => {
    const random = simulate(thiercelieux, { games: 150, players: 10, seed: 'skill', options: {} });
    const skilled = simulate(
      thiercelieux,
      { games: 150, players: 10, seed: 'skill', options: {} },
      await loadInformed('thiercelieux'),
    );
    expect(random.policy).toBe('random');
    expect(skilled.policy).toBe('informed');
    const wins = (r: typeof random) => Object.fromEntries(Object.entries(r.camps).map(([c, x]) => [c, x.wins]));
    const diff = differences({ games: 150, wins: wins(random) }, { games: 150, wins: wins(skilled) });
    const village = diff.find((d) => d.camp === 'village')!;
    expect(village.delta).toBeCloseTo(skilled.camps.village!.rate - random.camps.village!.rate, 3);
    await expect(loadInformed('lychantropia')).rejects.toThrow('Pas de joueurs «\u00a0informés\u00a0»');
  });
});
