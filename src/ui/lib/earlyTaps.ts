/**
 * The pre-rendered home is drawn before the app's code runs (src/boot.ts):
 * a button tapped in that moment would do nothing, and the MJ would think the
 * tap was lost. Such taps are held (the button remembered, the click stopped)
 * and given back, in order, once the app has taken the page over; hydration
 * keeps the very same nodes. Links need no help: they navigate by themselves.
 */

/** Sent on the document by the app once it answers taps (src/ui/Root.tsx). */
export const APP_READY = 'veilleur:ready';

export function holdEarlyTaps(doc: Document): void {
  const held: HTMLElement[] = [];
  const hold = (e: Event): void => {
    const button = e.target instanceof Element ? e.target.closest('button') : null;
    if (!button) return;
    e.preventDefault();
    e.stopImmediatePropagation();
    if (!held.includes(button)) held.push(button);
  };
  doc.addEventListener('click', hold, true);
  doc.addEventListener(
    APP_READY,
    () => {
      doc.removeEventListener('click', hold, true);
      for (const button of held) if (button.isConnected) button.click();
    },
    { once: true },
  );
}
