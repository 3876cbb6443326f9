/**
 * The orders of a day, collected until the MJ closes the deadline: votes,
 * Sacs d'or, the auction and its bids, troc offers, Pigeons and the Masque
 * (002_8a15d59d81dc3fa5.txt:18-24, 42-69, 86, 91-95, 99).
 */
import { type Bar, choose, memo, type Json, type PlayerId, queN, type Refusal, type Why } from '../../engine';
import { aboutItem, defineOrder, doesNotHold, HOLDS, itemOrders, nobodyHolds, orderOf, type OrderDef } from './book';
import { canUsePigeon, count, holders } from './holdings';
import { ITEM_KINDS, ITEM_LINE, itemName, kindOf, type ItemKind } from './items';
import { flag } from './options';
import { formatOffer, parseOffer } from './parse';
import { canVote, illiterate, LIVING, names, post } from './state';
import type { Bid, LGame } from './types';

/** Kinds of the shop, each once, in shop order. */
export function shopKinds(s: LGame): ItemKind[] {
  return kindsIn(s.rs.shop);
}

const kindsIn = (shop: readonly string[]): ItemKind[] => [...new Set(shop.map(kindOf))];

const blankOr = (s: LGame, ids: readonly PlayerId[]): string => (ids[0] ? names(s, [ids[0]]) : 'blanc');

// --- Votes (lines 18, 22, 78, 90, 99, 107) -------------------------------------------------------

/** Why a living player has lost his vote: the potion of illiteracy (line 78) or the Herbes du bonheur (line 90). */
function noVote(s: LGame, player: PlayerId): Why {
  return illiterate(s, player)
    ? { reason: `${names(s, [player])} est analphabète : il ou elle ne vote plus.`, rule: '002:78' }
    : {
        reason: `${names(s, [player])} a survécu grâce aux Herbes du bonheur : il ou elle ne vote plus.`,
        rule: '002:90',
      };
}

/** Day 0 elects the posts: no bûcher, auction, troc or theft (line 42). */
const DAY_ZERO: Why = {
  reason: 'La journée 0 sert à l’élection : ni bûcher, ni enchère, ni troc, ni vol.',
  rule: '002:42',
};

/** A player who lost his vote (lines 78, 90). */
const NO_VOTE: Bar<LGame> = { test: (s, id) => !canVote(s, id), why: noVote };

/** Day 0 elects the posts (line 42). */
const ON_DAY_ZERO: Bar<LGame> = {
  test: (s) => s.clock.day === 0,
  why: () => DAY_ZERO,
  pass: (s) => (s.clock.day === 0 ? NOBODY : s.order),
};

/** The seats a rule about the whole table lets through when it shuts an order. */
const NOBODY: readonly PlayerId[] = [];

const ELECTION_VOTE = { label: 'Vote pour l’élection (personne : blanc)', min: 0, max: 1 };
const PYRE_VOTE = { label: 'Vote contre (personne : blanc)', min: 0, max: 1 };

/** Made once, as every shut reason asked at each book's prompt: a shut kind's line is kept while its reason is the same object. */
const NOBODY_VOTES: Why = { reason: 'Plus personne ne peut voter.', rule: '002:78' };

export const vote = defineOrder({
  id: 'vote',
  label: 'Vote',
  // The day's order of every voter (002:18, day 0's election: 002:43): in place on his row.
  main: true,
  onForum: '002:18',
  givers: [NO_VOTE],
  closed: () => NOBODY_VOTES,
  prompt: (s) => choose(s, s.clock.day === 0 ? ELECTION_VOTE : PYRE_VOTE, LIVING),
  describe: (s, ids) => blankOr(s, ids),
});

export const sac = defineOrder({
  id: 'sac',
  label: 'Sac d’or',
  item: 'sac',
  givers: [ON_DAY_ZERO, NO_VOTE],
  closed: (s) =>
    s.clock.day === 0
      ? DAY_ZERO
      : holders(s, 'sac').length === 0
        ? nobodyHolds('sac')
        : { reason: 'Aucun détenteur de Sac d’or ne peut voter.', rule: '002:99' },
  prompt: (s) => ({ kind: 'number', label: 'Sacs d’or utilisés', min: 1, max: flag(s, 'plusieursSacs') ? 5 : 1 }),
  check: (s, player, n) =>
    count(s, player, 'sac') < n ? aboutItem('sac', `${names(s, [player])} n’a pas autant de Sacs d’or.`) : null,
  describe: (_s, n) => `${n} × 2 voix`,
});

