/**
 * The orders of a day, collected until the MJ closes the deadline: votes,
 * Sacs d'or, the auction and its bids, troc offers, Pigeons and the Masque
 * (002_8a15d59d81dc3fa5.txt:18-24, 42-69, 86, 91-95, 99).
 */
import type { Json, PlayerId } from '../../engine';
import { orderOf, firstPlayer, playerList, type KindDef } from './book';
import { ITEM_KINDS, itemName, isItemKind, kindOf, type ItemKind } from './items';
import { formatOffer, parseOffer } from './parse';
import { canUsePigeon, canVote, count, holders, living, names, opt, post, type LGame } from './state';

/** Kinds of the shop, each once, in shop order. */
export function shopKinds(s: LGame): ItemKind[] {
  return [...new Set(s.rs.shop.map(kindOf))];
}

// --- Votes (lines 18, 22, 78, 90, 99, 107) -------------------------------------------------------

export const vote: KindDef = {
  id: 'vote',
  label: 'Vote',
  players: (s) => living(s).filter((id) => canVote(s, id)),
  prompt: (s) => ({ kind: 'players', label: s.clock.day === 0 ? 'Vote pour l’élection (personne : blanc)' : 'Vote contre (personne : blanc)', min: 0, max: 1, candidates: living(s) }),
  describe: (s, v) => {
    const target = firstPlayer(v);
    return target ? names(s, [target]) : 'blanc';
  },
};

export const sac: KindDef = {
  id: 'sac',
  label: 'Sac d’or',
  players: (s) => (s.clock.day === 0 ? [] : holders(s, 'sac').filter((id) => canVote(s, id))),
  prompt: (s) => ({ kind: 'number', label: 'Sacs d’or utilisés', min: 1, max: opt<boolean>(s, 'plusieursSacs') ? 5 : 1 }),
  check: (s, player, v) => (count(s, player, 'sac') < (v as number) ? `${names(s, [player])} n’a pas autant de Sacs d’or.` : null),
  describe: (_s, v) => `${v as number} × 2 voix`,
};

// --- The auction (lines 59-69) --------------------------------------------------------------------

export function auctionItem(s: LGame): ItemKind | null {
  const notary = post(s, 'notaire');
  const o = notary ? orderOf(s, notary, 'enchere') : null;
  return o && isItemKind(o.value) ? o.value : null;
}

export function topBid(s: LGame): { player: PlayerId; amount: number } | null {
  return s.rs.day.bids.at(-1) ?? null;
}

export const enchere: KindDef = {
  id: 'enchere',
  label: 'Enchère du Notaire',
  players: (s) => {
    const notary = post(s, 'notaire');
    return s.clock.day > 0 && notary && living(s).includes(notary) && s.rs.shop.length > 0 ? [notary] : [];
  },
  prompt: (s) => ({ kind: 'choice', label: 'Objet mis aux enchères', options: shopKinds(s).map((k) => ({ value: k, label: itemName(k) })) }),
  check: (s, _p, v) => (s.rs.day.bids.length > 0 && auctionItem(s) !== v ? 'Des mises sont déjà faites : l’objet de l’enchère ne peut plus changer.' : null),
  describe: (_s, v) => itemName(v as ItemKind),
};

export const mise: KindDef = {
  id: 'mise',
  label: 'Mise',
  players: (s) => {
    const notary = post(s, 'notaire');
    const top = topBid(s);
    if (!auctionItem(s) || (top && top.amount >= 9)) return [];
    return living(s).filter((id) => id !== notary && id !== top?.player);
  },
  prompt: (s) => {
    const next = (topBid(s)?.amount ?? 0) + 1;
    return { kind: 'number', label: 'Mise (en voix)', min: next, max: opt<boolean>(s, 'misesParPas') ? next : 9 };
  },
  describe: (_s, v) => `${v as number}`,
};

// --- Troc offers (lines 45-57) --------------------------------------------------------------------

function offerSuggestions(s: LGame): string[] {
  const prices: ItemKind[][] = [['pigeon'], ['sac'], ['pigeon', 'sac'], ['sac', 'sac'], ['testament']];
  return shopKinds(s).flatMap((want) => prices.map((price) => formatOffer({ price, want })));
}

/** Why an offer cannot be made (not whether it can be paid: bluffs are allowed, line 56). */
export function offerRefusal(s: LGame, player: PlayerId, text: Json): string | null {
  const offer = parseOffer(text as string);
  if (typeof offer === 'string') return offer;
  if (offer.price.includes('pipot')) return 'Le Pipot ne peut pas être proposé au troc, même pour bluffer.';
  if (!s.rs.shop.some((i) => kindOf(i) === offer.want)) return `${itemName(offer.want)} n’est pas en boutique.`;
  if (player === post(s, 'marchand')) return 'Le Marchand ne peut pas proposer de troc.';
  return null;
}

const sameOffer = (a: string, b: string) => {
  const x = parseOffer(a);
  const y = parseOffer(b);
  return typeof x !== 'string' && typeof y !== 'string' && x.want === y.want && [...x.price].sort().join() === [...y.price].sort().join();
};

const offerPrompt = (s: LGame, label: string) => ({
  kind: 'text' as const,
  label: `${label} — prix c/ objet de la boutique, ex. : « Pigeon et Sac d’or c/ Chaudron »`,
  maxLength: 200,
  suggestions: offerSuggestions(s),
});

const trocOpen = (s: LGame) => s.clock.day > 0 && post(s, 'marchand') !== null && s.rs.shop.length > 0;

