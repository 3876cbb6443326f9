import { describe, expect, it } from 'vitest';
import { throttled } from '../../src/ui/lib/throttle';

/** A clock moved by hand. */
function manualClock() {
  let t = 0;
  const timers: { at: number; fn: () => void }[] = [];
  return {
    now: () => t,
    after(fn: () => void, ms: number) {
      const timer = { at: t + ms, fn };
      timers.push(timer);
      return () => void timers.splice(timers.indexOf(timer), 1);
    },
    advance(ms: number) {
      t += ms;
      for (const timer of timers.filter((x) => x.at <= t)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.fn();
      }
    },
  };
}

describe('throttled: the balance lab’s progress drawn a few times a second, not at each worker’s report', () => {
  it('passes the first value at once, then only the latest of each interval', () => {
    const clock = manualClock();
    const seen: number[] = [];
    const set = throttled<number>((v) => seen.push(v), 250, clock);
    set(1);
    set(2);
    set(3);
    expect(seen).toEqual([1]);
    clock.advance(250);
    expect(seen).toEqual([1, 3]);
    clock.advance(100);
    set(4);
    expect(seen).toEqual([1, 3]);
    clock.advance(150);
    expect(seen).toEqual([1, 3, 4]);
  });

  it('flush passes at once and drops what waited', () => {
    const clock = manualClock();
    const seen: (number | null)[] = [];
    const set = throttled<number | null>((v) => seen.push(v), 250, clock);
    set(1);
    set(2);
    set.flush(null);
    clock.advance(1000);
    expect(seen).toEqual([1, null]);
  });
});
