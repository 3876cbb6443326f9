/**
 * The Cambrioleur's larcin (001:127): two nights a week he robs the owner of
 * a house: all his coins from a neighbouring house (a neighbour at the table
 * among the living), half of them rounded up otherwise; he may hand all or
 * part of it on at once (the family's loot calls). The richest citizen's
 * system does not stop him (001:127, 182).
 */
import { coins, name } from '../../quintebourg-family/text';
import { coinsOf, moveCoins } from '../../quintebourg-family/coins';
import { act, first, step } from '../common';
import { COIN_RULES, LOOT_STEPS } from '../family';
import { specialtyHolder } from '../queries';
import { cardStep } from './call';
import { seatNeighbours } from './reporter';
import { show } from './result';
import { choose, type Bars, type PlayerId } from '../../../engine';
import { DEAD, notMe } from '../bars';
import type { RGame } from '../types';

/** A house of someone else's, alive (001:127). */
const HOUSE_BARS: Bars<RGame, PlayerId | null> = [
  DEAD,
  notMe((s, id) => `${name(s, id)} est le Cambrioleur : il détrousse la maison de quelqu’un d’autre.`),
];

export const cambrioleur = cardStep(
  'cambrioleur',
  step({
    id: 'cambrioleur',
    title: 'Le Cambrioleur',
    line: () => 'Le Cambrioleur ouvre les yeux et me désigne la maison qu’il détrousse cette nuit.',
    notes: (s) => {
      const me = specialtyHolder(s, 'cambrioleur')!;
      const next = seatNeighbours(s, me);
      // The book: 001:127.
      return [
        `Maisons voisines (toutes les pièces) : ${next.map((id) => name(s, id)).join(', ') || 'aucune'} ; ailleurs, la moitié arrondie au-dessus.`,
      ];
    },
    prompt: (s) =>
      choose(
        s,
        { label: 'Maison détroussée (ou personne)', min: 0, max: 1 },
        HOUSE_BARS,
        specialtyHolder(s, 'cambrioleur'),
      ),
    resolve(ctx, value) {
      const owner = first(value);
      if (!owner) return;
      const s = ctx.s;
      const me = specialtyHolder(s, 'cambrioleur')!;
      act(ctx, me, 'larcin');
      const all = coinsOf(s, owner);
      const near = seatNeighbours(s, me).includes(owner);
      const taken = moveCoins(ctx, COIN_RULES, {
        from: owner,
        to: me,
        coins: near ? all : Math.ceil(all / 2),
        why: 'larcin',
      });
      const text = `Larcin chez ${name(s, owner)}${near ? ' (maison voisine)' : ''} : ${coins(taken)} sur ${all}.`;
      show(ctx, {
        to: [me],
        type: 'larcin',
        text,
        note: `Je lui indique son butin : ${coins(taken)}.`,
        line: '',
        data: { owner, taken },
      });
      if (taken > 0) ctx.react('larcin-don', { thief: me, left: taken });
    },
  }),
);

export const { larcinDon, larcinMontant } = LOOT_STEPS;
