/**
 * A tiny router over the history API. Paths: `/`, `/nouvelle`, `/partie/:id`,
 * `/public`, `/equilibre`, `/statistiques`. The current game id lives in the URL so a reload lands back on it.
 */
import { useMemo, useSyncExternalStore } from 'react';

export type Route =
  | { name: 'home' }
  | { name: 'new' }
  | { name: 'game'; id: string }
  | { name: 'public' }
  | { name: 'join' }
  | { name: 'balance' }
  | { name: 'stats' }
  | { name: 'unknown'; path: string };

const NAVIGATE_EVENT = 'veilleur:navigate';

export const HOME_PATH = '/';
export const NEW_GAME_PATH = '/nouvelle';
/** The balance lab (« Équilibre »). */
export const BALANCE_PATH = '/equilibre';
/** The MJ's finished games beside the simulator's (« Statistiques », issue 24). */
export const STATS_PATH = '/statistiques';
/** Another device joins the MJ's game (issue 22). */
export const JOIN_PATH = '/rejoindre';

export function gamePath(id: string): string {
  return `/partie/${encodeURIComponent(id)}`;
}

export function parseRoute(pathname: string): Route {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/' || path === '/index.html') return { name: 'home' };
  if (path === NEW_GAME_PATH) return { name: 'new' };
  if (path === '/public') return { name: 'public' };
  if (path === BALANCE_PATH) return { name: 'balance' };
  if (path === STATS_PATH) return { name: 'stats' };
  if (path === JOIN_PATH) return { name: 'join' };
  const game = /^\/partie\/([^/]+)$/.exec(path);
  if (game?.[1]) {
    try {
      return { name: 'game', id: decodeURIComponent(game[1]) };
    } catch {
      return { name: 'unknown', path };
    }
  }
  return { name: 'unknown', path };
}

export function navigate(path: string, options: { replace?: boolean } = {}): void {
  if (path === window.location.pathname) return;
  if (options.replace) window.history.replaceState(null, '', path);
  else window.history.pushState(null, '', path);
  window.dispatchEvent(new Event(NAVIGATE_EVENT));
  document.scrollingElement?.scrollTo?.(0, 0);
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(NAVIGATE_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(NAVIGATE_EVENT, onChange);
  };
}

const currentPath = (): string => window.location.pathname;

export function useRoute(): Route {
  const path = useSyncExternalStore(subscribe, currentPath, () => '/');
  return useMemo(() => parseRoute(path), [path]);
}
