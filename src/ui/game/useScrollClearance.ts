import { useLayoutEffect, type RefObject } from 'react';

/** Room kept between an answer brought into view and the bar that would cover it. */
const AIR = 8;

/**
 * The sticky bars (the game's header above 700 px wide, « Retour / Valider »
 * at the bottom) cover the page's edges: the browser is told how much, as the
 * page's scroll padding, so that every scroll that brings an answer into view
 * (a keyboard focus, the vote's automatic scroll, `scrollIntoView`) stops it
 * fully visible between them (issue 23). Kept up to date as the bars change
 * height (a refusal shown in the bottom bar, the header wrapping).
 */
export function useScrollClearance(bottomBar: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const root = document.documentElement;
    const nav = bottomBar.current;
    const header = document.querySelector<HTMLElement>('.game-bar');
    const measure = (): void => {
      const sticky = header && getComputedStyle(header).position === 'sticky';
      root.style.setProperty('--clear-top', `${sticky ? header.offsetHeight + AIR : AIR}px`);
      root.style.setProperty('--clear-bottom', `${(nav?.offsetHeight ?? 0) + AIR}px`);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    if (nav) observer.observe(nav);
    if (header) observer.observe(header);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      root.style.removeProperty('--clear-top');
      root.style.removeProperty('--clear-bottom');
    };
  }, [bottomBar]);
}
