/**
 * « Équilibre »'s run played ahead while the MJ reads the setup
 * (`useLabAhead`, issue 25): once the screen has been quiet for
 * `LAB_QUIET_MS`, the workers play the run a tap would start; any tap or key
 * rests them at once; a changed setup or number of games is played afresh;
 * nothing runs while there is no run to play ahead (one under way, its
 * results shown). What the pool plays and keeps is `tests/balance/ahead.test.ts`'s.
 */
import { act, fireEvent, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BalanceSetup } from '../../src/balance/games';
import type { AheadRun } from '../../src/ui/balance/pool';
import { LAB_AHEAD_MS, LAB_QUIET_MS, useLabAhead } from '../../src/ui/balance/useLabAhead';

const setup: BalanceSetup = {
  rulesetId: 'thiercelieux',
  options: {},
  players: 12,
  cards: null,
  seed: 'lu',
  policy: 'random',
};

async function quietFor(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('« Équilibre »’s run played ahead while the MJ reads the setup', () => {
  const ahead = vi.fn<(runs: readonly AheadRun[], ms: number) => void>();
  const one = (s: BalanceSetup | null, games: number) => (s ? [{ setup: s, games }] : null);
  const rest = vi.fn();
  beforeEach(() => {
    ahead.mockClear();
    rest.mockClear();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('plays the run once the screen is quiet, rests at any tap or key, and plays a changed setup afresh', async () => {
    const { rerender, unmount } = renderHook(({ s, games }) => useLabAhead(one(s, games), ahead, rest), {
      initialProps: { s: setup as BalanceSetup | null, games: 10_000 },
    });
    await quietFor(LAB_QUIET_MS - 1);
    expect(ahead).not.toHaveBeenCalled();
    // Past the quiet delay and the idle wait.
    await quietFor(1000);
    expect(ahead.mock.calls).toEqual([[[{ setup, games: 10_000 }], LAB_AHEAD_MS]]);

    fireEvent.pointerDown(document.body);
    expect(rest).toHaveBeenCalled();
    // The same setup rebuilt (a re-render of the form): the wait goes on, nothing is played twice.
    rerender({ s: { ...setup }, games: 10_000 });
    await quietFor(LAB_QUIET_MS + 1000);
    expect(ahead).toHaveBeenCalledTimes(2);
    expect(ahead.mock.calls[1]![0][0]!.games).toBe(10_000);

    // Another seed, then another number of games: each played once the screen is quiet again.
    const other = { ...setup, seed: 'autre' };
    rerender({ s: other, games: 10_000 });
    fireEvent.keyDown(document.body, { key: '5' });
    await quietFor(LAB_QUIET_MS - 1);
    expect(ahead).toHaveBeenCalledTimes(2);
    await quietFor(1000);
    expect(ahead.mock.calls[2]).toEqual([[{ setup: other, games: 10_000 }], LAB_AHEAD_MS]);
    rerender({ s: other, games: 500 });
    await quietFor(LAB_QUIET_MS + 1000);
    expect(ahead.mock.calls[3]).toEqual([[{ setup: other, games: 500 }], LAB_AHEAD_MS]);

    // Leaving the screen rests them too.
    const before = rest.mock.calls.length;
    unmount();
    expect(rest.mock.calls.length).toBe(before + 1);
  });

  it('plays nothing while there is no run to play ahead, and starts once there is', async () => {
    const { rerender } = renderHook(({ s }) => useLabAhead(one(s, 10_000), ahead, rest), {
      initialProps: { s: null as BalanceSetup | null },
    });
    await quietFor(3 * LAB_QUIET_MS);
    fireEvent.pointerDown(document.body);
    expect(ahead).not.toHaveBeenCalled();
    expect(rest).not.toHaveBeenCalled();
    rerender({ s: setup });
    await quietFor(LAB_QUIET_MS + 1000);
    expect(ahead).toHaveBeenCalledTimes(1);
    // A run begins (or its results are shown): the one played ahead is rested, and no quiet moment plays it.
    const before = rest.mock.calls.length;
    rerender({ s: null });
    expect(rest.mock.calls.length).toBe(before + 1);
    await quietFor(3 * LAB_QUIET_MS);
    expect(ahead).toHaveBeenCalledTimes(1);
  });
});
