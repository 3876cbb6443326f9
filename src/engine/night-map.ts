/**
 * The night's map: each player wishes for long actions, each at a place; the
 * priority table keeps one per player (engine priority.ts), and the map says
 * where each spends the night. Places are the ruleset's (houses, rooms, the
 * morgue…): the engine only compares them with the ruleset's `same`.
 */
import { topAction, type PriorityTable } from './priority';
import type { PlayerId } from './types';

/** A long action a player could perform tonight, and where. */
export interface Wish<A extends string, L> {
  action: A;
  place: L;
}

/** The wish the priority table keeps (the highest), or null when there is none. */
export function keptWish<A extends string, L>(table: PriorityTable, wishes: readonly Wish<A, L>[]): Wish<A, L> | null {
  const top = topAction(
    table,
    wishes.map((w) => w.action),
  );
  return wishes.find((w) => w.action === top) ?? null;
}

/** Who spends the night at `place`, in the map's order. */
export function occupants<L>(map: Readonly<Record<PlayerId, L>>, place: L, same: (a: L, b: L) => boolean): PlayerId[] {
  return Object.keys(map).filter((id) => same(map[id]!, place));
}

/** The occupied places, each with who is there, in the order `order` first meets them. */
export function placesOf<L>(
  order: readonly PlayerId[],
  map: Readonly<Record<PlayerId, L>>,
  same: (a: L, b: L) => boolean,
): { place: L; ids: PlayerId[] }[] {
  const out: { place: L; ids: PlayerId[] }[] = [];
  for (const id of order) {
    const loc = map[id];
    if (loc === undefined) continue;
    const row = out.find((r) => same(r.place, loc));
    if (row) row.ids.push(id);
    else out.push({ place: loc, ids: [id] });
  }
  return out;
}
