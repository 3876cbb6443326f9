/** Who holds a public post (000_a045abd3825f1297.txt:471-557). */
import type { PlayerId } from '../../../engine';
import { postsHeldBy } from '../../quintebourg-family/posts';
import type { QGame } from '../types';

export function post(s: QGame, id: string): PlayerId | null {
  return s.posts[id] ?? null;
}

/** The posts `id` holds, in the posts' order (shared: never write into it). */
export function postsOf(s: QGame, id: PlayerId): readonly string[] {
  return postsHeldBy(s.posts, id);
}
