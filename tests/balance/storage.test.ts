/**
 * The balance lab's results are kept with the setup they came from (issue 15):
 * the `balanceRuns` table of Veilleur's database, schema version 3; rows are
 * read back through their schema, an unreadable one left out and counted.
 */
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BalanceSetup } from '../../src/balance/games';
import { emptyTally } from '../../src/balance/tally';
import { listGames, MIGRATIONS, openVeilleurDB, setDB, VeilleurDB } from '../../src/storage';
import { lastRunOf, recentRuns, RUNS_KEPT, saveRun, setupKey } from '../../src/storage/balance';

const setup: BalanceSetup = {
  rulesetId: 'thiercelieux',
  options: { a: true, b: 'x' },
  players: 8,
  cards: ['voyante', 'loup-garou'],
  seed: 's',
  policy: 'random',
};
let db: VeilleurDB;

describe('balance results storage', () => {
  beforeEach(() => {
    db = openVeilleurDB(`equilibre-test-${crypto.randomUUID()}`);
    setDB(db);
  });
  afterEach(async () => {
    setDB(null);
    db.close();
    await Dexie.delete(db.name);
  });

  it('finds the last run of a setup by its key, whatever the order of cards and options', async () => {
    expect(setupKey({ ...setup, options: { b: 'x', a: true }, cards: ['loup-garou', 'voyante'] })).toBe(
      setupKey(setup),
    );
    expect(setupKey({ ...setup, policy: 'informed' })).not.toBe(setupKey(setup));
    expect(setupKey({ ...setup, cards: null })).not.toBe(setupKey(setup));
    expect(await lastRunOf(setup)).toBeUndefined();
    const tally = {
      ...emptyTally(),
      games: 20,
      finished: 20,
      wins: { village: 12, loups: 8 },
      outcomes: { village: 12, loups: 8 },
      nights: { '2': 5, '3': 15 },
      nightsTotal: 55,
    };
    await saveRun({ setup, games: 10, tally: { ...emptyTally(), games: 10 }, at: 1000, seconds: 1 });
    await saveRun({ setup, games: 20, tally, at: 2000, seconds: 1 });
    await saveRun({ setup: { ...setup, players: 9 }, games: 5, tally: emptyTally(), at: 3000, seconds: 1 });
    const last = await lastRunOf({ ...setup, cards: ['loup-garou', 'voyante'] });
    expect(last?.games).toBe(20);
    expect(last?.tally).toEqual(tally);
    expect(last?.setup).toEqual(setup);
    expect((await recentRuns()).runs.map((r) => r.games)).toEqual([5, 20, 10]);
  });

  it(`keeps the last ${RUNS_KEPT} runs`, async () => {
    for (let i = 0; i < RUNS_KEPT + 3; i++) await saveRun({ setup, games: i, tally: emptyTally(), at: i, seconds: 0 });
    const all = (await recentRuns(100)).runs;
    expect(all).toHaveLength(RUNS_KEPT);
    expect(all.at(-1)?.games).toBe(3);
  });

  it('leaves out a row it cannot read (another version’s, or damaged), and counts it', async () => {
    const good = await saveRun({ setup, games: 1, tally: { ...emptyTally(), games: 1 }, at: 10, seconds: 0 });
    await db.balanceRuns.put({ ...good, id: 'bad-1', at: 20, tally: { ...good.tally, games: -1 } });
    // A row written by hand, with a policy this version does not know: its shape is not the type's.
    await db.table('balanceRuns').put({ ...good, id: 'bad-2', at: 30, setup: { ...setup, policy: 'expert' } });
    const read = await recentRuns();
    expect(read.runs.map((r) => r.id)).toEqual([good.id]);
    expect(read.unreadable).toBe(2);
    expect((await lastRunOf(setup))?.id).toBe(good.id);
  });

  it('opens a version 2 database as version 3: the games are kept, the runs table is new', async () => {
    const name = `equilibre-upgrade-${crypto.randomUUID()}`;
    const old = new Dexie(name);
    for (const m of MIGRATIONS.filter((m) => m.version <= 2)) old.version(m.version).stores(m.stores);
    await old.table('games').put({
      id: 'g1',
      title: 'Ancienne',
      rulesetId: 'thiercelieux',
      createdAt: 1,
      updatedAt: 2,
      status: 'active',
      setup: { rulesetId: 'thiercelieux', options: {}, players: [], composition: [], seed: 's' },
      answerCount: 0,
      headId: '',
      summary: '',
    });
    old.close();
    const upgraded = new VeilleurDB(name);
    setDB(upgraded);
    try {
      expect((await listGames()).map((g) => g.id)).toEqual(['g1']);
      expect(upgraded.verno).toBe(6);
      await saveRun({ setup, games: 1, tally: emptyTally(), at: 1, seconds: 0 });
      expect((await recentRuns()).runs).toHaveLength(1);
    } finally {
      upgraded.close();
      await Dexie.delete(name);
    }
  });
});
