/**
 * A vote may narrow some voters' choice (Quinte-bourg's laws of the day:
 * « chacun ne peut voter que contre un de ses deux voisins »,
 * 000_a045abd3825f1297.txt:665): the prompt carries each voter's allowed
 * targets, the engine refuses others, random playouts respect them, and the
 * public tally ignores a draft ballot outside them.
 */
import { describe, expect, it } from 'vitest';
import { checkPrompt } from '../../src/engine/read-answer';
import { randomValue } from '../../src/engine/playout';
import { seedRng } from '../../src/engine/random';
import type { GameState, Prompt } from '../../src/engine';

const s = {
  players: { a: { name: 'Ana' }, b: { name: 'Bruno' }, c: { name: 'Chloé' }, d: { name: 'David' } },
} as unknown as GameState;

const prompt: Extract<Prompt, { kind: 'ballots' }> = {
  kind: 'ballots',
  label: 'Votes',
  voters: [
    { id: 'a', weight: 1 },
    { id: 'b', weight: 1 },
  ],
  candidates: ['a', 'b', 'c', 'd'],
  allowBlank: false,
  only: { a: ['b', 'd'] },
};

describe('per-voter candidates in a vote', () => {
  it('refuses a ballot outside the voter’s allowed targets, accepts the others', () => {
    expect(checkPrompt(s, prompt, { a: 'c', b: 'c' })).toBe('Ana ne peut pas voter contre Chloé.');
    expect(checkPrompt(s, prompt, { a: 'd', b: 'c' })).toBeNull();
    // A voter without a restriction still chooses among all candidates.
    expect(checkPrompt(s, prompt, { a: 'b', b: 'a' })).toBeNull();
  });

  it('random answers keep to each voter’s allowed targets', () => {
    const rng = seedRng('x');
    for (let i = 0; i < 200; i++) {
      const v = randomValue(prompt, rng) as Record<string, string>;
      expect(['b', 'd']).toContain(v.a);
      expect(checkPrompt(s, prompt, v)).toBeNull();
    }
  });
});
