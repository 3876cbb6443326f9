/**
 * A balance run's counts: split in slices (as workers play them) and merged,
 * they equal one thread's; the figures read them right.
 */
import { describe, expect, it } from 'vitest';
import { RANDOM_POLICY } from '../../src/engine/policy';
import type { BalanceSetup } from '../../src/balance/games';
import { playGame } from '../../src/balance/games';
import { runGames } from '../../src/balance/run';
import { summarize, villageRate } from '../../src/balance/summary';
import { emptyTally, merge } from '../../src/balance/tally';
import { thiercelieux } from '../../src/rulesets/thiercelieux';
import { simulate } from '../../src/cli/simulate';

const fixed: BalanceSetup = {
  rulesetId: 'thiercelieux',
  options: {},
  players: 10,
  cards: thiercelieux.suggestComposition(10, {}),
  seed: 'tally',
  policy: 'random',
};
const randomCards: BalanceSetup = { ...fixed, cards: null, seed: 'tally-random' };

describe('balance tally', () => {
  it('merges slices into the very counts of one thread, in any order', () => {
    const whole = runGames(thiercelieux, randomCards, RANDOM_POLICY, 0, 120).tally;
    const slices = [
      [0, 17],
      [17, 60],
      [60, 61],
      [61, 120],
    ].map(([from, to]) => runGames(thiercelieux, randomCards, RANDOM_POLICY, from!, to!).tally);
    expect(slices.reduce(merge, emptyTally())).toEqual(whole);
    expect([...slices].reverse().reduce(merge, emptyTally())).toEqual(whole);
  });

  it('counts what the games did: wins by camp, nights, dealt cards and survivors', () => {
    const { tally, records } = runGames(thiercelieux, fixed, RANDOM_POLICY, 0, 60, { records: true });
    expect(records.map((r) => r.index)).toEqual(Array.from({ length: 60 }, (_, i) => i));
    expect(tally.games).toBe(60);
    expect(tally.finished).toBe(records.filter((r) => r.finished).length);
    expect(tally.wins.village).toBe(records.filter((r) => r.camps.includes('village')).length);
    expect(Object.values(tally.nights).reduce((a, b) => a + b, 0)).toBe(60);
    expect(tally.cards['loup-garou']!.dealt).toBe(60 * fixed.cards!.filter((c) => c === 'loup-garou').length);
    const wolvesAlive = records.reduce(
      (n, r) => n + r.dealt.filter((c, i) => c === 'loup-garou' && r.survived[i]).length,
      0,
    );
    expect(tally.cards['loup-garou']!.survived).toBe(wolvesAlive);
    expect(tally.withProblems).toBe(0);
  });

  it('plays game i the same whoever plays it, and as `simulate` on the command line', () => {
    expect(playGame(thiercelieux, fixed, 7, RANDOM_POLICY)).toEqual(
      runGames(thiercelieux, fixed, RANDOM_POLICY, 7, 8, { records: true }).records[0],
    );
    const cli = simulate(thiercelieux, { games: 40, players: 10, seed: 'tally', options: {} });
    const lab = runGames(thiercelieux, fixed, RANDOM_POLICY, 0, 40).tally;
    expect(cli.camps.village?.wins ?? 0).toBe(lab.wins.village ?? 0);
    expect(cli.meanNights).toBe(Math.round((lab.nightsTotal / 40) * 100) / 100);
  });

  it('names the village (the camp most seats start in) and shows card effects only for random cards', () => {
    const t = runGames(thiercelieux, randomCards, RANDOM_POLICY, 0, 80).tally;
    const random = summarize(thiercelieux, t, true);
    expect(random.village).toBe('village');
    expect(random.effects.length).toBeGreaterThan(5);
    for (const e of random.effects) {
      expect(e.present.games + e.absent.games).toBe(80);
      expect(e.delta).toBeCloseTo(e.present.rate - e.absent.rate, 12);
    }
    const f = summarize(thiercelieux, runGames(thiercelieux, fixed, RANDOM_POLICY, 0, 30).tally, false);
    expect(f.effects).toEqual([]);
    expect(f.camps.map((c) => c.camp)).toContain('village');
    expect(villageRate(thiercelieux, t).rate).toBe((t.wins.village ?? 0) / 80);
  });
});
