/**
 * The night's map (row P, 000_a045abd3825f1297.txt:170-189, 589, 754): each
 * player's long action and the place it happens. C and Q players lie in
 * their hospital room (000:77-78), the dead at the morgue. The map is drawn
 * once, at row P, into `rs.night.map` and `rs.night.long`.
 */
import { asItStands, occupants, type PlaceRow, type PlayerId } from '../../../engine';
import type { Health } from '../health';
import { word } from '../health-words';
import { actionLabel, type LongAction } from '../priority';
import { health } from '../queries';
import { name } from '../text';
import type { QGame } from '../types';
import { locationKey, sameLocation, type Location, type LocationKind } from './location';
import { homePlace, placeLabel, roomPlace, targetPlace } from './places';
import { topWish, wishesOf } from './wishes';

/** Each player's long action and place tonight (row P). */
export function nightMap(s: QGame): { long: Record<PlayerId, LongAction>; map: Record<PlayerId, Location> } {
  const long: Record<PlayerId, LongAction> = {};
  const map: Record<PlayerId, Location> = {};
  // Read as it stands: drawing the map writes nothing (the call then stores it).
  const carers = asItStands(s.rs).night.carers;
  for (const id of s.order) {
    const h = health(s, id);
    if (h === 'M') {
      map[id] = { kind: 'morgue' };
      continue;
    }
    if (h === 'C' || h === 'Q') {
      map[id] = roomPlace(s, id);
      continue;
    }
    const w = topWish(wishesOf(s, id))!;
    long[id] = w.action;
    // Carers at work are neither at home nor in the rooms (000:616).
    map[id] = w.action === 'maison' && carers.includes(id) ? { kind: 'away' } : w.place;
  }
  return { long, map };
}

/** Who spent the night at `place`, in the map's order. */
export function at(map: Record<PlayerId, Location>, place: Location): PlayerId[] {
  return occupants(map, place, sameLocation);
}

/** Someone on the map: his health, his long action (none for C, Q, M), and both as the MJ reads them. */
export type MapOccupant = { id: PlayerId; health: Health; action: LongAction | null; label: string };

/** One place of the night's map and who spends the night there (the « carte-nuit » event carries these rows). */
export type MapRow = { place: Location; label: string; occupants: MapOccupant[] };

const KIND_ORDER: LocationKind[] = ['house', 'bunker', 'hospital', 'away', 'morgue'];

/** The order within a kind: houses and bunkers by their owner's seat, rooms by number. */
function seatOf(s: QGame, l: Location): number {
  switch (l.kind) {
    case 'house':
    case 'bunker':
      return s.order.indexOf(l.owner);
    case 'hospital':
      return l.room;
    default:
      return 0;
  }
}

/** What an occupant does there: « soignant à l’œuvre », his long action, or his health (C, Q, M). */
function occupantLabel(loc: Location, action: LongAction | null, h: Health): string {
  if (loc.kind === 'away') return 'soignant à l’œuvre';
  if (action) return actionLabel(action).toLowerCase();
  return word(h);
}

/**
 * The night's map for the MJ (row P, 000:754): every occupied place, houses
 * in seating order first, then the bunker, the rooms, the carers, the morgue.
 * Computed from `rs.night.map` and `rs.night.long`; empty before row P.
 */
export function mapRows(s: QGame): MapRow[] {
  // Read as it stands: drawing the rows writes nothing.
  const night = asItStands(s.rs).night;
  return night.map && night.long ? rowsOf(s, night.map, night.long) : [];
}

/** `mapRows` of a map given as it is: the call that draws the map builds its rows without reading it back. */
export function rowsOf(s: QGame, map: Record<PlayerId, Location>, long: Record<PlayerId, LongAction>): MapRow[] {
  const rows: MapRow[] = [];
  for (const id of s.order) {
    const loc = map[id];
    if (!loc) continue;
    let row = rows.find((r) => sameLocation(r.place, loc));
    if (!row) {
      row = { place: loc, label: placeLabel(s, loc), occupants: [] };
      rows.push(row);
    }
    const action = long[id] ?? null;
    const h = health(s, id);
    row.occupants.push({ id, health: h, action, label: occupantLabel(loc, action, h) });
  }
  return rows.sort(
    (a, b) =>
      KIND_ORDER.indexOf(a.place.kind) - KIND_ORDER.indexOf(b.place.kind) || seatOf(s, a.place) - seatOf(s, b.place),
  );
}

/** The map as the engine's places for the call (rows P and Q): a key per place, its kind, who is there. */
export function placeRows(s: QGame): PlaceRow[] {
  return mapRows(s).map((r) => ({
    key: locationKey(r.place),
    kind: r.place.kind,
    label: r.label,
    occupants: r.occupants.map((o) => ({ id: o.id, label: o.label })),
  }));
}

/** The map as lines for the MJ's notes: « La maison d’Ana : Ana (dort chez soi), Bruno (attaque) ». */
export function mapLines(s: QGame): string[] {
  return rowLines(s, mapRows(s));
}

/** `mapLines` of rows already drawn (the call that draws the map keeps them too, as its event's data). */
export function rowLines(s: QGame, rows: readonly MapRow[]): string[] {
  return rows.map(
    (r) =>
      `${r.label.charAt(0).toUpperCase()}${r.label.slice(1)} : ${r.occupants.map((o) => `${name(s, o.id)} (${o.label})`).join(', ')}`,
  );
}

/**
 * What must hold of the map once drawn (the invariants read it): every player
 * placed, one long action each for the I and B, and each action where it
 * belongs — a rest in one's own room (B players sleep at the hospital but for
 * a sbire on guard, 000:76), a squat never at home (000:405), the attack at
 * its target (000:569-589).
 */
export function mapProblems(s: QGame): string[] {
  const map = s.rs.night.map;
  const long = s.rs.night.long;
  // Homes move by day (a marriage, the harassed player's move): the map holds for its night only,
  // and last night's lingers until nightfall (`tombee`) clears it.
  if (!map || !long || s.clock.phase !== 'night' || s.agenda[0]?.step === 'tombee') return [];
  const out: string[] = [];
  for (const id of s.order) {
    const loc = map[id];
    if (!loc) {
      out.push(`${id} has no place on the night's map`);
      continue;
    }
    const action = long[id];
    if (!action) continue;
    const bad = misplaced(s, id, action, loc);
    if (bad) out.push(`${id}: ${action} ${bad}`);
  }
  return out;
}

/** Why a long action is not where it belongs, or null (a plain function: no closure made per player on every answer). */
function misplaced(s: QGame, id: PlayerId, action: LongAction, loc: Location): string | null {
  const a = s.rs.night.attack;
  if (action === 'repos' && !sameLocation(loc, roomPlace(s, id))) return 'outside his own room';
  if (action === 'veille' && loc.kind !== 'hospital') return 'outside the hospital';
  if (action === 'squat' && sameLocation(loc, homePlace(s, id))) return 'at home';
  if (action === 'maison' && !sameLocation(loc, homePlace(s, id)) && loc.kind !== 'away') return 'away from home';
  if (action === 'attaque' && a && !sameLocation(loc, targetPlace(s, a.target))) return 'away from the target';
  return null;
}
