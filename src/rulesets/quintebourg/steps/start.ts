/**
 * Day 0: the effect cards and alibis when the MJ deals by hand, the posts
 * handed out (000_a045abd3825f1297.txt:471-557). The médecin is shown to all
 * as the Bourreau when the state is built (000:245-247, 493: state.ts).
 */
import { choose, ONE_IF_ANY, playerIn, type Bars } from '../../../engine';
import { ALIBIS, campsFromCards } from '../cards';
import { ack, first } from '../common';
import { available, numberOption, postsOf } from '../queries';
import { anyFree, assign, isOptional, postName } from '../posts';
import { cardName, EFFECT_ROLES, isEffect, isParty } from '../roles';
import { de, name } from '../text';
import type { QGame } from '../types';
import { step } from './step';

/** Effect cards still in the pile (the MJ deals by hand). */
function effectsLeft(s: QGame): string[] {
  const left = s.spare.filter(isEffect);
  for (const id of s.order) {
    const e = s.rs.cards[id]!.effect;
    if (e) left.splice(left.indexOf(e), 1);
  }
  return left;
}

function alibisLeft(s: QGame): string[] {
  const left = s.spare.filter(isParty);
  for (const id of s.order) {
    const a = s.rs.cards[id]!.alibi;
    if (a) left.splice(left.indexOf(a), 1);
  }
  return left.filter((c) => ALIBIS.has(c));
}

const distinct = (cards: string[]) => [...new Set(cards)].sort((a, b) => cardName(a).localeCompare(cardName(b), 'fr'));

export const carteEffet = step({
  id: 'carte-effet',
  title: 'Rôle à effet',
  line: (s, { id }) => `Quel rôle à effet ${name(s, id)} a-t-il tiré ?`,
  prompt: (s) => ({
    kind: 'choice',
    label: 'Rôle à effet',
    options: distinct(effectsLeft(s)).map((c) => ({ value: c, label: cardName(c) })),
  }),
  resolve(ctx, value, { id }) {
    ctx.s.rs.cards[id]!.effect = value;
    ctx.emit('carte', { to: 'mj' }, () => `${name(ctx.s, id)} : ${cardName(value)}.`);
  },
});

export const carteAlibi = step({
  id: 'carte-alibi',
  title: 'Alibi de l’amoureux',
  line: (s, { id }) => `Quelle carte d’alibi l’amoureux ${name(s, id)} a-t-il reçue ?`,
  prompt: (s) => ({
    kind: 'choice',
    label: 'Alibi',
    options: distinct(alibisLeft(s)).map((c) => ({ value: c, label: cardName(c) })),
  }),
  resolve(ctx, value, { id }) {
    const s = ctx.s;
    ctx.s.rs.cards[id]!.alibi = value;
    ctx.s.rs.camps[id] = campsFromCards(playerIn(s.players, id).role, value);
    ctx.emit('carte', { to: 'mj' }, () => `${name(s, id)} : alibi ${cardName(value)}.`);
  },
});

export const posteDepart = step({
  id: 'poste-depart',
  title: 'Postes publics',
  line: (_s, { post }) => `Qui reçoit le poste ${de(postName(post))} ?`,
  // The book: 000:471.
  notes: () => ['Un poste public par joueur au plus.'],
  prompt: (s, { post }) =>
    choose(s, { label: postName(post), min: isOptional(post) ? 0 : ONE_IF_ANY, max: 1 }, START_BARS, cumul(s, post)),
  resolve(ctx, value, { post }) {
    const id = first(value);
    assign(ctx, post, id, 'début de partie');
    if (post === 'president') ctx.s.rs.firstPresident = id;
  },
});

/**
 * One post each (000:471), to someone able to take it; the Scrutateur, handed
 * out last, may go to anyone when everyone has one (000:473). The call's
 * argument: that case, where no bar holds.
 */
const START_BARS: Bars<QGame, boolean> = [
  {
    test: (s, id, anyone) => !anyone && !available(s, id),
    why: (s, id) => `${name(s, id)} n’est pas disponible (ni indemne ni blessé·e, ou en sommeil lourd).`,
  },
  {
    test: (s, id, anyone) => !anyone && postsOf(s, id).length > 0,
    why: (s, id) =>
      `${name(s, id)} a déjà un poste (${postsOf(s, id).map(postName).join(', ')}) : un seul par joueur, sauf le Scrutateur quand tous en ont un.`,
    line: '000:471-473',
  },
];

/** Everyone holds a post: the Scrutateur may go to any of them (000:473). */
const cumul = (s: QGame, p: string): boolean => p === 'scrutateur' && !anyFree(s);

export const depart = step({
  id: 'depart',
  title: 'Début de la partie',
  line: () => 'Tout est prêt : chacun connaît ses cartes, les postes sont attribués. La première nuit commence.',
  notes: (s) => [
    `Pièces de départ : ${numberOption(s, 'pieces')} chacun.`,
    `Rôles à effet en jeu : ${
      EFFECT_ROLES.filter((r) => s.order.some((id) => s.rs.cards[id]!.effect === r.id))
        .map((r) => r.name)
        .join(', ') || 'aucun'
    }.`,
  ],
  prompt: () => ack(),
  resolve() {},
});
