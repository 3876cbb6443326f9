/**
 * Where a player, a house or a target is (000_a045abd3825f1297.txt:76-78,
 * 249, 571, 608-610, 630): a home is the couple's house once married, the
 * médecin's is his bunker; a patient lies in his own hospital room.
 */
import { playerRead, type PlayerId } from '../../../engine';
import { homeOf, patientOfRoom, roomOf } from '../queries';
import { de, name } from '../text';
import type { QGame, Target } from '../types';
import type { Location } from './location';

export const house = (owner: PlayerId): Location => ({ kind: 'house', owner });

/** A player's own house: the médecin lives in his bunker (000:249). */
export function homePlace(s: QGame, id: PlayerId): Location {
  const home = homeOf(s, id);
  return playerRead(s.players, home).role === 'medecin' ? { kind: 'bunker', owner: home } : house(home);
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

/** A hospital room as the MJ reads it: « la chambre d’hôpital de David ». */
function roomLabel(s: QGame, room: number): string {
  const patient = patientOfRoom(s, room);
  return patient ? `la chambre d’hôpital ${de(name(s, patient))}` : `la chambre ${room}`;
}

/** A place as the MJ reads it: « la maison d’Ana », « la chambre d’hôpital de David », the carers' corridors (000:616). */
export function placeLabel(s: QGame, loc: Location): string {
  switch (loc.kind) {
    case 'house':
      return `la maison ${de(name(s, loc.owner))}`;
    case 'bunker':
      return `le bunker ${de(name(s, loc.owner))}`;
    case 'hospital':
      return roomLabel(s, loc.room);
    case 'morgue':
      return 'la morgue';
    case 'away':
      return 'l’hôpital, hors des chambres (soignants à l’œuvre)';
  }
}

/** A place a power visits, as its holder is told: as `placeLabel`, but nobody visits the carers' corridors (« hors du village »). */
export function placeName(s: QGame, loc: Location): string {
  return loc.kind === 'away' ? 'hors du village' : placeLabel(s, loc);
}
