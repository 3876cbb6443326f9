/**
 * The start of the game: the items entered by the MJ when they were drawn by
 * hand, then the private message telling each player their camp and items
 * (002_8a15d59d81dc3fa5.txt:4-6, 42, 71-73).
 */
import type { Block, TextDoc } from '../../../engine/documents';
import { own, type PlayerId } from '../../../engine';
import { applyEdit, bookPrompt, checkEdit, defineOrder, describeBook, itemOrders } from '../book';
import { hand } from '../holdings';
import { describeItems, ITEMS, itemName, kindOf, POOL, type ItemKind } from '../items';
import { manualDeal } from '../options';
import { handOut, poolFor } from '../setup';
import { isWolf, name, names } from '../state';
import { shopLine } from '../texts';
import type { LGame } from '../types';
import { ack, step } from './step';

const craves = (k: ItemKind): boolean => ITEMS[k].craving !== null;

/**
 * Whether the items not dealt yet can still complete `deal`: two each, never
 * two that « donnent des envies » (line 72). A player may take at most one
 * such item if he holds none, so the plain items must cover the rest.
 */
function completable(g: LGame, deal: Record<PlayerId, ItemKind[]>): boolean {
  const left = poolFor(g.order.length);
  for (const ks of Object.values(deal)) for (const k of ks) left.splice(left.indexOf(k), 1);
  const plain = left.filter((k) => !craves(k)).length;
  let need = 0;
  let cravingSlots = 0;
  for (const id of g.order) {
    const held = deal[id] ?? [];
    const room = 2 - held.length;
    if (room <= 0) continue;
    need += room;
    if (!held.some(craves)) cravingSlots++;
  }
  return plain + Math.min(left.length - plain, cravingSlots) >= need;
}

/**
 * Why `player` may not be entered as drawing `n` copies of `kind` (null: he
 * may): two items each, no more than the pool holds, never two craving items,
 * and the rest of the pool must still complete everyone's hand.
 */
function refusal(g: LGame, player: PlayerId, kind: ItemKind, n: number): string | null {
  const deal = entered(g);
  const others = (own(deal, player) ?? []).filter((k) => k !== kind);
  if (others.length + n > 2) return `${name(g, player)} reçoit deux objets, pas plus.`;
  const given = Object.entries(deal)
    .filter(([id]) => id !== player)
    .flatMap(([, ks]) => ks)
    .filter((k) => k === kind).length;
  const inPool = poolFor(g.order.length).filter((k) => k === kind).length;
  if (given + n > inPool) return `Il n’y a que ${inPool} × « ${itemName(kind)} » à distribuer.`;
  const mine = [...others, ...Array.from({ length: n }, () => kind)];
  if (mine.filter(craves).length > 1) return 'Un joueur ne reçoit jamais deux objets qui « donnent des envies ».';
  if (!completable(g, { ...deal, [player]: mine }))
    return 'Avec cet objet, ceux qui restent ne suffiraient plus à donner deux objets à chacun sans deux objets qui « donnent des envies ».';
  return null;
}

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
      players: (g) => g.order.filter((id) => refusal(g, id, kind, 1) === null),
      prompt: () => ({ kind: 'number', label: 'Exemplaires reçus', min: 1, max: 2 }),
      check: (g, player, n) => refusal(g, player, kind, n),
      describe: (_g, n) => `${n}`,
    }),
);

/** The deal entered so far, per player. */
function entered(s: LGame): Record<PlayerId, ItemKind[]> {
  const out: Record<PlayerId, ItemKind[]> = {};
  for (const o of s.rs.book.orders) {
    const d = dealt.of(o.kind);
    if (d) out[o.player] = [...(own(out, o.player) ?? []), ...Array.from({ length: d.order.read(o.value) }, () => d.item)];
  }
  return out;
}

export const objets = step({
  id: 'objets',
  title: 'Distribution des objets',
  phase: 'day',
  when: manualDeal,
  line: () => 'Saisissez les deux objets tirés par chaque joueur, puis clôturez la distribution.',
  notes: (s) => describeBook(s, dealt.kinds),
  prompt: (s) => ({ ...bookPrompt(s, 'Objets de départ', dealt.kinds), players: s.order }),
  validate(s, edit) {
    if ('close' in edit) {
      const deal = entered(s);
      const missing = s.order.filter((id) => (deal[id] ?? []).length !== 2);
      if (missing.length > 0) return `Il manque des objets pour ${names(s, missing)} (deux chacun).`;
      return null;
    }
    return checkEdit(s, dealt.kinds, edit);
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
    { kind: 'paragraph', text: ['Bienvenue à Lychantropia. Vous êtes ', { bold: isWolf(s, id) ? 'loup' : 'villageois' }, '.'] },
  ];
  if (isWolf(s, id)) blocks.push({ kind: 'paragraph', text: [`La meute : ${names(s, wolves)}.`] });
  blocks.push({ kind: 'paragraph', text: ['Vos objets : ', { bold: describeItems(hand(s, id)) }, '.'] });
  for (const k of new Set(hand(s, id).map(kindOf))) blocks.push({ kind: 'paragraph', text: [`${itemName(k)} — ${ITEMS[k].summary}`] });
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
      { kind: 'paragraph', text: ['Votez aujourd’hui pour élire le Notaire (le plus de voix) et le Marchand (le suivant). Pas de bûcher, d’enchère, de troc ni de vol ce jour.'] },
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
      ctx.emit('depart', { to: 'players', ids: [id] }, `${name(s, id)} : ${isWolf(s, id) ? 'loup' : 'villageois'}, ${describeItems(hand(s, id))}.`);
    }
  },
});
