/**
 * « Pronostic »'s runs cut their games into slices that shrink to the run's
 * end (`shrinkingSlices`), so that no worker idles long at the end while
 * another finishes a big slice; the figures stay those of one thread.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runOdds } from '../../src/balance/odds';
import { scenarioState } from '../../src/cli/odds';
import { RANDOM_POLICY } from '../../src/engine/policy';
import { thiercelieux } from '../../src/rulesets/thiercelieux';
import { sharesOf, shrinkingOver, shrinkingSlices } from '../../src/ui/lib/pool';
import { runOddsOn } from '../../src/ui/odds/pool';
import { fakeWorker } from '../support/fake-odds-worker';

const sizes = (s: { from: number; to: number }[]) => s.map((x) => x.to - x.from);

describe('shrinking slices', () => {
  it('cover the games once, in order, each no bigger than the one before but the last', () => {
    for (const [from, to, workers, min] of [
      [0, 2000, 2, 40],
      [100, 180, 2, 25],
      [0, 10_000, 8, 40],
      [7, 8, 2, 40],
      [0, 39, 1, 40],
    ] as const) {
      const slices = shrinkingSlices(from, to, workers, min);
      expect(slices[0]!.from).toBe(from);
      expect(slices.at(-1)!.to).toBe(to);
      for (let i = 1; i < slices.length; i++) expect(slices[i]!.from).toBe(slices[i - 1]!.to);
      const n = sizes(slices);
      for (let i = 1; i < n.length - 1; i++) expect(n[i]).toBeLessThanOrEqual(n[i - 1]!);
      for (const size of n.slice(0, -1)) expect(size).toBeGreaterThanOrEqual(Math.min(min, to - from));
    }
    expect(shrinkingSlices(5, 5, 2, 40)).toEqual([]);
  });

  it('start as big as a quarter of a worker’s share and end at the smallest size', () => {
    const n = sizes(shrinkingSlices(0, 2000, 2, 40));
    // Two workers, two slices in flight each: the first slice is an eighth of the games.
    expect(n[0]).toBe(250);
    // The slices still queued when the last ones are handed out (two per worker) are the smallest.
    for (const size of n.slice(-5, -1)) expect(size).toBe(40);
    expect(n.length).toBeLessThan(30);
  });

  it('over the games a warm-up left (several ranges): cover them once, in order, none straddling two ranges', () => {
    const left = [
      { from: 310, to: 1000 },
      { from: 1000, to: 1000 },
      { from: 1420, to: 2000 },
    ];
    const slices = shrinkingOver(left, 2, 40);
    const games = slices.flatMap((s) => Array.from({ length: s.to - s.from }, (_, i) => s.from + i));
    const expected = left.flatMap((r) => Array.from({ length: r.to - r.from }, (_, i) => r.from + i));
    expect(games).toEqual(expected);
    for (const s of slices) expect(left.some((r) => r.from <= s.from && s.to <= r.to && s.from < s.to)).toBe(true);
    // As big first as one range's cut would be, small at the end.
    expect(slices[0]!.to - slices[0]!.from).toBe(shrinkingSlices(0, 1270, 2, 40)[0]!.to);
    expect(slices.at(-1)!.to - slices.at(-1)!.from).toBeLessThanOrEqual(40);
    expect(shrinkingOver([], 2, 40)).toEqual([]);
  });

  it('shares: the games cut in even ranges one after the other, one per worker', () => {
    expect(sharesOf(0, 2000, 2)).toEqual([
      { from: 0, to: 1000 },
      { from: 1000, to: 2000 },
    ]);
    expect(sizes(sharesOf(0, 10, 3))).toEqual([3, 3, 4]);
    expect(sharesOf(0, 1, 2)).toEqual([
      { from: 0, to: 0 },
      { from: 0, to: 1 },
    ]);
  });

  it('give « Pronostic » the very figures of one thread', async () => {
    const file = JSON.parse(readFileSync('docs/scenarios/thiercelieux-des.json', 'utf8'));
    const state = scenarioState(thiercelieux, JSON.stringify({ ...file, answers: file.answers.slice(0, 7) }));
    const pooled = await runOddsOn(2, fakeWorker, { state, seed: 'shrink', policy: 'random' }, 400).done;
    expect(pooled).toEqual(runOdds(thiercelieux, state, 'shrink', RANDOM_POLICY, 0, 400));
  });
});
