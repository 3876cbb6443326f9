/**
 * Key ranges over the compound primary keys `[gameId+seq]` and
 * `[gameId+playerId]`: everything of one game is one contiguous range, sorted
 * by the second part, so reads come back in log order without sorting.
 */
import Dexie, { type Collection, type IndexableType, type Table } from 'dexie';

/** Rows of `gameId` whose second key part is within [from, to] (default: all of them). */
export function gameRange<T, K>(
  table: Table<T, K>,
  gameId: string,
  from: IndexableType = Dexie.minKey,
  to: IndexableType = Dexie.maxKey,
): Collection<T, K> {
  return table.where(':id').between([gameId, from], [gameId, to], true, true);
}
