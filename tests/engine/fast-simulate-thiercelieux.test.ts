/** The fast playouts give the very game `apply` gives: 2 000 Thiercelieux games (`fast-support.ts`). */
import { describe, expect, it } from 'vitest';
import { thiercelieux } from '../../src/rulesets/thiercelieux';
import { expectSameGames } from './fast-support';

describe('fast Thiercelieux playouts', () => {
  it('give the same 2 000 games as apply, from 4 to 40 players', () => {
    const seen = expectSameGames(thiercelieux, 0, 2000);
    expect(Math.min(...seen.players)).toBe(4);
    expect(Math.max(...seen.players)).toBe(40);
  }, 240_000);
});
