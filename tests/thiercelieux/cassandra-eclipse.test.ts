/**
 * Cassandra's tally stops at two (004:110: two wolves and the game is over;
 * two innocents and she is out). After an eclipse of the sun (004:97), the
 * dawn reveals two nights' dead at once, two of her bullets among them: the
 * long random sweep (`npm run test:long`) found games where her tally then
 * read three wolves. Those very games, as the sweep drew them.
 */
import { describe, expect, it } from 'vitest';
import { balanceSetup } from '../../src/cli/simulate';
import { gameSetup } from '../../src/balance/games';
import { playout } from '../../src/engine/playout';
import { thiercelieux } from '../../src/rulesets/thiercelieux';
import { drawnArgs } from '../property/option-sets';

/** Game `k` of the long sweep, played as it played it (every answer checked). */
function sweepGame(k: number) {
  const setup = balanceSetup(thiercelieux, drawnArgs(thiercelieux, k), 'random');
  const game = gameSetup(thiercelieux, setup, 0);
  return playout(thiercelieux, game, `${game.seed}-answers`, 5000, { invokeRate: setup.invokeRate ?? 0 });
}

describe('Cassandra after an eclipse of the sun (004:97, 110)', () => {
  it('a dawn revealing two of her wolves counts two, and she wins', () => {
    const r = sweepGame(31673);
    expect(r.violations).toEqual([]);
    // Two silver bullets on wolves revealed at the same dawn (Hugo, shot the eclipse night, and Ana).
    const shots = r.state.events.filter((e) => e.type === 'cassandra');
    expect(shots.length).toBeGreaterThanOrEqual(3);
    const cassandra = Object.values(r.state.players).find((p) => p.role === 'cassandra')!;
    expect(cassandra.markers.cassandraLoups).toBe(2);
    expect(r.state.ended?.camps).toEqual(['cassandra']);
  });

  it('the sweep’s other game breaks no invariant either', () => {
    expect(sweepGame(8743).violations).toEqual([]);
  });
});
