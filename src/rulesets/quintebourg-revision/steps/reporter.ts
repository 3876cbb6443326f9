/**
 * The Reporter / Journaliste (001:125, 225): two nights a week he turns over
 * the card of a player seated next to him (among the living, the dead having
 * left for the dead's corner, 001:195); with option `reporter` = deux, both
 * of the neighbour's cards (the night table's « les cartes du voisin »).
 */
import { neighbours, type PlayerId, playerIn } from '../../../engine';
import { de, name } from '../../quintebourg-family/text';
import { act, step } from '../common';
import { choice } from '../options';
import { isAlive, specialtiesOf, specialtyHolder } from '../queries';
import { cardName } from '../roles';
import type { RGame } from '../types';
import { cardStep } from './call';
import { show } from './result';

export function seatNeighbours(s: RGame, id: PlayerId): PlayerId[] {
  return [...new Set(neighbours(s.order, id, (p) => isAlive(s, p)) ?? [])];
}

type CardOption = { value: string; label: string };

function options(s: RGame): CardOption[] {
  const me = specialtyHolder(s, 'reporter')!;
  const both = choice(s.setup.options, 'reporter') === 'deux';
  const out: CardOption[] = [{ value: 'aucune', label: 'Rien cette nuit' }];
  for (const id of seatNeighbours(s, me)) {
    if (both) out.push({ value: `${id}:tout`, label: `Les cartes ${de(name(s, id))}` });
    else
      out.push(
        { value: `${id}:camp`, label: `${name(s, id)} : carte de camp` },
        ...specialtiesOf(s, id).map((c, i) => ({
          value: `${id}:spe${i}`,
          label: `${name(s, id)} : carte de spécialité`,
        })),
      );
  }
  return out;
}

export const reporter = cardStep(
  'reporter',
  step({
    id: 'reporter',
    title: 'Le Reporter',
    line: (s) =>
      `Le Reporter ouvre les yeux et me désigne ${choice(s.setup.options, 'reporter') === 'deux' ? 'celui de ses voisins dont il retourne les cartes' : 'la carte d’un de ses voisins qu’il veut retourner'}.`,
    prompt: (s) => ({ kind: 'choice', none: 'aucune', label: 'Carte retournée', options: options(s) }),
    resolve(ctx, value) {
      if (value === 'aucune') return;
      const s = ctx.s;
      const me = specialtyHolder(s, 'reporter')!;
      const [id = '', which = ''] = value.split(':');
      act(ctx, me, 'reporter');
      const cards =
        which === 'tout'
          ? [playerIn(s.players, id).role, ...specialtiesOf(s, id)]
          : which === 'camp'
            ? [playerIn(s.players, id).role]
            : [specialtiesOf(s, id)[Number(which.slice(3))]!];
      const text = `Le Reporter retourne ${cards.length > 1 ? 'les cartes' : 'une carte'} ${de(name(s, id))} : ${cards.map(cardName).join(', ')}.`;
      show(ctx, {
        to: [me],
        type: 'reporter',
        text,
        note: `Je retourne devant lui ${cards.length > 1 ? 'les cartes' : 'la carte'} ${de(name(s, id))} : ${cards.map(cardName).join(', ')}.`,
        line: 'Puis il se rendort.',
        data: { target: id, cards },
      });
    },
  }),
);
