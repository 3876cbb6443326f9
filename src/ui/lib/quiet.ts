/**
 * Work done while the MJ is not touching the page (issue 24: the odds kept in
 * the background, « Pronostic »'s workers warmed ahead): any tap or key stops
 * it at once, and it starts again once the page has been quiet a while.
 */

/**
 * `busy` at once and at each tap or key on the page (caught before any
 * control can stop it), `quiet` once the page has then been untouched for
 * `ms`. A hidden page (another tab, the tablet asleep) is busy: nothing runs
 * there on the battery, and the wait starts again when it is shown. Returns
 * the cleanup.
 */
export function watchQuiet(ms: number, busy: () => void, quiet: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const touched = (): void => {
    busy();
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (document.hidden) return;
    timer = setTimeout(() => {
      timer = null;
      quiet();
    }, ms);
  };
  touched();
  document.addEventListener('pointerdown', touched, true);
  document.addEventListener('keydown', touched, true);
  document.addEventListener('visibilitychange', touched);
  return () => {
    document.removeEventListener('pointerdown', touched, true);
    document.removeEventListener('keydown', touched, true);
    document.removeEventListener('visibilitychange', touched);
    if (timer !== null) clearTimeout(timer);
  };
}

/**
 * How long an idle callback may wait, at most (ms). The work has already
 * waited for the page to be quiet; Chromium may grant no idle period for
 * seconds on a page doing nothing at all (seen on « Équilibre » with a side
 * set to the informed players: no task, no frame, and no idle callback for
 * eight seconds), and the MJ's reading time would go by unused.
 */
export const IDLE_TIMEOUT_MS = 1000;

/** `requestIdleCallback` where the browser has it (Safari has not): else a timer. Returns the cancel. */
export function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
}

/**
 * `work` in idle time once the page has been quiet `ms` (`watchQuiet`), and
 * `rest` at once at each tap or key (an idle wait under way is dropped) and
 * at the cleanup it returns: the shape of every work done ahead while the MJ
 * reads a screen.
 */
export function whileQuiet(ms: number, work: () => void, rest: () => void): () => void {
  let cancelIdle: (() => void) | null = null;
  const stop = (): void => {
    cancelIdle?.();
    cancelIdle = null;
    rest();
  };
  const unwatch = watchQuiet(ms, stop, () => {
    cancelIdle = whenIdle(() => {
      cancelIdle = null;
      work();
    });
  });
  return () => {
    unwatch();
    stop();
  };
}
