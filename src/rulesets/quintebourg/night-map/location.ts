import { asItStands, de, type GameState, type PlayerId } from '../../../engine';
/**
 * The places of a Quinte-bourg night (000_a045abd3825f1297.txt:76-78, 249,
 * 571, 616): houses, the médecin's bunker, hospital rooms, the morgue, and
 * the hospital's corridors where the carers work.
 */

export type Location =
  | { kind: 'house'; owner: PlayerId }
  | { kind: 'hospital'; room: number }
  | { kind: 'morgue' }
  | { kind: 'bunker'; owner: PlayerId }
  | { kind: 'away' };

export type LocationKind = Location['kind'];

export function sameLocation(a: Location, b: Location): boolean {
  switch (a.kind) {
    case 'house':
    case 'bunker':
      return b.kind === a.kind && a.owner === b.owner;
    case 'hospital':
      return b.kind === 'hospital' && a.room === b.room;
    default:
      return a.kind === b.kind;
  }
}

/** A key unique to the place (a map row's `key`): « house:p1 », « hospital:4 », « morgue ». */
export function locationKey(loc: Location): string {
  switch (loc.kind) {
    case 'house':
    case 'bunker':
      return `${loc.kind}:${loc.owner}`;
    case 'hospital':
      return `hospital:${loc.room}`;
    default:
      return loc.kind;
  }
}

/** A place in the thermal cameras' reports: « maison de Bruno », « hôpital, chambre 4 ». */
export function locationLabel(s: GameState, loc: Location): string {
  switch (loc.kind) {
    // The name read as it stands: a label copies no player (`copy-on-access.ts`).
    case 'house':
      return `maison ${de(asItStands(s.players)[loc.owner]?.name ?? loc.owner)}`;
    case 'bunker':
      return `bunker ${de(asItStands(s.players)[loc.owner]?.name ?? loc.owner)}`;
    case 'hospital':
      return `hôpital, chambre ${loc.room}`;
    case 'morgue':
      return 'morgue';
    case 'away':
      return 'hors du village';
  }
}