// --- The auction (lines 59-69) --------------------------------------------------------------------

/** The item the Notaire put up for auction today, or null. */
export function auctionItem(s: LGame): ItemKind | null {
  const notary = post(s, 'notaire');
  return notary ? orderOf(s, notary, enchere) : null;
}

export function topBid(s: LGame): Bid | null {
  return s.rs.day.bids.at(-1) ?? null;
}

export const enchere = defineOrder({
  id: 'enchere',
  label: 'Enchère du Notaire',
  onForum: '002:61',
  givers: [
    {
      test: (s, id) => id !== post(s, 'notaire'),
      why: (s, id) => `${names(s, [id])} n’est pas le Notaire : seul le Notaire lance une enchère.`,
      line: '002:61',
    },
    ON_DAY_ZERO,
    {
      test: (s) => s.rs.shop.length === 0,
      why: () => 'La boutique est vide : rien à mettre aux enchères.',
      line: '002:61',
    },
  ],
  closed: (s) => {
    if (s.clock.day === 0) return DAY_ZERO;
    if (!post(s, 'notaire')) return { reason: 'Il n’y a pas de Notaire pour lancer une enchère.', rule: '002:61' };
    return { reason: 'La boutique est vide : rien à mettre aux enchères.', rule: '002:61' };
  },
  prompt: (s) => ({
    kind: 'choice',
    label: 'Objet mis aux enchères',
    options: shopKinds(s).map((k) => ({ value: k, label: itemName(k) })),
  }),
  check: (s, _p, item) =>
    s.rs.day.bids.length > 0 && auctionItem(s) !== item
      ? { reason: 'Des mises sont déjà faites : l’objet de l’enchère ne peut plus changer.', rule: '002:62' }
      : null,
  describe: (_s, item) => itemName(item),
});

/** The highest bid the book allows (002:62). */
const MAX_BID = 9;

export const mise = defineOrder({
  id: 'mise',
  label: 'Mise',
  onForum: '002:62',
  // Open once the Notaire's order puts an item up, to all but the last bidder.
  readsBook: true,
  givers: [
    { test: (s) => !biddingOpen(s), why: biddingShut, pass: (s) => (biddingOpen(s) ? s.order : NOBODY) },
    {
      test: (s, id) => id === post(s, 'notaire'),
      why: () => 'Le Notaire ne mise pas aux enchères qu’il a ouvertes.',
      line: '002:62',
    },
    {
      test: (s, id) => id === topBid(s)?.player,
      why: (s, id) =>
        `${names(s, [id])} a fait la dernière mise : un autre joueur doit surenchérir avant qu’il ou elle puisse remiser.`,
      line: '002:62',
    },
  ],
  prompt: (s) => {
    const next = (topBid(s)?.amount ?? 0) + 1;
    return { kind: 'number', label: 'Mise (en voix)', min: next, max: flag(s, 'misesParPas') ? next : MAX_BID };
  },
  describe: (_s, amount) => `${amount}`,
  closed: (s) => (biddingOpen(s) ? null : biddingShut(s)),
});

/** Bids are open once the Notaire put an item up, until the highest bid allowed (002:61-62). */
function biddingOpen(s: LGame): boolean {
  const top = topBid(s);
  return auctionItem(s) !== null && !(top && top.amount >= MAX_BID);
}

/**
 * Why nobody may bid now (002:42, 61-62). Asked after every order of a day,
 * the bids' line reading the book: each reason is made once, so that the
 * book's shut line is kept while the reason stays the same (`order-kinds.ts`).
 */
function biddingShut(s: LGame): Why {
  if (!post(s, 'notaire')) return NO_NOTARY;
  if (s.clock.day === 0) return DAY_ZERO;
  if (!auctionItem(s)) return NO_AUCTION;
  return TOP_BID;
}

const NO_NOTARY: Why = { reason: 'Il n’y a pas de Notaire pour ouvrir une enchère.', rule: '002:61' };
const NO_AUCTION: Why = {
  reason: 'Aucune enchère n’est ouverte : le Notaire doit d’abord mettre un objet aux enchères.',
  rule: '002:61',
};
const TOP_BID: Why = {
  reason: `La mise la plus haute est déjà de ${MAX_BID} voix, le maximum : personne ne peut surenchérir.`,
  rule: '002:62',
};

// --- Troc offers (lines 45-57) --------------------------------------------------------------------

