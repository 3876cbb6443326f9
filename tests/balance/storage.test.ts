/** The balance lab's results are kept with the setup they came from (IndexedDB, its own database). */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BalanceSetup } from '../../src/balance/games';
import { emptyTally } from '../../src/balance/tally';
import { BalanceDB, lastRunOf, recentRuns, RUNS_KEPT, saveRun, setBalanceDB, setupKey } from '../../src/storage/balance';

const setup: BalanceSetup = { rulesetId: 'thiercelieux', options: { a: true, b: 'x' }, players: 8, cards: ['voyante', 'loup-garou'], seed: 's', policy: 'random' };
let n = 0;

describe('balance results storage', () => {
  beforeEach(() => setBalanceDB(new BalanceDB(`equilibre-test-${n++}`)));
  afterEach(() => setBalanceDB(null));

  it('finds the last run of a setup by its key, whatever the order of cards and options', async () => {
    expect(setupKey({ ...setup, options: { b: 'x', a: true }, cards: ['loup-garou', 'voyante'] })).toBe(setupKey(setup));
    expect(setupKey({ ...setup, policy: 'informed' })).not.toBe(setupKey(setup));
    expect(await lastRunOf(setup)).toBeUndefined();
    await saveRun({ setup, games: 10, tally: { ...emptyTally(), games: 10 }, at: 1000, seconds: 1 });
    await saveRun({ setup, games: 20, tally: { ...emptyTally(), games: 20 }, at: 2000, seconds: 1 });
    await saveRun({ setup: { ...setup, players: 9 }, games: 5, tally: emptyTally(), at: 3000, seconds: 1 });
    expect((await lastRunOf(setup))?.games).toBe(20);
    expect((await recentRuns()).map((r) => r.games)).toEqual([5, 20, 10]);
  });

  it(`keeps the last ${RUNS_KEPT} runs`, async () => {
    for (let i = 0; i < RUNS_KEPT + 3; i++) await saveRun({ setup, games: i, tally: emptyTally(), at: i, seconds: 0 });
    const all = await recentRuns(100);
    expect(all).toHaveLength(RUNS_KEPT);
    expect(all.at(-1)?.games).toBe(3);
  });
});
