/** With an adjoint in play, the Procureur may investigate a post holder for 2 coins (000_a045abd3825f1297.txt:523). */
import { choose, eligible, type Bars, type PlayerId } from '../../../engine';
import { act, first, tell } from '../common';
import { burnCoins, coinsOf } from '../coins';
import { hasAdjoint, postName } from '../posts';
import { isStanding, post, postsOf } from '../queries';
import { cardName } from '../roles';
import { cardsOf } from '../steps/curious';
import { name } from '../text';
import type { QGame } from '../types';
import { action } from './timing';

/** The post holders the Procureur (the call's argument) may investigate: anyone else holding a post (000:523). */
const BARS: Bars<QGame, PlayerId | null> = [
  {
    test: (_s, id, procureur) => id === procureur,
    why: (s, id) => `${name(s, id)} est le Procureur : il enquête sur quelqu’un d’autre.`,
    line: '000:523',
  },
  {
    test: (s, id) => postsOf(s, id).length === 0,
    why: (s, id) => `${name(s, id)} n’occupe aucun poste public : l’enquête ne vise qu’un titulaire de poste.`,
    line: '000:523',
  },
];

const investigated = (s: QGame) => eligible(s, BARS, post(s, 'procureur'));

export const enquete = action({
  id: 'enquete',
  title: 'Enquête du Procureur',
  available: (s) => {
    const p = post(s, 'procureur');
    // Offered only while another post holder can be investigated (posts may stay vacant, 000:479).
    return (
      s.clock.phase === 'day' &&
      s.clock.day >= 1 &&
      hasAdjoint(s) &&
      p !== null &&
      isStanding(s, p) &&
      coinsOf(s, p) >= 2 &&
      investigated(s).length > 0
    );
  },
  line: () => 'Le Procureur ouvre une enquête (2 pièces) sur un titulaire de poste public, qui lui montre ses cartes.',
  prompt: (s) => choose(s, { label: 'Enquête sur', min: 1, max: 1 }, BARS, post(s, 'procureur')),
  resolve(ctx, value) {
    const s = ctx.s;
    const p = post(s, 'procureur')!;
    const target = first(value)!;
    act(ctx, p, 'enquete');
    burnCoins(ctx, { from: p, coins: 2, why: 'enquête' });
    tell(ctx, {
      to: [p],
      type: 'enquete',
      text: `Enquête sur ${name(s, target)} (${postsOf(s, target).map(postName).join(', ')}) : ${cardsOf(s, target)
        .map((c) => cardName(c.card))
        .join(', ')}.`,
      data: { target },
    });
  },
});
