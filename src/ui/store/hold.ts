/**
 * One tab holds a game at a time. The holder owns a Web Lock named after the
 * game for as long as the game is open; another tab that opens it finds the
 * lock taken and shows the game read-only, with « Reprendre ici », which
 * steals the lock: the former holder's lock is released (its request fails
 * with an AbortError) and that tab turns read-only in turn.
 *
 * The lock only keeps tabs from stepping on each other; the log itself is
 * protected by the storage's head checks, which hold even where the browser
 * has no Web Locks (every tab may then write, and a stale one is refused).
 */

interface Holding {
  gameId: string;
  release: () => void;
}

let holding: Holding | null = null;

const lockName = (gameId: string): string => `veilleur-partie-${gameId}`;

/** The browser's lock manager, when it has one. */
function locks(): LockManager | null {
  return typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : null;
}

/** Whether this tab holds `gameId`'s lock now (always true without Web Locks). */
export function holds(gameId: string): boolean {
  return locks() === null || holding?.gameId === gameId;
}

/**
 * Take `gameId`'s lock: only if it is free, or (`steal`) from whichever tab
 * holds it. Resolves true once held. `onLost` is called if another tab takes
 * it later.
 */
export function acquire(gameId: string, steal: boolean, onLost: () => void): Promise<boolean> {
  const manager = locks();
  if (!manager) return Promise.resolve(true);
  if (holding?.gameId === gameId) return Promise.resolve(true);
  // The same game asked twice in a row (a screen mounted twice): one request answers both.
  if (!steal && asking?.gameId === gameId) return asking.answer;
  release();
  const answer = request(manager, gameId, steal, onLost);
  asking = { gameId, answer };
  void answer.then(() => {
    if (asking?.answer === answer) asking = null;
  });
  return answer;
}

let asking: { gameId: string; answer: Promise<boolean> } | null = null;

function request(manager: LockManager, gameId: string, steal: boolean, onLost: () => void): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    let free: () => void = () => {};
    const kept = new Promise<void>((r) => {
      free = r;
    });
    const mine: Holding = { gameId, release: free };
    const options: LockOptions = steal ? { steal: true } : { ifAvailable: true };
    manager
      .request(lockName(gameId), options, async (lock) => {
        if (!lock) {
          resolve(false);
          return;
        }
        holding = mine;
        resolve(true);
        await kept;
      })
      .catch(() => {
        // Stolen by another tab's « Reprendre ici » (AbortError): this tab only shows the game now.
        resolve(false);
        if (holding === mine) {
          holding = null;
          onLost();
        }
      });
  });
}

/** Let the game go (leaving it, opening another). */
export function release(): void {
  const h = holding;
  holding = null;
  h?.release();
}
