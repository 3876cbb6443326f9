/**
 * How the odds moved (issue 24): the calls charted are the first one, the
 * first after each dawn and after each day, and the current one; the three
 * biggest moves are named by the answer that made them, with the line it
 * wrote in the MJ's log.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readScenario } from '../../src/cli/play';
import { answerText, biggestStretches, chartSeqs, statesOf, type OddsPoint } from '../../src/balance/odds-timeline';
import { odds, oddsSeed } from '../../src/balance/odds';
import { RANDOM_POLICY } from '../../src/engine/policy';
import { evolution, onPool } from '../../src/ui/odds/evolution';
import { OddsPool } from '../../src/ui/odds/pool';
import { fakeWorker } from '../support/fake-odds-worker';
import { thiercelieux } from '../../src/rulesets/thiercelieux';
import { answerKeys, type OddsPointData } from '../../src/storage';

const game = readScenario(readFileSync('docs/scenarios/thiercelieux-des.json', 'utf8'));

describe('the calls charted', () => {
  const states = statesOf(thiercelieux, game.setup, game.answers);

  it('are the first call, each dawn and each day’s end, and the last call', () => {
    expect(states).toHaveLength(game.answers.length + 1);
    const seqs = chartSeqs(states);
    // Night 1 from the first call; day 1 once the dawn is told; night 2 after the execution; …; the end (16 answers).
    expect(seqs[0]).toBe(0);
    expect(seqs.at(-1)).toBe(16);
    const phases = seqs.map((k) => `${states[k]!.clock.phase} ${states[k]!.clock.day}`);
    expect(phases.slice(0, 3)).toEqual(['night 1', 'day 1', 'night 2']);
  });

  it('names an answer by the line it wrote in the log', () => {
    // Answer 1 (index): the wolves' victim on night 1 (the scenario's « loups »: Chloé).
    expect(answerText(states[2]!, 1)).toMatch(/Chloé/);
  });
});

describe('the biggest moves', () => {
  const p = (seq: number, village: number): OddsPoint => ({
    seq,
    label: `${seq}`,
    camps: { village, loups: 1 - village },
  });

  it('are the three stretches where a camp’s chance moved most, largest first', () => {
    const points = [p(0, 0.5), p(4, 0.55), p(9, 0.2), p(13, 0.3), p(16, 1)];
    expect(biggestStretches(points).map((s) => [s.from, s.to])).toEqual([
      [13, 16],
      [4, 9],
      [9, 13],
    ]);
  });

  it('are named by the answer that made them, from the workers', async () => {
    const r = await evolution(thiercelieux, game, 40, 'random', onPool(new OddsPool(2, fakeWorker)), {
      progress: () => {},
      cancelled: () => false,
      setRun: () => {},
    });
    const states = statesOf(thiercelieux, game.setup, game.answers);
    expect(r.points.map((x) => x.seq)).toEqual(chartSeqs(states));
    // The game is won by the village at its end: 100 % there.
    expect(r.points.at(-1)!.camps.village).toBe(1);
    // Each point is the odds « Pronostic » gives at that call, same seed.
    const k = r.points[1]!.seq;
    const direct = odds(
      thiercelieux,
      states[k]!,
      { games: 40, seed: oddsSeed(states[k]!), policy: 'random' },
      RANDOM_POLICY,
    );
    expect(r.points[1]!.camps.village).toBe(direct.camps.village?.rate ?? 0);
    expect(r.moves.length).toBeGreaterThan(0);
    for (const m of r.moves) {
      expect(m.text).toBe(answerText(states[m.answer + 1]!, m.answer));
      expect(m.from).not.toBe(m.to);
    }
  });
});

describe('the points kept with the game', () => {
  /** A pool that counts the runs it is asked for (one per point computed). */
  function countingPool() {
    const pool = new OddsPool(1, fakeWorker);
    const runs: number[] = [];
    const run = pool.run.bind(pool);
    pool.run = (job, games, options) => {
      runs.push(job.state.seq);
      return run(job, games, options);
    };
    return { pool, runs };
  }
  const job = (known: OddsPointData[], computed: OddsPointData[], current = true) => ({
    progress: () => {},
    cancelled: () => false,
    setRun: () => {},
    known,
    computed: (p: OddsPointData) => computed.push(p),
    current,
  });

  it('are reused while they come from the same answers, and recomputed otherwise', async () => {
    const first: OddsPointData[] = [];
    const a = countingPool();
    const r = await evolution(thiercelieux, game, 40, 'random', onPool(a.pool), job([], first));
    expect(first.length).toBe(a.runs.length);
    expect(first.map((p) => p.key)).toEqual(first.map((p) => answerKeys(game.answers)[p.seq]));

    // Same answers: nothing to play, the same evolution.
    const b = countingPool();
    const again = await evolution(thiercelieux, game, 40, 'random', onPool(b.pool), job(first, []));
    expect(b.runs).toEqual([]);
    expect(again).toEqual(r);

    // A point whose key is not that of the answers up to it (another log of the game): played again.
    const forged = first.map((p, i) => (i === 1 ? { ...p, key: answerKeys([])[0]! } : p));
    const d = countingPool();
    await evolution(thiercelieux, game, 40, 'random', onPool(d.pool), job(forged, []));
    expect(d.runs).toEqual([first[1]!.seq]);

    // « Retour » to the first answer given by day: the points after it are not used, those before are.
    const states = statesOf(thiercelieux, game.setup, game.answers);
    const changedAt = game.answers.findIndex(
      (x, k) => k > 0 && states[k]!.clock.phase === 'day' && x.kind === 'answer',
    );
    const other = { ...game, answers: game.answers.slice(0, changedAt) };
    const c = countingPool();
    const computed: OddsPointData[] = [];
    await evolution(thiercelieux, other, 40, 'random', onPool(c.pool), job(first, computed));
    expect(computed.every((p) => p.seq <= changedAt)).toBe(true);
    expect(c.runs.every((seq) => seq > 0)).toBe(true);
    const reused = first.filter((p) => p.seq < changedAt).map((p) => p.seq);
    expect(reused.length).toBeGreaterThan(0);
    for (const seq of reused) expect(c.runs).not.toContain(seq);
  });

  it('in the background, are the dawns and days only, not the call the game is at', async () => {
    const states = statesOf(thiercelieux, game.setup, game.answers);
    const seqs = chartSeqs(states);
    // Two answers past the first dawn: the current call is no turn of the game.
    const at = seqs[1]! + 2;
    const part = { ...game, answers: game.answers.slice(0, at) };
    const r = await evolution(
      thiercelieux,
      part,
      40,
      'random',
      onPool(new OddsPool(1, fakeWorker)),
      job([], [], false),
    );
    expect(r.points.map((p) => p.seq)).toEqual(seqs.filter((k) => k < at));
    const withNow = await evolution(thiercelieux, part, 40, 'random', onPool(new OddsPool(1, fakeWorker)), job([], []));
    expect(withNow.points.at(-1)!.seq).toBe(at);
    expect(withNow.now).toBe(true);
  });
});
