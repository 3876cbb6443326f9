/**
 * « Équilibre »'s run played ahead while the MJ reads the setup (`Pool.ahead`,
 * issue 25: 10 000 games from the tap to the charts in 2 s). Each worker
 * plays its share of the run a tap would start and keeps those games' counts
 * and records; the run then plays only the rest, and its figures and its
 * games, in order, are the very ones of one thread with the same seeds (game
 * i of a setup is always the same game). The runs a tap would start (two
 * setups compared, both kinds of players) are played one after the other,
 * each counted by its own run. A tap rests the workers without dropping
 * their games; another setup, or another number of games, counts none of
 * them. The workers run the real worker code in-process.
 */
import { describe, expect, it } from 'vitest';
import { RANDOM_POLICY } from '../../src/engine/policy';
import type { BalanceSetup } from '../../src/balance/games';
import { runGames } from '../../src/balance/run';
import { loadInformed } from '../../src/rulesets/registry';
import { Cancelled, Pool } from '../../src/ui/balance/pool';
import type { FromWorker, ToWorker } from '../../src/ui/balance/protocol';
import { fakeLabWorker } from '../support/fake-lab-worker';
import { thiercelieux } from '../../src/rulesets/thiercelieux';

const setup: BalanceSetup = {
  rulesetId: 'thiercelieux',
  options: {},
  players: 12,
  cards: thiercelieux.suggestComposition(12, {}),
  seed: 'devant',
  policy: 'random',
};

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Two in-process workers, the slices given to them and their warm-ups' replies. */
function workers() {
  const slices: { from: number; to: number }[] = [];
  const replies: Extract<FromWorker, { type: 'warmed' }>[] = [];
  const pool = new Pool(2, () =>
    fakeLabWorker({
      posted: (m: ToWorker) => void (m.type === 'run' && slices.push({ from: m.job.from, to: m.job.to })),
      answered: (m) => void (m.type === 'warmed' && replies.push(m)),
    }),
  );
  /** Until `n` warm-ups have replied. */
  const replied = async (n: number) => {
    for (let i = 0; i < 500 && replies.length < n; i++) await wait(10);
  };
  return { pool, slices, replies, replied };
}

const oneThread = (s: BalanceSetup, games: number) =>
  runGames(thiercelieux, s, RANDOM_POLICY, 0, games, { records: true });

