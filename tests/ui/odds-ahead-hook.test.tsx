/**
 * « Pronostic »'s workers warmed ahead on the game screen (`useOddsAhead`,
 * issue 24: the tap's 2 000 games within the budget): once the screen has
 * been quiet for `AHEAD_QUIET_MS`, the workers warm up on the call the game is at
 * now; any tap or key rests them at once; nothing runs while disabled
 * (« Pronostic » open, or another tab holds the game). What a warm-up plays
 * and keeps is `odds-warm.test.ts`'s; here `early.ts` is a stand-in.
 */
import { act, fireEvent, renderHook } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readScenario } from '../../src/cli/play';
import { replay, type GameState } from '../../src/engine';
import { thiercelieux } from '../../src/rulesets/thiercelieux';
import { AHEAD_MS, AHEAD_QUIET_MS, useOddsAhead } from '../../src/ui/odds/useOddsAhead';

const warmed: { state: GameState; ms: number }[] = [];
const rests = vi.fn();

vi.mock('../../src/ui/odds/early', () => ({
  createWorker: () => {
    throw new Error('no worker in this test');
  },
  warmAhead: (state: GameState, _create: unknown, ms: number) => warmed.push({ state, ms }),
  restOdds: () => rests(),
}));

const scenario = readScenario(readFileSync('docs/scenarios/thiercelieux-des.json', 'utf8'));
const at = (n: number): GameState => {
  const played = replay(thiercelieux, scenario.setup, scenario.answers.slice(0, n));
  if (!played.ok) throw new Error(played.error);
  return played.value.state;
};

/** Past the quiet delay and the idle wait (a timer where the browser has no `requestIdleCallback`). */
async function quietFor(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('« Pronostic »’s workers warmed ahead on the game screen', () => {
  beforeEach(() => {
    warmed.length = 0;
    rests.mockClear();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('warm up on the call the game is at once the screen is quiet, and rest at any tap or key', async () => {
    const first = at(5);
    const { rerender, unmount } = renderHook(({ state }) => useOddsAhead(state, true), {
      initialProps: { state: first },
    });
    await quietFor(AHEAD_QUIET_MS - 1);
    expect(warmed).toHaveLength(0);
    await quietFor(1000);
    expect(warmed).toEqual([{ state: first, ms: AHEAD_MS }]);

    fireEvent.pointerDown(document.body);
    const restsAtTap = rests.mock.calls.length;
    expect(restsAtTap).toBeGreaterThan(0);
    // The MJ answers: the next quiet moment warms the new call.
    const next = at(6);
    rerender({ state: next });
    await quietFor(AHEAD_QUIET_MS - 1000);
    fireEvent.keyDown(document.body, { key: 'Enter' });
    expect(rests.mock.calls.length).toBe(restsAtTap + 1);
    await quietFor(AHEAD_QUIET_MS - 1000);
    expect(warmed).toHaveLength(1);
    await quietFor(2000);
    expect(warmed.map((w) => w.state)).toEqual([first, next]);

    // Leaving the screen rests them too.
    const before = rests.mock.calls.length;
    unmount();
    expect(rests.mock.calls.length).toBe(before + 1);
  });

  it('does nothing while the page is hidden, and waits the quiet delay again once it is shown', async () => {
    let hidden = false;
    const spy = vi.spyOn(document, 'hidden', 'get').mockImplementation(() => hidden);
    try {
      renderHook(() => useOddsAhead(at(5), true));
      await quietFor(AHEAD_QUIET_MS - 1000);
      // The tablet goes to sleep: what runs is rested, and nothing starts while hidden.
      hidden = true;
      const before = rests.mock.calls.length;
      fireEvent(document, new Event('visibilitychange'));
      expect(rests.mock.calls.length).toBe(before + 1);
      await quietFor(3 * AHEAD_QUIET_MS);
      expect(warmed).toHaveLength(0);
      hidden = false;
      fireEvent(document, new Event('visibilitychange'));
      await quietFor(AHEAD_QUIET_MS - 1);
      expect(warmed).toHaveLength(0);
      await quietFor(1000);
      expect(warmed).toHaveLength(1);
    } finally {
      spy.mockRestore();
    }
  });

  it('does nothing while disabled (« Pronostic » open, or the game held by another tab)', async () => {
    const { rerender } = renderHook(({ on }) => useOddsAhead(at(5), on), { initialProps: { on: false } });
    await quietFor(AHEAD_QUIET_MS + 1000);
    fireEvent.pointerDown(document.body);
    expect(warmed).toHaveLength(0);
    expect(rests).not.toHaveBeenCalled();
    rerender({ on: true });
    await quietFor(AHEAD_QUIET_MS + 1000);
    expect(warmed).toHaveLength(1);
  });
});
