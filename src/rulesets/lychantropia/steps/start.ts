/**
 * The start of the game: the items entered by the MJ when they were drawn by
 * hand, then the private message telling each player their camp and items
 * (002_8a15d59d81dc3fa5.txt:4-6, 42, 71-73).
 */
import { parseEdit } from '../../../engine/orders';
import type { Block, TextDoc } from '../../../engine/documents';
import type { PlayerId } from '../../../engine';
import { applyEdit, bookPrompt, checkEdit, describeBook, type KindDef } from '../book';
import { describeItems, ITEMS, itemName, kindOf, type ItemKind } from '../items';
import { handOut, poolFor } from '../setup';
import { isWolf, name, names, opt, type LGame } from '../state';
import { shopLine } from '../texts';
import { ack, type LStep } from './common';

function entered(s: LGame): Record<PlayerId, ItemKind[]> {
  const out: Record<PlayerId, ItemKind[]> = {};
  for (const o of s.rs.book.orders) {
    const kind = o.kind.slice('objet:'.length) as ItemKind;
    out[o.player] = [...(out[o.player] ?? []), ...Array.from({ length: o.value as number }, () => kind)];
  }
  return out;
}

function itemKinds(s: LGame): KindDef[] {
  const pool = poolFor(s.order.length);
  return [...new Set(pool)].map((kind) => ({
    id: `objet:${kind}`,
    label: itemName(kind),
    players: (g) => g.order,
    prompt: () => ({ kind: 'number', label: 'Exemplaires reçus', min: 1, max: 2 }),
    check: (g, player, v) => {
      const others = (entered(g)[player] ?? []).filter((k) => k !== kind);
      const n = v as number;
      if (others.length + n > 2) return `${name(g, player)} reçoit deux objets, pas plus.`;
      const given = Object.entries(entered(g))
        .filter(([id]) => id !== player)
        .flatMap(([, ks]) => ks)
        .filter((k) => k === kind).length;
      const inPool = pool.filter((k) => k === kind).length;
      if (given + n > inPool) return `Il n’y a que ${inPool} × « ${itemName(kind)} » à distribuer.`;
      const cravings = [...others, ...Array.from({ length: n }, () => kind)].filter((k) => ITEMS[k].craving !== null);
      if (cravings.length > 1) return 'Un joueur ne reçoit jamais deux objets qui « donnent des envies ».';
      return null;
    },
    describe: (_g, v) => `${v as number}`,
  }));
}

export const objets: LStep = {
  id: 'objets',
  title: 'Distribution des objets',
  phase: 'day',
  when: (s) => opt<string>(s, 'distributionObjets') === 'manuelle',
  line: () => 'Saisissez les deux objets tirés par chaque joueur, puis clôturez la distribution.',
  notes: (s) => describeBook(s, itemKinds(s)),
  prompt: (s) => ({ ...bookPrompt(s, 'Objets de départ', itemKinds(s)), players: s.order }),
  validate(s, value) {
    const edit = parseEdit(value);
    if (edit && 'close' in edit) {
      const deal = entered(s);
      const missing = s.order.filter((id) => (deal[id] ?? []).length !== 2);
      if (missing.length > 0) return `Il manque des objets pour ${names(s, missing)} (deux chacun).`;
      return null;
    }
    return checkEdit(s, itemKinds(s), value);
  },
  resolve(ctx, value) {
    applyEdit(ctx, value);
    if (!ctx.s.rs.book.closed) return;
    const g = ctx.s as unknown as LGame;
    handOut(ctx, entered(g));
  },
  repeat: (s) => !s.rs.book.closed,
};

function startMessage(s: LGame, id: PlayerId): TextDoc {
  const wolves = s.order.filter((x) => isWolf(s, x));
  const blocks: Block[] = [
    { kind: 'paragraph', text: ['Bienvenue à Lychantropia. Vous êtes ', { bold: isWolf(s, id) ? 'loup' : 'villageois' }, '.'] },
  ];
  if (isWolf(s, id)) blocks.push({ kind: 'paragraph', text: [`La meute : ${names(s, wolves)}.`] });
  blocks.push({ kind: 'paragraph', text: ['Vos objets : ', { bold: describeItems(s.players[id]!.items) }, '.'] });
  for (const k of new Set(s.players[id]!.items.map(kindOf))) blocks.push({ kind: 'paragraph', text: [`${itemName(k)} — ${ITEMS[k].summary}`] });
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

export const depart: LStep = {
  id: 'depart',
  title: 'Début de partie',
  phase: 'day',
  line: () => 'Envoyez à chacun son camp et ses objets, publiez l’ouverture, puis ouvrez la journée 0.',
  documents: (s) => [openingPost(s), ...s.order.map((id) => startMessage(s, id))],
  prompt: () => ack('Messages envoyés'),
  resolve(ctx) {
    const s = ctx.base;
    for (const id of s.order) {
      ctx.emit('depart', { to: 'players', ids: [id] }, `${name(s, id)} : ${isWolf(s, id) ? 'loup' : 'villageois'}, ${describeItems(s.players[id]!.items)}.`);
    }
  },
};

