/**
 * Where players spend the night: houses, hospital rooms, the morgue, a bunker.
 * Rulesets derive each player's location; the engine answers who is where.
 */
import type { GameState, PlayerId } from './types';

export type Location =
  | { kind: 'house'; owner: PlayerId }
  | { kind: 'hospital'; room: number }
  | { kind: 'morgue' }
  | { kind: 'bunker'; owner: PlayerId }
  | { kind: 'away' };

/**
 * One place of a night's map and who is there, as a call shows it to the MJ
 * (Quinte-bourg's row P): the UI lists the rows as they come.
 */
export interface PlaceRow {
  place: Location;
  /** The place as the MJ reads it (« la maison d’Ana »). */
  label: string;
  /** Who spends the night there, each with what they do there (« attaque », « Coma »). */
  occupants: { id: PlayerId; label: string }[];
}

export function sameLocation(a: Location, b: Location): boolean {
  if (a.kind !== b.kind) return false;
  switch (a.kind) {
    case 'house':
    case 'bunker':
      return a.owner === (b as typeof a).owner;
    case 'hospital':
      return a.room === (b as typeof a).room;
    default:
      return true;
  }
}

export function occupants(map: Record<PlayerId, Location>, where: Location): PlayerId[] {
  return Object.entries(map)
    .filter(([, loc]) => sameLocation(loc, where))
    .map(([id]) => id);
}

export function locationLabel(s: GameState, loc: Location): string {
  switch (loc.kind) {
    case 'house':
      return `maison de ${s.players[loc.owner]?.name ?? loc.owner}`;
    case 'bunker':
      return `bunker de ${s.players[loc.owner]?.name ?? loc.owner}`;
    case 'hospital':
      return `hôpital, chambre ${loc.room}`;
    case 'morgue':
      return 'morgue';
    case 'away':
      return 'hors du village';
  }
}

/** Players seated next to `id` among those for whom `keep` holds (a circle). */
export function neighbours(order: readonly PlayerId[], id: PlayerId, keep: (p: PlayerId) => boolean = () => true): [PlayerId, PlayerId] | null {
  const ring = order.filter((p) => p === id || keep(p));
  const i = ring.indexOf(id);
  if (i < 0 || ring.length < 3) return null;
  return [ring[(i - 1 + ring.length) % ring.length]!, ring[(i + 1) % ring.length]!];
}

/** Seats between two players around the table, the shorter way, among those kept. */
export function seatDistance(order: readonly PlayerId[], a: PlayerId, b: PlayerId, keep: (p: PlayerId) => boolean = () => true): number {
  const ring = order.filter((p) => p === a || p === b || keep(p));
  const i = ring.indexOf(a);
  const j = ring.indexOf(b);
  if (i < 0 || j < 0) throw new Error('seatDistance: player not seated');
  const d = Math.abs(i - j);
  return Math.min(d, ring.length - d);
}
