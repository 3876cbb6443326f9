import { describe, expect, it } from 'vitest';
import { afterFirstPaint, type PaintEnv } from '../../src/ui/lib/afterFirstPaint';

/** A browser stand-in: paints, frames and timers fired by hand. */
function fakeEnv(timed: boolean, paintedAlready = false) {
  const timers: { then: () => void; ms: number }[] = [];
  const frames: (() => void)[] = [];
  let onPaint: (() => void) | null = null;
  const env: PaintEnv = {
    painted: () => paintedAlready,
    observePaint: (then) => (timed ? ((onPaint = then), { disconnect: () => (onPaint = null) }) : null),
    nextFrame: (then) => void frames.push(then),
    setTimeout: (then, ms) => void timers.push({ then, ms }),
  };
  const fire = (ms: number) => {
    for (const t of timers.splice(0).filter((x) => x.ms === ms)) t.then();
  };
  return { env, timers, frames, paint: () => onPaint?.(), fire };
}

describe('afterFirstPaint (src/boot.ts starts the app after the pre-rendered home is painted)', () => {
  it('waits for the first contentful paint, then runs once, a task later', () => {
    const b = fakeEnv(true);
    let runs = 0;
    afterFirstPaint(() => runs++, 1000, b.env);
    b.fire(0);
    expect(runs).toBe(0);
    b.paint();
    b.fire(0);
    expect(runs).toBe(1);
    // The safety timeout, later, does not run it again.
    b.paint();
    for (const t of b.timers.splice(0)) t.then();
    b.fire(0);
    expect(runs).toBe(1);
  });

  it('runs at once (a task later) when the page already painted', () => {
    const b = fakeEnv(true, true);
    let runs = 0;
    afterFirstPaint(() => runs++, 1000, b.env);
    b.fire(0);
    expect(runs).toBe(1);
  });

  it('without paint timing, runs after the next frame', () => {
    const b = fakeEnv(false);
    let runs = 0;
    afterFirstPaint(() => runs++, 1000, b.env);
    expect(b.frames).toHaveLength(1);
    b.frames[0]!();
    b.fire(0);
    expect(runs).toBe(1);
  });

  it('never waits longer than the limit, should no paint come', () => {
    const b = fakeEnv(true);
    let runs = 0;
    afterFirstPaint(() => runs++, 1000, b.env);
    b.fire(1000);
    b.fire(0);
    expect(runs).toBe(1);
  });
});
