/**
 * Where everyone spends the night (000_a045abd3825f1297.txt:170-189, 589):
 * each player's wishes for a long action, the one the priority table keeps,
 * and the place it happens. C and Q players lie in their hospital room
 * (000:77-78), the dead at the morgue.
 */
import type { PlayerId } from '../../engine';
import { sameLocation, type Location, type PlaceRow } from '../../engine/locations';
import { topAction } from '../../engine/priority';
import type { Health } from './health';
import { actionLabel, PRIORITY, type LongAction } from './priority';
import {
  asleep,
  attendsCamp,
  available,
  effectHolder,
  health,
  homeOf,
  leaderOf,
  partnerIn,
  partyHolder,
  post,
  roomOf,
  type QGame,
  type Target,
} from './state';
import { de, name } from './text';

export interface Wish {
  action: LongAction;
  place: Location;
}

export type Duo = 'amoureux' | 'haineux' | 'plans';

const DUO_ACTION: Record<Duo, LongAction> = { amoureux: 'amoureux', haineux: 'combat', plans: 'plans-cul' };

export function duoPair(s: QGame, duo: Duo): [PlayerId, PlayerId] | null {
  return duo === 'amoureux' ? s.rs.lovers : duo === 'haineux' ? s.rs.hated : s.rs.plans;
}

export const house = (owner: PlayerId): Location => ({ kind: 'house', owner });

/** A player's own house: the médecin lives in his bunker (000:249). */
export function homePlace(s: QGame, id: PlayerId): Location {
  const home = homeOf(s, id);
  return s.players[home]!.role === 'medecin' ? { kind: 'bunker', owner: home } : house(home);
}

/** The home of a house's owner (a married owner's is the couple's; the médecin's is his bunker unless he moved in with a spouse). */
export function housePlace(s: QGame, owner: PlayerId): Location {
  return homePlace(s, owner);
}

export function roomPlace(s: QGame, id: PlayerId): Location {
  return { kind: 'hospital', room: roomOf(s, id) };
}

export function targetPlace(s: QGame, t: Target): Location {
  return t.kind === 'house' ? housePlace(s, t.owner) : roomPlace(s, t.patient);
}

/** Whether tonight's attack takes place: a target, and the leader able to lead (000:581). */
export function attackOn(s: QGame): boolean {
  const a = s.rs.night.attack;
  if (!a) return false;
  const leader = partyHolder(s, leaderOf(a.camp));
  return leader === null || health(s, leader) === 'I' || health(s, leader) === 'B';
}

/** Where a player rests when nothing else takes them out: their hospital room when B, else home. */
function restPlace(s: QGame, id: PlayerId): Location {
  return health(s, id) === 'B' ? roomPlace(s, id) : homePlace(s, id);
}

/**
 * A player's wishes tonight, as far as the night's calls have gone. A duo's
 * night counts once both came (`met`), or when `assume` asks whether it could.
 */
export function wishesOf(s: QGame, id: PlayerId, assume: Duo | null = null): Wish[] {
  const n = s.rs.night;
  const out: Wish[] = [];
  if (asleep(s, id)) return [{ action: 'sommeil', place: restPlace(s, id) }];
  if (!available(s, id)) return [];
  const lover = partnerIn(s.rs.lovers, id);
  // Both lovers B: they share one room, the first's in seating order, rather than swap rooms (000:237, reading).
  const bothB = lover !== null && health(s, id) === 'B' && health(s, lover) === 'B';
  // A B lover sent on guard is not in his room: nobody to watch over (000:447).
  const guarding = lover !== null && health(s, lover) === 'B' && n.guards.some((g) => g.sbire === lover);
  if (lover && !guarding && (health(s, lover) === 'B' || health(s, lover) === 'C') && !(bothB && s.order.indexOf(id) < s.order.indexOf(lover))) out.push({ action: 'veille', place: roomPlace(s, lover) });
  if (s.players[id]!.role === 'medecin') out.push({ action: 'recherche', place: homePlace(s, id) });
  for (const g of n.guards) if (g.sbire === id) out.push({ action: 'faction', place: housePlace(s, g.host) });
  if (n.round && post(s, 'chef') === id) out.push({ action: 'ronde', place: housePlace(s, n.round) });
  if (health(s, id) === 'B') out.push({ action: 'repos', place: roomPlace(s, id) });
  if (n.sculpture && effectHolder(s, 'artiste') === id) out.push({ action: 'sculpture', place: housePlace(s, n.sculpture) });
  for (const duo of ['haineux', 'plans', 'amoureux'] as Duo[]) {
    const host = n.meet[duo];
    if (host && partnerIn(duoPair(s, duo), id) && (n.met[duo] || assume === duo)) out.push({ action: DUO_ACTION[duo], place: housePlace(s, host) });
  }
  const a = n.attack;
  if (a && attackOn(s) && attendsCamp(s, id, a.camp)) out.push({ action: 'attaque', place: targetPlace(s, a.target) });
  if (n.colloque && attendsCamp(s, id, n.colloque.camp)) out.push({ action: 'colloque', place: housePlace(s, n.colloque.host) });
  if (n.laura && effectHolder(s, 'laura') === id) out.push({ action: 'squat', place: housePlace(s, n.laura) });
  out.push({ action: 'maison', place: homePlace(s, id) });
  return out;
}

