/** Who holds a public post (000_a045abd3825f1297.txt:471-557). */
import type { PlayerId } from '../../../engine';
import type { QGame } from '../types';

export function post(s: QGame, id: string): PlayerId | null {
  return s.posts[id] ?? null;
}

export function postsOf(s: QGame, id: PlayerId): string[] {
  return Object.keys(s.posts).filter((p) => s.posts[p] === id);
}
