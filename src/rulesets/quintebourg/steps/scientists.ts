/**
 * Row R: the scientists' inventions, each on their own nights
 * (000_a045abd3825f1297.txt:365-373, 754, 778, 802): the Stalkeur tells whether
 * someone spent the night at home; the Révélateur whether a Reptilien spent
 * the night in a house or a room. Both read the night's map of row P, the
 * long action of each player (« la majeure partie de la nuit », 000:369, 373).
 */
import type { PlayerId } from '../../../engine';
import type { Location } from '../../../engine/locations';
import { sameLocation } from '../../../engine/locations';
import { act, game, tell, type QStep } from '../common';
import { at, homePlace, housePlace, roomPlace } from '../night-map';
import { SCIENTISTS, cardName } from '../roles';
import { atHospital, effectHolder, looksReptilien, patientOfRoom, type QGame } from '../state';
import { de, name } from '../text';
import { cardStep } from './call';

/** « la maison d’Ana », « le bunker de Chloé », « la chambre d’hôpital de Bruno ». */
export function placeName(s: QGame, place: Location): string {
  switch (place.kind) {
    case 'house':
      return `la maison ${de(name(s, place.owner))}`;
    case 'bunker':
      return `le bunker ${de(name(s, place.owner))}`;
    case 'hospital': {
      const patient = patientOfRoom(s, place.room);
      return patient ? `la chambre d’hôpital ${de(name(s, patient))}` : `la chambre ${place.room}`;
    }
    case 'morgue':
      return 'la morgue';
    case 'away':
      return 'hors du village';
  }
}

/**
 * The rooms a player may point at: a patient's (000:608-610 reads a pointed
 * patient as his room); the rooms someone slept in tonight count too.
 */
export function roomOwners(s: QGame): PlayerId[] {
  const map = s.rs.night.map ?? {};
  return s.order.filter((id) => atHospital(s, id) || Object.values(map).some((l) => sameLocation(l, roomPlace(s, id))));
}

/** Houses and rooms as « house:id » / « room:id » options, for a power that visits a place. */
export function placeOptions(s: QGame, prefix: string): { value: string; label: string }[] {
  const rooms = roomOwners(s);
  const out: { value: string; label: string }[] = [];
  for (const id of s.order) {
    out.push({ value: `house:${id}`, label: `${prefix} : ${placeName(s, housePlace(s, id))}` });
    if (rooms.includes(id)) out.push({ value: `room:${id}`, label: `${prefix} : ${placeName(s, roomPlace(s, id))}` });
  }
  return out;
}

export function parsePlace(s: QGame, value: string): Location {
  const [kind, id] = value.split(':') as ['house' | 'room', PlayerId];
  return kind === 'room' ? roomPlace(s, id) : housePlace(s, id);
}

function options(s: QGame): { value: string; label: string }[] {
  // Anyone may be pointed at, the dead too: the scientist cannot tell a Q from an M (000:78).
  return [{ value: 'rien', label: 'Rien cette nuit' }, ...s.order.map((id) => ({ value: `stalk:${id}`, label: `Stalkeur : ${name(s, id)}` })), ...placeOptions(s, 'Révélateur')];
}

function scientist(card: (typeof SCIENTISTS)[number]): QStep {
  return cardStep(card, {
    id: card,
    title: cardName(card),
    line: () => `${cardName(card)} ouvre les yeux : Stalkeur (une personne a-t-elle dormi chez elle ?) ou Révélateur (un Reptilien a-t-il passé la nuit dans ce lieu ?) ?`,
    notes: () => ['Je réponds d’un geste : oui ou non.'],
    prompt: (s) => ({ kind: 'choice', label: 'Invention', options: options(s) }),
    resolve(ctx, value) {
      if (value === 'rien') return;
      const s = game(ctx);
      const me = effectHolder(s, card)!;
      const map = s.rs.night.map ?? {};
      const [what, id] = (value as string).split(':') as ['stalk' | 'house' | 'room', PlayerId];
      act(ctx, me, what === 'stalk' ? 'stalkeur' : 'revelateur');
      if (what === 'stalk') {
        const home = map[id] ? sameLocation(map[id]!, homePlace(s, id)) : false;
        tell(ctx, [me], 'stalkeur', `Stalkeur : ${name(s, id)} ${home ? 'a' : 'n’a pas'} passé la nuit chez lui·elle.`, { target: id, home });
        return;
      }
      const place = parsePlace(s, value as string);
      // Seth passes for a Reptilien (000:284).
      const found = at(map, place).some((x) => looksReptilien(s, x));
      tell(ctx, [me], 'revelateur', `Révélateur, ${placeName(s, place)} : ${found ? 'un Reptilien y a passé la nuit' : 'aucun Reptilien n’y a passé la nuit'}.`, { found });
    },
  });
}

export const scientistSteps: QStep[] = SCIENTISTS.map(scientist);
