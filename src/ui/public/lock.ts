/**
 * Public mode on the tablet: while locked, every MJ screen shows the public
 * board of the locked game instead (App reads it), until the MJ's PIN is
 * entered. Kept in localStorage so a reload, a new tab or a closed and
 * reopened app stays locked; other tabs follow through the `storage` event.
 */
import { useSyncExternalStore } from 'react';

export const LOCK_KEY = 'veilleur.modePublic';
const LOCK_EVENT = 'veilleur:mode-public';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The id of the game shown in public mode, or null when the MJ view is open. */
export function lockedGameId(): string | null {
  try {
    const raw = storage()?.getItem(LOCK_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { gameId?: unknown };
    return typeof parsed.gameId === 'string' && parsed.gameId !== '' ? parsed.gameId : null;
  } catch {
    return null;
  }
}

export function lockPublicMode(gameId: string): void {
  storage()?.setItem(LOCK_KEY, JSON.stringify({ gameId, since: Date.now() }));
  window.dispatchEvent(new Event(LOCK_EVENT));
}

export function unlockPublicMode(): void {
  storage()?.removeItem(LOCK_KEY);
  window.dispatchEvent(new Event(LOCK_EVENT));
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (e: StorageEvent): void => {
    if (e.key === null || e.key === LOCK_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(LOCK_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(LOCK_EVENT, onChange);
  };
}

/** The locked game's id (re-renders when public mode starts or ends, here or in another tab). */
export function usePublicLock(): string | null {
  return useSyncExternalStore(subscribe, lockedGameId, () => null);
}
