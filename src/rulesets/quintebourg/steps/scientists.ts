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
import { act, first, game, type QStep } from '../common';
import { at, homePlace, housePlace, roomPlace } from '../night-map';
import { SCIENTISTS, cardName } from '../roles';
import { atHospital, effectHolder, looksReptilien, patientOfRoom, type QGame } from '../state';
import { de, name } from '../text';
import { cardInert, cardStep } from './call';
import { showResult } from './result';

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
export function placeOptions(s: QGame): { value: string; label: string }[] {
  const rooms = roomOwners(s);
  const label = (place: Location) => capital(placeName(s, place));
  const out: { value: string; label: string }[] = [];
  for (const id of s.order) {
    out.push({ value: `house:${id}`, label: label(housePlace(s, id)) });
    if (rooms.includes(id)) out.push({ value: `room:${id}`, label: label(roomPlace(s, id)) });
  }
  return out;
}

const capital = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);

export function parsePlace(s: QGame, value: string): Location {
  const [kind, id] = value.split(':') as ['house' | 'room', PlayerId];
  return kind === 'room' ? roomPlace(s, id) : housePlace(s, id);
}

type Invention = 'stalkeur' | 'revelateur';

interface InventionArgs {
  card: string;
  kind: Invention;
}

/** Row R, first tap: which invention, if any (000:367). */
function scientist(card: (typeof SCIENTISTS)[number]): QStep {
  return cardStep(card, {
    id: card,
    title: cardName(card),
    line: () => `${cardName(card)} ouvre les yeux : Stalkeur (une personne a-t-elle dormi chez elle ?) ou Révélateur (un Reptilien a-t-il passé la nuit dans ce lieu ?) ?`,
    prompt: () => ({
      kind: 'choice',
      label: 'Invention',
      options: [
        { value: 'rien', label: 'Rien cette nuit' },
        { value: 'stalkeur', label: 'Stalkeur : une personne' },
        { value: 'revelateur', label: 'Révélateur : une maison ou une chambre' },
      ],
    }),
    resolve(ctx, value) {
      if (value === 'rien') return;
      ctx.react('invention', { card, kind: value as Invention });
    },
  });
}

/** Row R, second tap: the target, then the answer the MJ gives by a gesture (000:369, 373). */
export const invention: QStep = {
  id: 'invention',
  title: 'L’invention du scientifique',
  // A power invoked between the two taps (000:168) may strike the scientist: his choice falls.
  inert: (s, args) => cardInert(s, (args as unknown as InventionArgs).card),
  line: (_s, args) => ((args as unknown as InventionArgs).kind === 'stalkeur' ? 'Qui désigne-t-il ?' : 'Quelle maison ou quelle chambre désigne-t-il ?'),
  wakes: (s, args) => [effectHolder(s, (args as unknown as InventionArgs).card)!],
  // Anyone may be pointed at, the dead too: the scientist cannot tell a Q from an M (000:78).
  prompt: (s, args) =>
    (args as unknown as InventionArgs).kind === 'stalkeur'
      ? { kind: 'players', label: 'Stalkeur : qui', min: 1, max: 1, candidates: [...s.order] }
      : { kind: 'choice', label: 'Révélateur : quel lieu', options: placeOptions(s) },
  resolve(ctx, value, args) {
    const { card, kind } = args as unknown as InventionArgs;
    const s = game(ctx);
    const me = effectHolder(s, card)!;
    const map = s.rs.night.map ?? {};
    act(ctx, me, kind);
    if (kind === 'stalkeur') {
      const id = first(value)!;
      const home = map[id] ? sameLocation(map[id]!, homePlace(s, id)) : false;
      const text = `Stalkeur : ${name(s, id)} ${home ? 'a' : 'n’a pas'} passé la nuit chez lui·elle.`;
      const why = `${name(s, id)} ${home ? 'a' : 'n’a pas'} passé la nuit chez lui·elle`;
      showResult(ctx, me, 'stalkeur', text, `Je lui réponds d’un geste : ${home ? 'oui' : 'non'}, ${why}. Puis il se rendort.`, { target: id, home });
      return;
    }
    const place = parsePlace(s, value as string);
    // Seth passes for a Reptilien (000:284).
    const found = at(map, place).some((x) => looksReptilien(s, x));
    const text = `Révélateur, ${placeName(s, place)} : ${found ? 'un Reptilien y a passé la nuit' : 'aucun Reptilien n’y a passé la nuit'}.`;
    const why = `${found ? 'un Reptilien a' : 'aucun Reptilien n’a'} passé la nuit dans ${placeName(s, place)}`;
    showResult(ctx, me, 'revelateur', text, `Je lui réponds d’un geste : ${found ? 'oui' : 'non'}, ${why}. Puis il se rendort.`, { found });
  },
};

export const scientistSteps: QStep[] = [...SCIENTISTS.map(scientist), invention];
