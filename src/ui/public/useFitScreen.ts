import { useLayoutEffect, useRef, type RefObject } from 'react';

/** The smallest type the board shrinks to (a fraction of its designed size). */
const MIN_SCALE = 0.45;

/** Whether anything inside `box` reaches past its bottom or its right. */
function overflows(box: HTMLElement): boolean {
  if (box.scrollHeight > box.clientHeight + 1 || box.scrollWidth > box.clientWidth + 1) return true;
  const limit = box.getBoundingClientRect();
  for (const col of box.querySelectorAll<HTMLElement>('[data-fit]')) {
    if (col.scrollHeight > col.clientHeight + 1) return true;
    if (col.getBoundingClientRect().bottom > limit.bottom + 1) return true;
  }
  return false;
}

/**
 * Nobody scrolls a TV: shrink the board's type (`--pb-scale`) until every
 * column fits the screen, again whenever the content or the screen changes.
 * Columns that must fit carry `data-fit`.
 */
export function useFitScreen(deps: readonly unknown[]): RefObject<HTMLDivElement | null> {
  const ref = useRef<HTMLDivElement | null>(null);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const fit = (): void => {
      let scale = 1;
      box.style.setProperty('--pb-scale', '1');
      while (overflows(box) && scale > MIN_SCALE) {
        scale = Math.max(MIN_SCALE, scale * 0.93);
        box.style.setProperty('--pb-scale', scale.toFixed(3));
      }
    };
    fit();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(() => fit()) : null;
    observer?.observe(box);
    return () => observer?.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return ref;
}
