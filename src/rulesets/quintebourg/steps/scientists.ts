/**
 * Row R: the scientists' inventions, each on their own nights
 * (000_a045abd3825f1297.txt:365-373, 754, 778, 802): the Stalkeur tells whether
 * someone spent the night at home; the Révélateur whether a Reptilien spent
 * the night in a house or a room.
 */
import type { PlayerId } from '../../../engine';
import type { Location } from '../../../engine/locations';
import { locationLabel, sameLocation } from '../../../engine/locations';
import { act, game, tell, type QStep } from '../common';
import { at, homePlace, housePlace, roomPlace } from '../night-map';
import { SCIENTISTS, cardName } from '../roles';
import { atHospital, effectHolder, health, looksReptilien, type QGame } from '../state';
import { name } from '../text';
import { cardStep } from './call';

function options(s: QGame): { value: string; label: string }[] {
  const out = [{ value: 'rien', label: 'Rien cette nuit' }];
  for (const id of s.order) if (health(s, id) !== 'M') out.push({ value: `stalk:${id}`, label: `Stalkeur : ${name(s, id)}` });
  for (const id of s.order) {
    if (health(s, id) === 'M') continue;
    out.push({ value: `house:${id}`, label: `Révélateur : ${s.players[id]!.role === 'medecin' ? 'bunker' : 'maison'} de ${name(s, id)}` });
    if (atHospital(s, id)) out.push({ value: `room:${id}`, label: `Révélateur : chambre de ${name(s, id)}` });
  }
  return out;
}

function scientist(card: (typeof SCIENTISTS)[number]): QStep {
  return cardStep(card, {
    id: card,
    title: cardName(card),
    line: () => `${cardName(card)} ouvre les yeux : Stalkeur (une personne a-t-elle dormi chez elle ?) ou Révélateur (un Reptilien a-t-il passé la nuit dans ce lieu ?) ?`,
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
      const place: Location = what === 'house' ? housePlace(s, id) : roomPlace(s, id);
      const found = at(map, place).some((x) => looksReptilien(s, x));
      tell(ctx, [me], 'revelateur', `Révélateur, ${locationLabel(s, place)} : ${found ? 'un Reptilien y a passé la nuit' : 'aucun Reptilien n’y a passé la nuit'}.`, { found });
    },
  });
}

export const scientistSteps: QStep[] = SCIENTISTS.map(scientist);
