/**
 * A strictly increasing millisecond clock: two writes in the same millisecond
 * (fast taps, tests) still get distinct `updatedAt`, so the game list order is
 * stable and means "last touched".
 */
let last = 0;

export function now(): number {
  last = Math.max(Date.now(), last + 1);
  return last;
}