describe('« Équilibre »’s run played ahead', () => {
  it('plays each worker’s share from its start; the run plays only the rest, the very figures and games of one thread', async () => {
    const { pool, slices, replies } = workers();
    const games = 400;
    const played = await pool.ahead([{ setup, games: games }], 150);
    expect(played).toBeGreaterThan(0);
    // Each worker kept the games it played, from the start of its share (0 and 200).
    expect(replies.map((r) => r.kept!.played).reduce((a, b) => a + b)).toBe(played);
    // The counts alone cross to the page until the run asks: no records yet.
    expect(replies.every((r) => r.kept!.records === undefined)).toBe(true);
    const seen: number[] = [];
    const r = await pool.run(setup, 0, games, { records: true, progress: (d) => seen.push(d) });
    const single = oneThread(setup, games);
    expect(r.tally).toEqual(single.tally);
    expect(r.records).toEqual(single.records);
    // What the workers had played is not played again, and the progress starts from it.
    const again = slices.reduce((n, s) => n + s.to - s.from, 0);
    expect(again).toBeLessThanOrEqual(games - played);
    expect(r.ahead).toBe(played);
    expect(seen[0]).toBeGreaterThanOrEqual(played);
    expect(seen.at(-1)).toBe(games);
    pool.close();
  });

  it('plays no slice at all when the workers played the whole run ahead', async () => {
    const { pool, slices } = workers();
    // 60 games: done long before the minute given runs out; the warm-up ends by itself.
    expect(await pool.ahead([{ setup, games: 60 }], 60_000)).toBe(60);
    const r = await pool.run(setup, 0, 60, { records: true });
    expect(slices).toEqual([]);
    expect(r.tally).toEqual(oneThread(setup, 60).tally);
    expect(r.records).toEqual(oneThread(setup, 60).records);
    pool.close();
  });

  it('keeps the games through a tap, and the next quiet moment goes on after them', async () => {
    const { pool, replies, replied } = workers();
    const games = 2000;
    const first = pool.ahead([{ setup, games: games }], 60_000);
    await wait(150);
    // A tap: the warm-up stops at once, its games kept.
    pool.rest();
    await first;
    await replied(4);
    const atTap = replies.slice(-2).map((r) => r.kept!);
    expect(atTap.every((k) => k.played > 0)).toBe(true);
    const mark = atTap[0]!.mark;
    // Quiet again: the same mark, and the games played go on from where they stopped.
    const second = pool.ahead([{ setup, games: games }], 100);
    await second;
    await replied(6);
    const later = replies.slice(-2).map((r) => r.kept!);
    expect(later.map((k) => k.mark)).toEqual([mark, mark]);
    expect(later.reduce((n, k) => n + k.played, 0)).toBeGreaterThan(atTap.reduce((n, k) => n + k.played, 0));
    const r = await pool.run(setup, 0, games, { records: true });
    const single = oneThread(setup, games);
    expect(r.tally).toEqual(single.tally);
    expect(r.records).toEqual(single.records);
    pool.close();
  });

  it('counts none of them for another setup or another number of games, and only once', async () => {
    const { pool, slices } = workers();
    await pool.ahead([{ setup, games: 100 }], 60_000);
    const other = { ...setup, seed: 'autre' };
    const r = await pool.run(other, 0, 100, { records: true });
    expect(r.tally).toEqual(oneThread(other, 100).tally);
    expect(slices.reduce((n, s) => n + s.to - s.from, 0)).toBe(100);

    slices.length = 0;
    await pool.ahead([{ setup, games: 100 }], 60_000);
    const longer = await pool.run(setup, 0, 120);
    expect(longer.tally).toEqual(oneThread(setup, 120).tally);
    expect(slices.reduce((n, s) => n + s.to - s.from, 0)).toBe(120);

    slices.length = 0;
    await pool.ahead([{ setup, games: 100 }], 60_000);
    await pool.run(setup, 0, 100);
    expect(slices).toEqual([]);
    // Once: the same run tapped again plays its games again (« Relancer » as before).
    const again = await pool.run(setup, 0, 100, { records: true });
    expect(slices.reduce((n, s) => n + s.to - s.from, 0)).toBe(100);
    expect(again.records).toEqual(oneThread(setup, 100).records);
    pool.close();
  });

  it('plays the runs a tap would start one after the other (« Comparer »), each counted by its own run', async () => {
    const { pool, slices, replies } = workers();
    const b = { ...setup, seed: 'b', policy: 'informed' as const };
    // Both runs' games, the first's then the second's: done long before the minute given runs out.
    expect(
      await pool.ahead(
        [
          { setup, games: 60 },
          { setup: b, games: 40 },
        ],
        60_000,
      ),
    ).toBe(100);
    expect(new Set(replies.map((r) => r.kept!.mark)).size).toBe(2);
    const ra = await pool.run(setup, 0, 60, { records: true });
    const rb = await pool.run(b, 0, 40, { records: true });
    expect(slices).toEqual([]);
    expect([ra.ahead, rb.ahead]).toEqual([60, 40]);
    expect(ra.records).toEqual(oneThread(setup, 60).records);
    expect(rb.tally).toEqual(runGames(thiercelieux, b, await loadInformed('thiercelieux'), 0, 40).tally);
    pool.close();
  });

  it('a tap during the first run stops them all; the next quiet moment goes on with the same marks', async () => {
    const { pool, replies, replied } = workers();
    const b = { ...setup, seed: 'b' };
    const runs = [
      { setup, games: 2000 },
      { setup: b, games: 2000 },
    ];
    const first = pool.ahead(runs, 60_000);
    await wait(150);
    pool.rest();
    await first;
    await replied(4);
    expect(replies.every((r) => r.kept!.played > 0)).toBe(true);
    const marks = new Set(replies.map((r) => r.kept!.mark));
    // The second run was never started.
    expect(marks.size).toBe(1);
    await pool.ahead(runs, 100);
    await replied(6);
    expect(replies.slice(-2).map((r) => r.kept!.mark)).toEqual([...marks, ...marks]);
    pool.close();
  });

  it('stops a run cancelled while it asks the workers what they kept', async () => {
    const { pool, slices } = workers();
    await pool.ahead([{ setup, games: 2000 }], 50);
    const run = pool.run(setup, 0, 2000);
    pool.cancel();
    await expect(run).rejects.toBeInstanceOf(Cancelled);
    expect(slices).toEqual([]);
    pool.close();
  });
});
