/**
 * The start of the game: the items entered by the MJ when they were drawn by
 * hand, then the private message telling each player their camp and items
 * (002_8a15d59d81dc3fa5.txt:4-6, 42, 71-73).
 */
import { type Block, type PlayerId, type TextDoc } from '../../../engine';
import { bookPrompt } from '../book-prompt';
import { STEP_LINES } from '../lines';
import { applyEdit, checkEdit, defineOrder, describeBook, itemOrders } from '../book';
import { hand } from '../holdings';
import { describeItems, ITEMS, itemName, kindOf, POOL, type ItemKind } from '../items';
import { manualDeal } from '../options';
import { NOT_AT_DEAL } from '../elsewhere';
import { dealRefusal, dealtSoFar, type ReadDealt } from '../manual-deal';
import { handOut } from '../setup';
import { isWolf, name, names } from '../state';
import { shopLine } from '../texts';
import type { LGame } from '../types';
import { ack, step } from './step';

/** A book order of the deal: its item and number of copies. */
const readDealt: ReadDealt = (o) => {
  const d = dealt.of(o.kind);
  return d ? { item: d.item, copies: d.order.read(o.value) } : null;
};

/**
 * `objet:pigeon`…: how many copies of an item of the pool a player drew. Each
 * kind is offered only to the players who may still draw one copy of it, so
 * the MJ's list (and a random playout) shrinks as the deal is entered.
 */
const dealt = itemOrders(
  POOL.map(([kind]) => kind),
  (kind) =>
    defineOrder({
      id: `objet:${kind}`,
      label: itemName(kind),
      // What each player may still draw depends on the deal entered so far.
      readsBook: true,
      // An excluded player's hand is dealt too: the deal waits for every seat's two items.
      everySeat: true,
      // Who may still draw one copy; who may not says which rule (002:71-72).
      givers: [
        {
          test: (g, id) => dealRefusal(g, readDealt, id, kind, 1) !== null,
          why: (g, id) => dealRefusal(g, readDealt, id, kind, 1) ?? '',
        },
      ],
      // Every copy dealt, or nobody may still draw one: the reason for the first player says which rule (002:71-72).
      closed: (g) => dealRefusal(g, readDealt, g.order[0]!, kind, 1),
      // Two copies only while someone may still draw two of this item (never a single-copy item).
      prompt: (g) => ({
        kind: 'number',
        label: 'Exemplaires reçus',
        min: 1,
        max: g.order.some((id) => dealRefusal(g, readDealt, id, kind, 2) === null) ? 2 : 1,
      }),
      check: (g, player, n) => dealRefusal(g, readDealt, player, kind, n),
      describe: (_g, n) => `${n}`,
    }),
);

/** The deal's order kinds (`objet:fusil`…), for the tests' typed books (tests/support/orders.ts). */
export type DealtKinds = (typeof dealt)['kinds'];

/** The deal entered so far, per player. */
function entered(s: LGame): Record<PlayerId, ItemKind[]> {
  return dealtSoFar(s, readDealt).hands;
}

export const objets = step({
  id: 'objets',
  title: 'Distribution des objets',
  phase: 'day',
  when: manualDeal,
  line: () => 'Saisissez les deux objets tirés par chaque joueur, puis clôturez la distribution.',
  notes: (s) => describeBook(s, dealt.kinds),
  prompt: (s) => ({
    ...bookPrompt(s, 'Objets de départ', STEP_LINES.objets, dealt.kinds, NOT_AT_DEAL),
    players: s.order,
  }),
  validate(s, edit) {
    if ('close' in edit) {
      const deal = entered(s);
      const missing = s.order.filter((id) => (deal[id] ?? []).length !== 2);
      if (missing.length > 0)
        return { reason: `Il manque des objets pour ${names(s, missing)} (deux chacun).`, rule: '002:42' };
      return null;
    }
    return checkEdit(s, dealt.kinds, edit, STEP_LINES.objets);
  },
  resolve(ctx, edit) {
    applyEdit(ctx, edit);
    if (!ctx.s.rs.book.closed) return;
    handOut(ctx, entered(ctx.s));
  },
  repeat: (s) => !s.rs.book.closed,
});

function startMessage(s: LGame, id: PlayerId): TextDoc {
  const wolves = s.order.filter((x) => isWolf(s, x));
  const blocks: Block[] = [
    {
      kind: 'paragraph',
      text: ['Bienvenue à Lychantropia. Vous êtes ', { bold: isWolf(s, id) ? 'loup' : 'villageois' }, '.'],
    },
  ];
  if (isWolf(s, id)) blocks.push({ kind: 'paragraph', text: [`La meute : ${names(s, wolves)}.`] });
  blocks.push({ kind: 'paragraph', text: ['Vos objets : ', { bold: describeItems(hand(s, id)) }, '.'] });
  for (const k of new Set(hand(s, id).map(kindOf)))
    blocks.push({ kind: 'paragraph', text: [`${itemName(k)} — ${ITEMS[k].summary}`] });
  return { id: `pm-${id}`, title: `Message privé à ${name(s, id)}`, audience: { to: 'players', ids: [id] }, blocks };
}

function openingPost(s: LGame): TextDoc {
  return {
    id: 'ouverture',
    title: 'Post public : ouverture de la partie',
    audience: { to: 'public' },
    blocks: [
      { kind: 'heading', text: ['Jour 0'] },
      { kind: 'paragraph', text: [`${s.order.length} joueurs : ${names(s, s.order)}.`] },
      {
        kind: 'paragraph',
        text: [
          'Votez aujourd’hui pour élire le Notaire (le plus de voix) et le Marchand (le suivant). Pas de bûcher, d’enchère, de troc ni de vol ce jour.',
        ],
      },
      { kind: 'paragraph', text: [shopLine(s)] },
    ],
  };
}

export const depart = step({
  id: 'depart',
  title: 'Début de partie',
  phase: 'day',
  line: () => 'Envoyez à chacun son camp et ses objets, publiez l’ouverture, puis ouvrez la journée 0.',
  documents: (s) => [openingPost(s), ...s.order.map((id) => startMessage(s, id))],
  prompt: () => ack('Messages envoyés'),
  resolve(ctx) {
    const s = ctx.base;
    for (const id of s.order) {
      ctx.emit(
        'depart',
        { to: 'players', ids: [id] },
        () => `${name(s, id)} : ${isWolf(s, id) ? 'loup' : 'villageois'}, ${describeItems(hand(s, id))}.`,
      );
    }
  },
});
