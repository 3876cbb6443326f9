/**
 * « Équilibrer »'s search played ahead while the MJ reads the results
 * (`useEquilibrerAhead`, issue 25): once the screen is quiet, the games the
 * search would play next are played a few pieces at a time and kept; a tap
 * stops it after the compositions under way (whose games are kept), and
 * `settled` waits for them; the next quiet moment goes on with what is left.
 * That the search's answer does not change is `tests/balance/search-ahead.test.ts`'s.
 */
import { act, fireEvent, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BalanceSetup } from '../../src/balance/games';
import { emptyTally } from '../../src/balance/tally';
import type { RunRange, RunResult } from '../../src/ui/balance/pool';
import { EQUILIBRER_AHEAD_MS, useEquilibrerAhead, type AheadRounds } from '../../src/ui/balance/useEquilibrerAhead';
import { LAB_QUIET_MS } from '../../src/ui/balance/useLabAhead';

const setup = (seed: string): BalanceSetup => ({
  rulesetId: 'thiercelieux',
  options: {},
  players: 8,
  cards: ['loup-garou'],
  seed,
  policy: 'random',
});

/** Ten compositions of 30 games each to play; each batch handed over resolves when `finish()` is called. */
function fakeRounds() {
  const done = new Set<string>();
  const batches: { runs: RunRange[]; finish: () => void }[] = [];
  const rounds: AheadRounds = {
    left: () =>
      Array.from({ length: 10 }, (_, i) => setup(`s${i}`))
        .filter((s) => !done.has(s.seed))
        .map((s) => ({ setup: s, from: 0, to: 30 })),
    chunk: 4,
    play: (runs) =>
      new Promise<RunResult[]>((resolve) =>
        batches.push({
          runs,
          finish: () => resolve(runs.map(() => ({ tally: { ...emptyTally(), games: 30 }, records: [] }))),
        }),
      ),
    keep: (runs) => runs.forEach((r) => done.add(r.setup.seed)),
  };
  return { rounds, done, batches };
}

async function advance(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('« Équilibrer »’s search played ahead', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('plays the games left a few pieces at a time once quiet, stops at a tap after those under way, and goes on later', async () => {
    const { rounds, done, batches } = fakeRounds();
    const { result } = renderHook(() => useEquilibrerAhead('k', rounds));
    await advance(LAB_QUIET_MS - 1);
    expect(batches).toHaveLength(0);
    await advance(1000);
    expect(batches.map((b) => b.runs.length)).toEqual([4]);
    await act(async () => batches[0]!.finish());
    await advance(0);
    expect(done.size).toBe(4);
    expect(batches).toHaveLength(2);

    // A tap: the four under way finish and are kept, nothing more is handed over.
    fireEvent.pointerDown(document.body);
    let settled = false;
    void result.current().then(() => (settled = true));
    await advance(0);
    expect(settled).toBe(false);
    await act(async () => batches[1]!.finish());
    await advance(0);
    expect(settled).toBe(true);
    expect(done.size).toBe(8);
    await advance(LAB_QUIET_MS - 1);
    expect(batches).toHaveLength(2);

    // Quiet again: the two left, then nothing.
    await advance(1000);
    expect(batches).toHaveLength(3);
    expect(batches[2]!.runs.map((r) => r.setup.seed)).toEqual(['s8', 's9']);
    await act(async () => batches[2]!.finish());
    await advance(5 * LAB_QUIET_MS);
    expect(done.size).toBe(10);
    expect(batches).toHaveLength(3);
  });

  it('plays nothing while there is nothing to play ahead (no results of chosen cards on screen)', async () => {
    const { rounds, batches } = fakeRounds();
    const { rerender } = renderHook(({ key }) => useEquilibrerAhead(key, key === null ? null : rounds), {
      initialProps: { key: null as string | null },
    });
    await advance(3 * LAB_QUIET_MS);
    expect(batches).toHaveLength(0);
    rerender({ key: 'k' });
    await advance(LAB_QUIET_MS + 1000);
    expect(batches).toHaveLength(1);
    // A run begins: what is under way finishes, nothing more starts.
    rerender({ key: null });
    await act(async () => batches[0]!.finish());
    await advance(3 * LAB_QUIET_MS);
    expect(batches).toHaveLength(1);
  });

  it('stops for good once it has played its time for these results (a slow device is not kept busy for minutes)', async () => {
    const { rounds, batches } = fakeRounds();
    renderHook(() => useEquilibrerAhead('k', rounds));
    await advance(LAB_QUIET_MS + 1000);
    expect(batches).toHaveLength(1);
    // The first compositions take the whole allowance.
    await advance(EQUILIBRER_AHEAD_MS);
    await act(async () => batches[0]!.finish());
    await advance(5 * LAB_QUIET_MS);
    fireEvent.pointerDown(document.body);
    await advance(5 * LAB_QUIET_MS);
    expect(batches).toHaveLength(1);
  });
});