const PRICES: ItemKind[][] = [['pigeon'], ['sac'], ['pigeon', 'sac'], ['sac', 'sac'], ['testament']];

/**
 * The offers suggested for a shop: both troc kinds show them in every day's
 * book, and the shop changes only at the troc and the auction. Kept per shop
 * by the engine; a prompt is read, never written, so they may be shared.
 */
function offerSuggestions(s: LGame): string[] {
  return memo(offersFor, s.rs.shop);
}

function offersFor(shop: readonly string[]): string[] {
  return kindsIn(shop).flatMap((want) => PRICES.map((price) => formatOffer({ price, want })));
}

/** Why an offer cannot be made (not whether it can be paid: bluffs are allowed, line 56). */
export function offerRefusal(s: LGame, player: PlayerId, text: string): Refusal | null {
  const offer = parseOffer(text);
  // An offer is written « prix c/ objet de la boutique » (lines 45-52).
  if (typeof offer === 'string') return { reason: offer, rule: '002:45' };
  if (offer.price.includes('pipot'))
    return aboutItem('pipot', 'Le Pipot ne peut pas être proposé au troc, même pour bluffer.');
  if (!s.rs.shop.some((i) => kindOf(i) === offer.want))
    return { reason: `${itemName(offer.want)} n’est pas en boutique.`, rule: '002:45' };
  if (player === post(s, 'marchand')) return { reason: 'Le Marchand ne peut pas proposer de troc.', rule: '002:57' };
  return null;
}

/** Why nobody may offer a troc now: day 0, no Marchand, an empty shop (lines 42, 45). */
function trocShut(s: LGame): Why {
  if (s.clock.day === 0) return DAY_ZERO;
  if (!post(s, 'marchand')) return { reason: 'Il n’y a pas de Marchand avec qui troquer.', rule: '002:45' };
  return { reason: 'La boutique est vide : rien à troquer.', rule: '002:45' };
}

const sameOffer = (a: string, b: string) => {
  const x = parseOffer(a);
  const y = parseOffer(b);
  return (
    typeof x !== 'string' &&
    typeof y !== 'string' &&
    x.want === y.want &&
    [...x.price].sort().join() === [...y.price].sort().join()
  );
};

const offerPrompt = (s: LGame, label: string) => ({
  kind: 'text' as const,
  label: `${label} — prix c/ objet de la boutique, ex. : « Pigeon et Sac d’or c/ Chaudron »`,
  maxLength: 200,
  suggestions: offerSuggestions(s),
});

const trocOpen = (s: LGame) => s.clock.day > 0 && post(s, 'marchand') !== null && s.rs.shop.length > 0;

/** No troc today (lines 42, 45). */
const TROC_SHUT: Bar<LGame> = {
  test: (s) => !trocOpen(s),
  why: trocShut,
  pass: (s) => (trocOpen(s) ? s.order : NOBODY),
};

/** The Marchand does not trade with himself (line 57). */
const MARCHAND: Bar<LGame> = {
  test: (s, id) => id === post(s, 'marchand'),
  why: () => 'Le Marchand ne peut pas proposer de troc.',
  line: '002:57',
};

/** An offer as the forum writes it, or as it was typed when it cannot be read. */
const describeOffer = (_s: LGame, text: string): string => {
  const o = parseOffer(text);
  return typeof o === 'string' ? text : formatOffer(o);
};

export const publicOffer = defineOrder({
  id: 'troc',
  label: 'Proposition de troc (publique)',
  onForum: '002:54',
  givers: [TROC_SHUT, MARCHAND],
  closed: trocShut,
  prompt: (s) => offerPrompt(s, 'Proposition publique'),
  check: (s, player, text): Refusal | null => {
    const why = offerRefusal(s, player, text);
    if (why) return why;
    const twin = s.rs.book.orders.find(
      (o) => o.kind === 'troc' && o.player !== player && sameOffer(publicOffer.read(o.value), text),
    );
    return twin
      ? {
          reason: 'Une proposition publique identique est déjà en cours (seul un Pigeon peut la doubler).',
          rule: '002:55',
        }
      : null;
  },
  describe: (s, text) => describeOffer(s, text),
});

// --- Pigeons (lines 53, 91-95) --------------------------------------------------------------------

/** Nobody may send a Pigeon: none held, or only by the illiterate (lines 78, 91). */
function noSender(s: LGame): Why {
  return holders(s, 'pigeon').length === 0 ? nobodyHolds('pigeon') : ONLY_ILLITERATE;
}

