/**
 * « Évolution » in the background (issue 24: « computed in the background
 * (idle time, cancelled by any tap) »): any tap or key on the page stops the
 * run under way at once, and it starts again only once the page has been
 * quiet for `QUIET_MS`; a run that finished is not started again by a tap.
 * The run itself (`background.ts`) is a stand-in here: what it keeps once
 * stopped is `odds-background.test.ts`'s.
 */
import { act, fireEvent, renderHook } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readScenario } from '../../src/cli/play';
import { replay } from '../../src/engine';
import { thiercelieux } from '../../src/rulesets/thiercelieux';
import type { BackgroundRun } from '../../src/ui/odds/background';
import { QUIET_MS, useBackgroundOdds } from '../../src/ui/odds/useBackgroundOdds';

/** Each run started: its `stop`, and how to end it. */
const runs: { stop: ReturnType<typeof vi.fn>; finish(r: 'done' | 'cancelled'): void }[] = [];

vi.mock('../../src/ui/odds/background', () => ({
  runInBackground: (): BackgroundRun => {
    let finish: (r: 'done' | 'cancelled') => void = () => {};
    const done = new Promise<'done' | 'cancelled'>((resolve) => (finish = resolve));
    const stop = vi.fn(() => finish('cancelled'));
    runs.push({ stop, finish: (r) => finish(r) });
    return { done, stop };
  },
}));

const scenario = readScenario(readFileSync('docs/scenarios/thiercelieux-des.json', 'utf8'));
const answers = scenario.answers.slice(0, 5);
const played = replay(thiercelieux, scenario.setup, answers);
if (!played.ok) throw new Error(played.error);
const game = { setup: scenario.setup, answers, state: played.value.state };

/** Past the quiet delay and the idle wait (a timer where the browser has no `requestIdleCallback`). */
async function quietFor(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('the background run and the MJ’s taps', () => {
  beforeEach(async () => {
    runs.length = 0;
    vi.useFakeTimers();
    // Loaded once beforehand, so that the hook's lazy import answers within the fake time.
    await import('../../src/ui/odds/background');
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts once the page is quiet, stops at any tap or key, and starts again after the quiet delay', async () => {
    const { unmount } = renderHook(() => useBackgroundOdds('g', thiercelieux, game, true));
    await quietFor(QUIET_MS - 1);
    expect(runs).toHaveLength(0);
    await quietFor(1000);
    expect(runs).toHaveLength(1);

    // A tap (pointer) anywhere: the run is stopped at once, none starts while the MJ goes on.
    fireEvent.pointerDown(document.body);
    expect(runs[0]!.stop).toHaveBeenCalledTimes(1);
    await quietFor(QUIET_MS - 1);
    expect(runs).toHaveLength(1);
    await quietFor(1000);
    expect(runs).toHaveLength(2);

    // A key: the same; taps before the delay is over put it off again.
    fireEvent.keyDown(document.body, { key: 'Enter' });
    expect(runs[1]!.stop).toHaveBeenCalledTimes(1);
    await quietFor(QUIET_MS - 1000);
    fireEvent.pointerDown(document.body);
    await quietFor(QUIET_MS - 1000);
    expect(runs).toHaveLength(2);
    await quietFor(2000);
    expect(runs).toHaveLength(3);

    // Leaving the game stops the run.
    unmount();
    expect(runs[2]!.stop).toHaveBeenCalledTimes(1);
  });

  it('waits for what comes first (« Pronostic »’s warm-up), and not if a tap came meanwhile', async () => {
    let settle = (): void => {};
    const warmUp = () => new Promise<void>((resolve) => (settle = resolve));
    renderHook(() => useBackgroundOdds('g', thiercelieux, game, true, warmUp));
    await quietFor(QUIET_MS + 1000);
    expect(runs).toHaveLength(0);
    await act(async () => settle());
    expect(runs).toHaveLength(1);

    // The warm-up of the next quiet moment ends after a tap: the run stays stopped until the page is quiet again.
    fireEvent.pointerDown(document.body);
    await quietFor(QUIET_MS + 1000);
    expect(runs).toHaveLength(1);
    fireEvent.pointerDown(document.body);
    await act(async () => settle());
    expect(runs).toHaveLength(1);
    await quietFor(QUIET_MS + 1000);
    await act(async () => settle());
    expect(runs).toHaveLength(2);
  });

  it('does not start again once its run is done, nor while disabled (« Pronostic » open)', async () => {
    const { rerender } = renderHook(({ on }) => useBackgroundOdds('g', thiercelieux, game, on), {
      initialProps: { on: false },
    });
    await quietFor(QUIET_MS + 1000);
    expect(runs).toHaveLength(0);
    rerender({ on: true });
    await quietFor(QUIET_MS + 1000);
    expect(runs).toHaveLength(1);
    await act(async () => runs[0]!.finish('done'));
    fireEvent.pointerDown(document.body);
    expect(runs[0]!.stop).not.toHaveBeenCalled();
    await quietFor(QUIET_MS + 1000);
    expect(runs).toHaveLength(1);
  });
});
