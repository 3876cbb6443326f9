/** The fast playouts give the very game `apply` gives: the toy ruleset, with its invoked action (`fast-support.ts`). */
import { describe, expect, it } from 'vitest';
import { toy } from '../../src/rulesets/toy';
import { expectSameGames } from './fast-support';

describe('fast toy playouts', () => {
  it('give the same 2 000 games as apply', () => {
    expect(expectSameGames(toy, 0, 2000).answers).toBeGreaterThan(2000);
  }, 120_000);
});