const ONLY_ILLITERATE: Why = {
  reason: 'Seuls des analphabètes ont encore des Pigeons : ils ne peuvent pas les envoyer.',
  rule: '002:78',
};

/** Why a living player may not send a Pigeon: he has none, or cannot write (lines 78, 91). */
function cannotSend(s: LGame, player: PlayerId): Why {
  return count(s, player, 'pigeon') === 0
    ? doesNotHold(s, player, 'pigeon')
    : { reason: `${names(s, [player])} est analphabète : pas de Pigeon.`, rule: '002:78' };
}

/** A player who may not send a Pigeon (lines 78, 91). */
const CANNOT_SEND: Bar<LGame> = { test: (s, id) => !canUsePigeon(s, id), why: cannotSend };

/** Who may send a Pigeon: its holders first (their list is kept), then whether they can write (lines 78, 91). */
const SENDERS = [HOLDS.pigeon, CANNOT_SEND];

/** A Pigeon sent by Pigeon takes a second one to carry it (line 95). */
const ONE_PIGEON: Bar<LGame> = {
  test: (s, id) => count(s, id, 'pigeon') < 2,
  why: (s, id) => `${names(s, [id])} n’a qu’un Pigeon : il en faut un pour porter celui qu’on envoie.`,
  line: '002:95',
};

/** Items that may travel by Pigeon: all but the Pipot (line 89). */
const GIFTS = ITEM_KINDS.filter((k) => k !== 'pipot' && k !== 'nid');

/** Why nobody sends an item held (made once per item: see `NOBODY_VOTES`). */
const NO_SENDER = Object.fromEntries(
  GIFTS.map((kind): [ItemKind, Why] => [
    kind,
    { reason: `Aucun détenteur de « ${itemName(kind)} » ne peut l’envoyer par Pigeon.`, rule: '002:95' },
  ]),
) as Record<ItemKind, Why>;

const GIFT_TO = { label: 'Destinataires (un exemplaire chacun)', min: 1, max: 5 };

/** `don:fusil`…: an item sent by Pigeon, to one or more players (one copy each). */
export const gifts = itemOrders(GIFTS, (kind) =>
  defineOrder({
    id: `don:${kind}`,
    label: `Pigeon\u00a0: envoyer «\u00a0${itemName(kind)}\u00a0»`,
    item: kind,
    // An item sent by Pigeon (line 95): its holder, able to send a Pigeon besides the one he sends.
    givers: kind === 'pigeon' ? [CANNOT_SEND, ONE_PIGEON] : [CANNOT_SEND],
    closed: (s) => (holders(s, kind).length === 0 ? nobodyHolds(kind) : NO_SENDER[kind]),
    prompt: (s) => choose(s, GIFT_TO, LIVING),
    // « afin de le donner à un joueur » (line 95): another one.
    notSelf: { reason: 'On ne s’envoie pas de Pigeon à soi-même.', rule: '002:95' },
    check: (s, player, to) => {
      if (to.length > count(s, player, kind))
        return aboutItem(kind, `${names(s, [player])} n’a pas autant d’exemplaires de « ${itemName(kind)} ».`);
      return pigeonBudget(s, player, `don:${kind}`, to);
    },
    describe: (s, to) => names(s, to),
  }),
);

/** One Pigeon per recipient or target (lines 91-93): a sender's own Pigeons bound his pick, shown as his count. */
const PIGEONS_AT_ONCE = 5;
const ownPigeons = (s: LGame, player: PlayerId): number => Math.min(PIGEONS_AT_ONCE, count(s, player, 'pigeon'));

/** A Pigeon order whose dialog counts the sender's own Pigeons (`OrderKind.most`), not the bound for all. */
const withOwnBound = <V, I extends string>(def: OrderDef<V, I>): OrderDef<V, I> => ({ ...def, most: ownPigeons });

export const pigeonMessage = withOwnBound(
  defineOrder({
    id: 'pigeon-message',
    label: 'Pigeon : message anonyme',
    givers: SENDERS,
    closed: noSender,
    prompt: (s) => choose(s, { label: 'Destinataires (un Pigeon chacun)', min: 1, max: PIGEONS_AT_ONCE }, LIVING),
    // « à une joueur de votre choix » (line 92): another one.
    notSelf: { reason: 'On ne s’envoie pas de Pigeon à soi-même.', rule: '002:92' },
    check: (s, player, to) => pigeonBudget(s, player, 'pigeon-message', to),
    describe: (s, to) => names(s, to),
  }),
);