/** The wish the priority table keeps (000:174-189). */
export function topWish(wishes: Wish[]): Wish | null {
  const top = topAction(
    PRIORITY,
    wishes.map((w) => w.action),
  );
  return wishes.find((w) => w.action === top) ?? null;
}

/** Whether a duo's night can take place: both available, and nothing higher in the table calls either away (000:457). */
export function duoMeets(s: QGame, duo: Duo): boolean {
  const pair = duoPair(s, duo);
  if (!pair || !s.rs.night.meet[duo]) return false;
  return pair.every((id) => topWish(wishesOf(s, id, duo))?.action === DUO_ACTION[duo]);
}

/** Each player's long action and place tonight (row P). */
export function nightMap(s: QGame): { long: Record<PlayerId, LongAction>; map: Record<PlayerId, Location> } {
  const long: Record<PlayerId, LongAction> = {};
  const map: Record<PlayerId, Location> = {};
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
    map[id] = w.action === 'maison' && s.rs.night.carers.includes(id) ? { kind: 'away' } : w.place;
  }
  return { long, map };
}

export function at(map: Record<PlayerId, Location>, place: Location): PlayerId[] {
  return Object.keys(map).filter((id) => sameLocation(map[id]!, place));
}

/** A place as the MJ reads it: « la maison d’Ana », « la chambre d’hôpital de David », the carers' corridors (000:616). */
export function placeLabel(s: QGame, loc: Location): string {
  switch (loc.kind) {
    case 'house':
      return `la maison ${de(name(s, loc.owner))}`;
    case 'bunker':
      return `le bunker ${de(name(s, loc.owner))}`;
    case 'hospital': {
      const patient = s.setup.players[loc.room - 1]?.id;
      return patient ? `la chambre d’hôpital ${de(name(s, patient))}` : `la chambre ${loc.room}`;
    }
    case 'morgue':
      return 'la morgue';
    case 'away':
      return 'l’hôpital, hors des chambres (soignants à l’œuvre)';
  }
}

/** One place of the night's map and who spends the night there, with their long action (none for C, Q, M). */
export interface MapRow extends PlaceRow {
  occupants: { id: PlayerId; health: Health; action: LongAction | null; label: string }[];
}

const KIND_ORDER: Location['kind'][] = ['house', 'bunker', 'hospital', 'away', 'morgue'];

/**
 * The night's map for the MJ (row P, 000:754): every occupied place, houses
 * in seating order first, then the bunker, the rooms, the carers, the morgue.
 * Computed from `rs.night.map` and `rs.night.long`; empty before row P.
 */
export function mapRows(s: QGame): MapRow[] {
  const map = s.rs.night.map;
  const long = s.rs.night.long;
  if (!map || !long) return [];
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
    row.occupants.push({ id, health: h, action, label: loc.kind === 'away' ? 'soignant à l’œuvre' : action ? actionLabel(action).toLowerCase() : h });
  }
  const seat = (l: Location) => (l.kind === 'house' || l.kind === 'bunker' ? s.order.indexOf(l.owner) : l.kind === 'hospital' ? l.room : 0);
  return rows.sort((a, b) => KIND_ORDER.indexOf(a.place.kind) - KIND_ORDER.indexOf(b.place.kind) || seat(a.place) - seat(b.place));
}

/** The map as lines for the MJ's notes: « La maison d’Ana : Ana (dort chez soi), Bruno (attaque) ». */
export function mapLines(s: QGame): string[] {
  return mapRows(s).map((r) => `${r.label.charAt(0).toUpperCase()}${r.label.slice(1)} : ${r.occupants.map((o) => `${name(s, o.id)} (${o.label})`).join(', ')}`);
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
  const a = s.rs.night.attack;
  for (const id of s.order) {
    const loc = map[id];
    if (!loc) {
      out.push(`${id} has no place on the night's map`);
      continue;
    }
    const action = long[id];
    if (!action) continue;
    const bad = (why: string) => out.push(`${id}: ${action} ${why}`);
    if (action === 'repos' && !sameLocation(loc, roomPlace(s, id))) bad('outside his own room');
    if (action === 'veille' && loc.kind !== 'hospital') bad('outside the hospital');
    if (action === 'squat' && sameLocation(loc, homePlace(s, id))) bad('at home');
    if (action === 'maison' && !sameLocation(loc, homePlace(s, id)) && loc.kind !== 'away') bad('away from home');
    if (action === 'attaque' && a && !sameLocation(loc, targetPlace(s, a.target))) bad('away from the target');
  }
  return out;
}
