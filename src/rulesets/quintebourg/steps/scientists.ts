/**
 * Row R: the scientists' inventions, each on their own nights
 * (000_a045abd3825f1297.txt:365-373, 754, 778, 802): the Stalkeur tells whether
 * someone spent the night at home; the Révélateur whether a Reptilien spent
 * the night in a house or a room. Both read the night's map of row P, the
 * long action of each player (« la majeure partie de la nuit », 000:369, 373).
 */
import { asItStands, choose, type PlayerId } from '../../../engine';
import { ANYONE } from '../barred';
import { act, first } from '../common';
import { at, homePlace, housePlace, placeName, roomPlace, sameLocation, type Location } from '../night-map';
import { atHospital, effectHolder, looksReptilien } from '../queries';
import { cardName, type Scientist } from '../roles';
import { name } from '../text';
import type { Invention, QGame } from '../types';
import { cardInert, cardStep } from './call';
import { showResult } from './result';
import { step } from './step';

/**
 * The rooms a player may point at: a patient's (000:608-610 reads a pointed
 * patient as his room); the rooms someone slept in tonight count too.
 */
export function roomOwners(s: QGame): PlayerId[] {
  const map = asItStands(s.rs).night.map ?? {};
  return s.order.filter((id) => atHospital(s, id) || Object.values(map).some((l) => sameLocation(l, roomPlace(s, id))));
}

/** A house or a room a power visits, as a choice names it. */
export type PlaceValue = `house:${PlayerId}` | `room:${PlayerId}`;

/** Houses and rooms as « house:id » / « room:id » options, for a power that visits a place. */
export function placeOptions(s: QGame): { value: PlaceValue; label: string }[] {
  const rooms = roomOwners(s);
  const label = (place: Location) => capital(placeName(s, place));
  const out: { value: PlaceValue; label: string }[] = [];
  for (const id of s.order) {
    out.push({ value: `house:${id}`, label: label(housePlace(s, id)) });
    if (rooms.includes(id)) out.push({ value: `room:${id}`, label: label(roomPlace(s, id)) });
  }
  return out;
}

const capital = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);

export function parsePlace(s: QGame, value: PlaceValue): Location {
  const [kind, id = ''] = value.split(':');
  return kind === 'room' ? roomPlace(s, id) : housePlace(s, id);
}

type InventionOption = { value: 'rien' | Invention; label: string };

/** Row R, first tap: which invention, if any (000:367). */
function scientist<C extends Scientist>(card: C) {
  return cardStep(
    card,
    step({
      id: card,
      title: cardName(card),
      line: () =>
        `${cardName(card)} ouvre les yeux : Stalkeur (une personne a-t-elle dormi chez elle ?) ou Révélateur (un Reptilien a-t-il passé la nuit dans ce lieu ?) ?`,
      prompt: () => {
        const options: InventionOption[] = [
          { value: 'rien', label: 'Rien cette nuit' },
          { value: 'stalkeur', label: 'Stalkeur : une personne' },
          { value: 'revelateur', label: 'Révélateur : une maison ou une chambre' },
        ];
        return { kind: 'choice', none: 'rien', label: 'Invention', options };
      },
      resolve(ctx, value) {
        if (value === 'rien') return;
        ctx.react('invention', { card, kind: value });
      },
    }),
  );
}

export const scientifique = scientist('scientifique');
export const geek = scientist('geek');
export const chercheur = scientist('chercheur');
export const bricoleur = scientist('bricoleur');
export const ingenieur = scientist('ingenieur');

/** Row R, second tap: the target, then the answer the MJ gives by a gesture (000:369, 373). */
export const invention = step({
  id: 'invention',
  title: 'L’invention du scientifique',
  // A power invoked between the two taps (000:168) may strike the scientist: his choice falls.
  inert: (s, { card }) => cardInert(s, card),
  line: (_s, { kind }) =>
    kind === 'stalkeur' ? 'Qui désigne-t-il ?' : 'Quelle maison ou quelle chambre désigne-t-il ?',
  wakes: (s, { card }) => [effectHolder(s, card)!],
  // Anyone may be pointed at, the dead too: the scientist cannot tell a Q from an M (000:78).
  prompt: (s, { kind }) =>
    kind === 'stalkeur'
      ? choose(s, { label: 'Stalkeur : qui', min: 1, max: 1 }, ANYONE)
      : { kind: 'choice', label: 'Révélateur : quel lieu', options: placeOptions(s) },
  resolve(ctx, value, { card, kind }) {
    const s = ctx.s;
    const me = effectHolder(s, card)!;
    // The night's map, read as it stands: this call writes none of the night.
    const map = asItStands(s.rs).night.map ?? {};
    act(ctx, me, kind);
    // The Stalkeur's prompt asks for a player, the Révélateur's for a place.
    if (Array.isArray(value)) {
      const id = first(value)!;
      const home = map[id] ? sameLocation(map[id]!, homePlace(s, id)) : false;
      const text = `Stalkeur : ${name(s, id)} ${home ? 'a' : 'n’a pas'} passé la nuit chez lui·elle.`;
      const why = `${name(s, id)} ${home ? 'a' : 'n’a pas'} passé la nuit chez lui·elle`;
      showResult(ctx, {
        to: me,
        type: 'stalkeur',
        text,
        note: `Je lui réponds d’un geste : ${home ? 'oui' : 'non'}, ${why}.`,
        line: 'Puis il se rendort.',
        data: { target: id, home },
      });
      return;
    }
    const place = parsePlace(s, value);
    // Seth passes for a Reptilien (000:284).
    const found = at(map, place).some((x) => looksReptilien(s, x));
    const text = `Révélateur, ${placeName(s, place)} : ${found ? 'un Reptilien y a passé la nuit' : 'aucun Reptilien n’y a passé la nuit'}.`;
    const why = `${found ? 'un Reptilien a' : 'aucun Reptilien n’a'} passé la nuit dans ${placeName(s, place)}`;
    showResult(ctx, {
      to: me,
      type: 'revelateur',
      text,
      note: `Je lui réponds d’un geste : ${found ? 'oui' : 'non'}, ${why}.`,
      line: 'Puis il se rendort.',
      data: { found },
    });
  },
});