export const pigeonCible = withOwnBound(
  defineOrder({
    id: 'pigeon-cible',
    label: 'Pigeon : cible pour le justicier',
    givers: SENDERS,
    closed: noSender,
    prompt: (s) => choose(s, { label: 'Cibles désignées (un Pigeon chacune)', min: 1, max: PIGEONS_AT_ONCE }, LIVING),
    check: (s, player, targets) => pigeonBudget(s, player, 'pigeon-cible', targets),
    describe: (s, targets) => names(s, targets),
  }),
);

export const pigeonTroc = defineOrder({
  id: 'pigeon-troc',
  label: 'Pigeon\u00a0: offre de troc secrète',
  givers: [TROC_SHUT, MARCHAND, HOLDS.pigeon, CANNOT_SEND],
  closed: (s) => (trocOpen(s) ? noSender(s) : trocShut(s)),
  prompt: (s) => offerPrompt(s, 'Offre au Marchand par Pigeon'),
  check: (s, player, text) => offerRefusal(s, player, text) ?? pigeonBudget(s, player, 'pigeon-troc', text),
  describe: (s, text) => describeOffer(s, text),
});

/** The Pigeons one order takes: one per message, target or offer, one more per item sent (two for a Pigeon). */
function pigeonCost(kind: string, value: Json): number {
  if (kind === pigeonTroc.id) return 1;
  if (kind === pigeonMessage.id) return pigeonMessage.read(value).length;
  if (kind === pigeonCible.id) return pigeonCible.read(value).length;
  const gift = gifts.of(kind);
  return gift ? gift.order.read(value).length * (gift.item === 'pigeon' ? 2 : 1) : 0;
}

/** Pigeons a player's orders need, with `replace` standing for one of them (the order being entered). */
export function pigeonsNeeded(s: LGame, player: PlayerId, replace?: { kind: string; value: Json }): number {
  let n = 0;
  const orders = s.rs.book.orders.filter((o) => o.player === player && (!replace || o.kind !== replace.kind));
  for (const o of [...orders, ...(replace ? [{ kind: replace.kind, value: replace.value }] : [])])
    n += pigeonCost(o.kind, o.value);
  return n;
}

/** One Pigeon per message, target or offer, one more per item sent (lines 91-95). */
function pigeonBudget(s: LGame, player: PlayerId, kind: string, value: Json): Refusal | null {
  const need = pigeonsNeeded(s, player, { kind, value });
  const held = count(s, player, 'pigeon');
  return need > held
    ? aboutItem(
        'pigeon',
        `Il faudrait ${need} Pigeon${need > 1 ? 's' : ''} ; ${names(s, [player])} ${held === 0 ? 'n’en a aucun' : `n’en a ${queN(held)}`}.`,
      )
    : null;
}

// --- The Masque (line 86) -------------------------------------------------------------------------

const ROBBED = { label: 'Joueur volé', min: 1, max: 1 };

/** « désigner un joueur et un objet … vous le lui volez » (line 86): another player. */
const NO_SELF_THEFT: Why = { reason: 'On ne se vole pas soi-même.', rule: ITEM_LINE.masque };

/** `vol:sac`…: the Masque names a player and an item. */
export const thefts = itemOrders(
  ITEM_KINDS.filter((k) => k !== 'nid'),
  (kind) =>
    defineOrder({
      id: `vol:${kind}`,
      label: `Masque\u00a0: voler «\u00a0${itemName(kind)}\u00a0»`,
      item: 'masque',
      givers: [ON_DAY_ZERO],
      closed: (s) => (s.clock.day === 0 ? DAY_ZERO : nobodyHolds('masque')),
      prompt: (s) => choose(s, ROBBED, LIVING),
      notSelf: NO_SELF_THEFT,
      check: (s, player) => {
        const other = s.rs.book.orders.find(
          (o) => o.player === player && o.kind.startsWith('vol:') && o.kind !== `vol:${kind}`,
        );
        return other ? aboutItem('masque', 'Un seul vol par jour : annulez d’abord l’autre.') : null;
      },
      describe: (s, victims) => names(s, victims),
    }),
);

export const DAY_KINDS: OrderDef[] = [
  vote,
  sac,
  enchere,
  mise,
  publicOffer,
  pigeonMessage,
  pigeonCible,
  pigeonTroc,
  ...gifts.kinds,
  ...thefts.kinds,
];