export const troc: KindDef = {
  id: 'troc',
  label: 'Proposition de troc (publique)',
  players: (s) => (trocOpen(s) ? living(s).filter((id) => id !== post(s, 'marchand')) : []),
  prompt: (s) => offerPrompt(s, 'Proposition publique'),
  check: (s, player, v) => {
    const why = offerRefusal(s, player, v);
    if (why) return why;
    const twin = s.rs.book.orders.find((o) => o.kind === 'troc' && o.player !== player && sameOffer(o.value as string, v as string));
    return twin ? 'Une proposition publique identique est déjà en cours (seul un Pigeon peut la doubler).' : null;
  },
  describe: (_s, v) => {
    const o = parseOffer(v as string);
    return typeof o === 'string' ? (v as string) : formatOffer(o);
  },
};

// --- Pigeons (lines 53, 91-95) --------------------------------------------------------------------

const PIGEON_KINDS = ['pigeon-message', 'pigeon-cible', 'pigeon-troc'];

export function isGiftKind(kind: string): boolean {
  return kind.startsWith('don:');
}

/** Pigeons a player's orders need, with `replace` standing for one of them (the order being entered). */
export function pigeonsNeeded(s: LGame, player: PlayerId, replace?: { kind: string; value: Json }): number {
  let n = 0;
  const orders = s.rs.book.orders.filter((o) => o.player === player && (!replace || o.kind !== replace.kind));
  for (const o of [...orders, ...(replace ? [{ kind: replace.kind, value: replace.value }] : [])]) {
    if (o.kind === 'pigeon-troc') n += 1;
    else if (PIGEON_KINDS.includes(o.kind)) n += playerList(o.value).length;
    else if (isGiftKind(o.kind)) n += playerList(o.value).length * (o.kind === 'don:pigeon' ? 2 : 1);
  }
  return n;
}

function pigeonBudget(s: LGame, player: PlayerId, kind: string, value: Json): string | null {
  const need = pigeonsNeeded(s, player, { kind, value });
  const held = count(s, player, 'pigeon');
  return need > held ? `Il faudrait ${need} Pigeons ; ${names(s, [player])} n’en a que ${held}.` : null;
}

const senders = (s: LGame) => holders(s, 'pigeon').filter((id) => canUsePigeon(s, id));

export const pigeonMessage: KindDef = {
  id: 'pigeon-message',
  label: 'Pigeon : message anonyme',
  players: senders,
  prompt: (s) => ({ kind: 'players', label: 'Destinataires (un Pigeon chacun)', min: 1, max: 5, candidates: living(s) }),
  check: (s, player, v) => (playerList(v).includes(player) ? 'On ne s’envoie pas de Pigeon à soi-même.' : pigeonBudget(s, player, 'pigeon-message', v)),
  describe: (s, v) => names(s, playerList(v)),
};

export const pigeonCible: KindDef = {
  id: 'pigeon-cible',
  label: 'Pigeon : cible pour le justicier',
  players: senders,
  prompt: (s) => ({ kind: 'players', label: 'Cibles désignées (un Pigeon chacune)', min: 1, max: 5, candidates: living(s) }),
  check: (s, player, v) => pigeonBudget(s, player, 'pigeon-cible', v),
  describe: (s, v) => names(s, playerList(v)),
};

export const pigeonTroc: KindDef = {
  id: 'pigeon-troc',
  label: 'Pigeon : offre de troc secrète',
  players: (s) => (trocOpen(s) ? senders(s).filter((id) => id !== post(s, 'marchand')) : []),
  prompt: (s) => offerPrompt(s, 'Offre au Marchand par Pigeon'),
  check: (s, player, v) => offerRefusal(s, player, v) ?? pigeonBudget(s, player, 'pigeon-troc', v),
  describe: troc.describe,
};

/** Items that may travel by Pigeon: all but the Pipot (line 89). */
const GIFTS = ITEM_KINDS.filter((k) => k !== 'pipot' && k !== 'nid');

export const gifts: KindDef[] = GIFTS.map((kind) => ({
  id: `don:${kind}`,
  label: `Pigeon : envoyer « ${itemName(kind)} »`,
  players: (s) => holders(s, kind).filter((id) => canUsePigeon(s, id) && (kind !== 'pigeon' || count(s, id, 'pigeon') >= 2)),
  prompt: (s) => ({ kind: 'players', label: `Destinataires (un exemplaire chacun)`, min: 1, max: 5, candidates: living(s) }),
  check: (s, player, v) => {
    const to = playerList(v);
    if (to.includes(player)) return 'On ne s’envoie pas de Pigeon à soi-même.';
    if (to.length > count(s, player, kind)) return `${names(s, [player])} n’a pas autant d’exemplaires de « ${itemName(kind)} ».`;
    return pigeonBudget(s, player, `don:${kind}`, v);
  },
  describe: (s, v) => names(s, playerList(v)),
}));

// --- The Masque (line 86) -------------------------------------------------------------------------

export const thefts: KindDef[] = ITEM_KINDS.filter((k) => k !== 'nid').map((kind) => ({
  id: `vol:${kind}`,
  label: `Masque : voler « ${itemName(kind)} »`,
  players: (s) => (s.clock.day === 0 ? [] : holders(s, 'masque')),
  prompt: (s) => ({ kind: 'players', label: 'Joueur volé', min: 1, max: 1, candidates: living(s) }),
  check: (s, player, v) => {
    if (firstPlayer(v) === player) return 'On ne se vole pas soi-même.';
    const other = s.rs.book.orders.find((o) => o.player === player && o.kind.startsWith('vol:') && o.kind !== `vol:${kind}`);
    return other ? 'Un seul vol par jour : annulez d’abord l’autre.' : null;
  },
  describe: (s, v) => names(s, playerList(v)),
}));

export const DAY_KINDS: KindDef[] = [vote, sac, enchere, mise, troc, pigeonMessage, pigeonCible, pigeonTroc, ...gifts, ...thefts];

