/**
 * When the guided night may start without « Reprendre » (issue 21): the run
 * waits for the MJ's tap because browsers refuse speech before one, and
 * because the MJ starts when the table is ready. A game the MJ just started
 * (« Commencer ») has had both: the tap was the gesture
 * (`navigator.userActivation`), and the table is ready. Kept in memory only:
 * a reload, or the game opened again from the list, opens paused.
 */
let started: string | null = null;

/** The MJ started `gameId` with a tap just now: its first call runs at once. */
export function markStartedByTap(gameId: string): void {
  started = gameId;
}

/** Whether `gameId` was just started by the MJ's tap (asked once: the mark is dropped). */
export function takeStartedByTap(gameId: string): boolean {
  const mine = started === gameId;
  started = null;
  return mine && speechAllowed();
}

/**
 * Whether this page has had the gesture browsers ask for before speaking (Chrome: any tap since the page loaded, its
 * « sticky » activation, which moving between screens keeps). A browser that does not say is taken to allow it: the
 * mark or the answer that brought the night came from a tap on this very page.
 */
export function speechAllowed(): boolean {
  const activation = (navigator as Partial<Navigator>).userActivation;
  return activation ? activation.hasBeenActive : true;
}
