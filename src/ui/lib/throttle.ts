/**
 * A setter called often (a run's progress, up to fifty times a second on two
 * workers) that passes at most one value every `ms`: the first at once, the
 * latest one at the end of each interval, and `flush`ed values (null, a
 * finished run) at once. Each value drawn is a render of the screen, and on a
 * two-core device the screen's thread takes its time from the workers.
 */
/** How often a run's progress bar is redrawn at most (ms): a few times a second says it moves. */
export const PROGRESS_MS = 250;

export interface Throttled<T> {
  (value: T): void;
  /** Pass `value` now, dropping any value still waiting. */
  flush(value: T): void;
  cancel(): void;
}

export function throttled<T>(
  set: (value: T) => void,
  ms: number,
  clock: { now(): number; after(fn: () => void, ms: number): () => void } = browserClock,
): Throttled<T> {
  let last = -Infinity;
  let waiting: { value: T } | null = null;
  let stop: (() => void) | null = null;
  const pass = (value: T): void => {
    last = clock.now();
    set(value);
  };
  const cancel = (): void => {
    stop?.();
    stop = null;
    waiting = null;
  };
  const f = ((value: T): void => {
    const wait = last + ms - clock.now();
    if (wait <= 0 && !stop) return pass(value);
    waiting = { value };
    stop ??= clock.after(
      () => {
        stop = null;
        const w = waiting;
        waiting = null;
        if (w) pass(w.value);
      },
      Math.max(0, wait),
    );
  }) as Throttled<T>;
  f.flush = (value: T): void => {
    cancel();
    pass(value);
  };
  f.cancel = cancel;
  return f;
}

const browserClock = {
  now: () => performance.now(),
  after: (fn: () => void, ms: number): (() => void) => {
    const id = setTimeout(fn, ms);
    return () => clearTimeout(id);
  },
};
