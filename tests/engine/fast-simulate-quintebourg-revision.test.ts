/** The fast playouts give the very game `apply` gives: 2 000 games of the Quinte-bourg revision (`fast-support.ts`). */
import { describe, expect, it } from 'vitest';
import { quintebourgRevision } from '../../src/rulesets/quintebourg-revision';
import { expectSameGames } from './fast-support';

describe('fast Quinte-bourg revision playouts', () => {
  it('give the same 2 000 games as apply', () => {
    const seen = expectSameGames(quintebourgRevision, 0, 2000);
    expect(seen.players.size).toBeGreaterThan(10);
  }, 600_000);
});
