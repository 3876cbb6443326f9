/** The fast playouts give the very game `apply` gives: 2 000 NewMilenium games (`fast-support.ts`). */
import { describe, expect, it } from 'vitest';
import { newmilenium } from '../../src/rulesets/newmilenium';
import { expectSameGames } from './fast-support';

describe('fast NewMilenium playouts', () => {
  it('give the same 2 000 games as apply', () => {
    const seen = expectSameGames(newmilenium, 0, 2000);
    expect(seen.players.size).toBeGreaterThan(10);
  }, 600_000);
});
