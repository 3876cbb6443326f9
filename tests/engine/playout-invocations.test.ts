/**
 * Random playouts may also invoke the ruleset's actions between calls (an
 * opt-in rate), so powers used « at any moment » meet the invariants too.
 */
import { describe, expect, it } from 'vitest';
import { replay, type GameSetup } from '../../src/engine';
import { playout } from '../../src/engine/playout';
import { toy } from '../../src/rulesets/toy';
import type { ToyState as Toy } from '../../src/rulesets/toy/types';

const setup: GameSetup = {
  rulesetId: 'toy',
  options: {},
  players: ['Ana', 'Bruno', 'Chloé', 'David'].map((name, i) => ({ id: `p${i + 1}`, name })),
  composition: ['chef', 'pion', 'pion', 'pion'],
  deal: { p1: 'chef', p2: 'pion', p3: 'pion', p4: 'pion' },
  seed: 'graine',
};

describe('playout invocations', () => {
  it('invokes nothing by default, with the very same answers as a rate of 0', () => {
    const plain = playout<Toy>(toy, setup, 'réponses');
    expect(plain.answers.some((a) => a.kind === 'invoke')).toBe(false);
    expect(playout<Toy>(toy, setup, 'réponses', undefined, { invokeRate: 0 }).answers).toEqual(plain.answers);
  });

  it('invokes available actions at the given rate; the answers log replays to the same state', () => {
    const r = playout<Toy>(toy, setup, 'réponses', undefined, { invokeRate: 0.5 });
    expect(r.errors).toEqual([]);
    const invoked = r.answers.filter((a) => a.kind === 'invoke');
    expect(invoked.length).toBeGreaterThan(0);
    expect(invoked.every((a) => a.kind === 'invoke' && a.action === 'reveil')).toBe(true);
    const again = replay<Toy>(toy, setup, r.answers);
    expect(again.ok && again.value.state).toEqual(r.state);
  });

  it('reports an action offered with nothing to answer', () => {
    const broken = {
      ...toy,
      actions: {
        vide: {
          id: 'vide',
          title: 'Vide',
          available: () => true,
          line: () => '',
          prompt: () => ({ kind: 'choice' as const, label: 'Rien', options: [] }),
          resolve() {},
        },
      },
    };
    const r = playout<Toy>(broken, setup, 'réponses', undefined, { invokeRate: 1 });
    expect(r.errors).toEqual(['action vide is available with nothing to answer']);
  });
});
