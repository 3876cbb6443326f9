/**
 * The table as a circle: who sits next to whom, and how far apart, among the
 * players a rule keeps (the living, the awake…).
 */
import type { PlayerId } from './types';

/** Players seated next to `id` among those for whom `keep` holds (a circle). */
export function neighbours(
  order: readonly PlayerId[],
  id: PlayerId,
  keep: (p: PlayerId) => boolean = () => true,
): [PlayerId, PlayerId] | null {
  const ring = order.filter((p) => p === id || keep(p));
  const i = ring.indexOf(id);
  if (i < 0 || ring.length < 3) return null;
  return [ring[(i - 1 + ring.length) % ring.length]!, ring[(i + 1) % ring.length]!];
}

/** Seats between two players around the table, the shorter way, among those kept. */
export function seatDistance(
  order: readonly PlayerId[],
  a: PlayerId,
  b: PlayerId,
  keep: (p: PlayerId) => boolean = () => true,
): number {
  const ring = order.filter((p) => p === a || p === b || keep(p));
  const i = ring.indexOf(a);
  const j = ring.indexOf(b);
  if (i < 0 || j < 0) throw new Error('seatDistance: player not seated');
  const d = Math.abs(i - j);
  return Math.min(d, ring.length - d);
}
