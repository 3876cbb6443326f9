/** The fast playouts give the very game `apply` gives: 2 000 Lychantropia games (`fast-support.ts`). */
import { describe, expect, it } from 'vitest';
import { lychantropia } from '../../src/rulesets/lychantropia';
import { expectSameGames } from './fast-support';

describe('fast Lychantropia playouts', () => {
  it('give the same 2 000 games as apply', () => {
    const seen = expectSameGames(lychantropia, 0, 2000);
    expect(seen.players.size).toBeGreaterThan(10);
  }, 600_000);
});
