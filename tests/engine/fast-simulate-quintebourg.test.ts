/** The fast playouts give the very game `apply` gives: 2 000 Quinte-bourg games, modes V, M and E (`fast-support.ts`). */
import { describe, expect, it } from 'vitest';
import { quintebourg } from '../../src/rulesets/quintebourg';
import { expectSameGames } from './fast-support';

describe('fast Quinte-bourg playouts', () => {
  it('give the same 2 000 games as apply, in the three modes', () => {
    const modes = ['V', 'M', 'E'];
    for (let part = 0; part < 4; part++) {
      const seen = expectSameGames(quintebourg, part * 500, part * 500 + 500, { mode: modes[part % 3]! });
      expect(seen.answers).toBeGreaterThan(500);
    }
  }, 900_000);
});
