/**
 * The night's map (001:11-23, 188): each living player's long action and the
 * house it takes place in, the dead at the morgue. Drawn once the last long
 * action of the night is known (the call « Qui dort où »), into
 * `rs.night.map` and `rs.night.long`; the attack, the cameras, the Stalkeur,
 * the rapace and the couples' report read it.
 */
import { occupants, type PlaceRow, type PlayerId } from '../../../engine';
import { name } from '../../quintebourg-family/text';
import { actionLabel, type LongAction } from '../priority';
import { isAlive } from '../queries';
import type { RGame } from '../types';
import { MORGUE, placeKey, placeLabel, samePlace, type Place } from './places';
import { topWish, wishesOf } from './wishes';

export function nightMap(s: RGame): { long: Record<PlayerId, LongAction>; map: Record<PlayerId, Place> } {
  const long: Record<PlayerId, LongAction> = {};
  const map: Record<PlayerId, Place> = {};
  for (const id of s.order) {
    const w = topWish(wishesOf(s, id));
    if (!w) {
      map[id] = MORGUE;
      continue;
    }
    long[id] = w.action;
    map[id] = w.place;
  }
  return { long, map };
}

/** Who spent the night at `place`. */
export function at(map: Readonly<Record<PlayerId, Place>>, place: Place): PlayerId[] {
  return occupants(map, place, samePlace);
}

/** The map's places, houses in seating order, then the morgue, each with who is there and what he does. */
export function placeRows(s: RGame): PlaceRow[] {
  const map = s.rs.night.map;
  const long = s.rs.night.long;
  if (!map || !long) return [];
  const rows: (PlaceRow & { place: Place })[] = [];
  for (const id of s.order) {
    const place = map[id];
    if (!place) continue;
    let row = rows.find((r) => samePlace(r.place, place));
    if (!row) {
      const label = placeLabel(s, place);
      row = {
        key: placeKey(place),
        kind: place.kind,
        label: `${label.charAt(0).toUpperCase()}${label.slice(1)}`,
        occupants: [],
        place,
      };
      rows.push(row);
    }
    // A player brought back after the map was drawn (a resurrection invoked since) has no long action tonight.
    const action = long[id];
    row.occupants.push({
      id,
      label: !isAlive(s, id) ? 'mort·e' : action ? actionLabel(action).toLowerCase() : 'revenu·e à la vie',
    });
  }
  const seat = (p: Place) => (p.kind === 'house' ? s.order.indexOf(p.owner) : s.order.length);
  return rows
    .sort((a, b) => seat(a.place) - seat(b.place))
    .map(({ key, kind, label, occupants }) => ({ key, kind, label, occupants }));
}

/** The map as the MJ's notes: « La maison d’Ana : Ana (dort chez soi), Bruno (attaque) ». */
export function mapLines(s: RGame): string[] {
  return placeRows(s).map((r) => `${r.label} : ${r.occupants.map((o) => `${name(s, o.id)} (${o.label})`).join(', ')}`);
}

/**
 * What must hold of the map once drawn (the invariants read it): every player
 * placed, the dead at the morgue, each long action where it belongs (a squat
 * never at home, 001:131; home at home; the attack at its target, 001:89).
 */
export function mapProblems(s: RGame): string[] {
  const map = s.rs.night.map;
  const long = s.rs.night.long;
  if (!map || !long || s.clock.phase !== 'night' || s.agenda[0]?.step === 'tombee') return [];
  const out: string[] = [];
  for (const id of s.order) {
    const place = map[id];
    if (!place) {
      out.push(`${id} has no place on the night's map`);
      continue;
    }
    const action = long[id];
    if (!action) {
      if (place.kind !== 'morgue') out.push(`${id} has no long action and is not at the morgue`);
      continue;
    }
    const home = place.kind === 'house' && place.owner === id;
    if (action === 'squat' && home) out.push(`${id}: squat at home`);
    if (action === 'maison' && !home) out.push(`${id}: home away from home`);
    if (action === 'attaque' && (place.kind !== 'house' || place.owner !== s.rs.night.attack))
      out.push(`${id}: attack away from the target`);
  }
  return out;
}
