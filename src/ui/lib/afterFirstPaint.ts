/**
 * Run `go` once, after the page's first contentful paint: the browser's own
 * paint timing where it has one, else after the next frame. The first frame
 * a browser paints may hold only the background, hence the paint entry rather
 * than one animation frame. Never later than `latest` ms, should no paint
 * entry ever come (a page the browser decided not to paint).
 */
export function afterFirstPaint(go: () => void, latest = 1000, env: PaintEnv = browserEnv()): void {
  let done = false;
  const once = (): void => {
    if (done) return;
    done = true;
    observer?.disconnect();
    env.setTimeout(go, 0);
  };
  let observer: { disconnect(): void } | null = null;
  if (env.painted()) return once();
  observer = env.observePaint(once);
  if (!observer) env.nextFrame(once);
  env.setTimeout(once, latest);
}

/** What `afterFirstPaint` needs of the browser (a stand-in in tests). */
export interface PaintEnv {
  /** True when the first contentful paint already happened. */
  painted(): boolean;
  /** Call `then` at the first contentful paint; null where the browser has no paint timing. */
  observePaint(then: () => void): { disconnect(): void } | null;
  nextFrame(then: () => void): void;
  setTimeout(then: () => void, ms: number): void;
}

const FCP = 'first-contentful-paint';

function browserEnv(): PaintEnv {
  const timed =
    typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');
  return {
    painted: () => timed === true && performance.getEntriesByName(FCP).length > 0,
    observePaint(then) {
      if (!timed) return null;
      const observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName(FCP).length > 0) then();
      });
      observer.observe({ type: 'paint', buffered: true });
      return observer;
    },
    nextFrame: (then) => void requestAnimationFrame(() => then()),
    setTimeout: (then, ms) => void window.setTimeout(then, ms),
  };
}
