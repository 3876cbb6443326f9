/**
 * The day: the MJ enters the orders as they arrive (public votes and offers,
 * private messages), editable until the deadline is closed
 * (002_8a15d59d81dc3fa5.txt:16-24, 45-69, 105-107).
 */
import { type Block, describeTally, emptyBook, playerRead, tally, type TextDoc } from '../../../engine';
import { bookPrompt } from '../book-prompt';
import { STEP_LINES } from '../lines';
import { applyEdit, checkEdit, describeBook, ordersOf } from '../book';
import {
  auctionItem,
  DAY_KINDS,
  gifts,
  mise,
  pigeonCible,
  pigeonMessage,
  pigeonTroc,
  publicOffer,
  topBid,
  vote,
} from '../day-orders';
import { NOT_BY_DAY } from '../elsewhere';
import { holders } from '../holdings';
import { itemName } from '../items';
import { parseOffer, formatOffer } from '../parse';
import { canVote, emptyDay, living, name, names, post } from '../state';
import type { LGame } from '../types';
import { step } from './step';

const KIND_TEXT = 'votes, Sacs d’or, enchère et mises, trocs, Pigeons et Masque';

function voteRecap(s: LGame): TextDoc {
  const votes = ordersOf(s, vote).filter((o) => canVote(s, o.player));
  const items = votes.map((o) => {
    const target = o.value[0];
    return [`${name(s, o.player)} : ${target ? name(s, target) : 'blanc'}`];
  });
  const t = tally(votes.map((o) => ({ voter: o.player, target: o.value[0] ?? null, weight: 1 })));
  const blocks: Block[] = [
    {
      kind: 'heading',
      text: [s.clock.day === 0 ? 'Élection du Notaire et du Marchand' : `Votes du jour ${s.clock.day}`],
    },
  ];
  blocks.push(items.length > 0 ? { kind: 'list', items } : { kind: 'paragraph', text: ['Aucun vote pour l’instant.'] });
  blocks.push({ kind: 'paragraph', text: ['Décompte : ', { bold: describeTally(t, (id) => name(s, id)) }, '.'] });
  const mute = living(s).filter((id) => playerRead(s.players, id).markers.sansVote === true);
  if (mute.length > 0) blocks.push({ kind: 'paragraph', text: [`Ne votent plus : ${names(s, mute)}.`] });
  return { id: 'votes', title: 'Récapitulatif des votes', audience: { to: 'public' }, blocks };
}

function trocRecap(s: LGame): TextDoc | null {
  const merchant = post(s, 'marchand');
  if (s.clock.day === 0 || !merchant) return null;
  const items = living(s)
    .filter((id) => id !== merchant)
    .map((id) => {
      const o = ordersOf(s, publicOffer).find((x) => x.player === id);
      const offer = o ? parseOffer(o.value) : null;
      return [`${name(s, id)} : ${offer && typeof offer !== 'string' ? formatOffer(offer) : ''}`.trimEnd()];
    });
  return {
    id: 'trocs',
    title: 'Propositions de troc',
    audience: { to: 'public' },
    blocks: [
      { kind: 'heading', text: ['Propositions de troc'] },
      { kind: 'list', items },
    ],
  };
}

function auctionRecap(s: LGame): TextDoc | null {
  const item = auctionItem(s);
  if (!item) return null;
  const bids = s.rs.day.bids.map((b) => [`${name(s, b.player)} : ${b.amount}`]);
  const blocks: Block[] = [{ kind: 'heading', text: ['Objet aux enchères : ', { bold: itemName(item) }] }];
  blocks.push(
    bids.length > 0
      ? { kind: 'list', items: bids }
      : { kind: 'paragraph', text: ['Aucune mise pour l’instant (de 1 à 9).'] },
  );
  return { id: 'enchere', title: 'Récapitulatif de l’enchère', audience: { to: 'public' }, blocks };
}

/** What the MJ relays during the day: anonymous messages, targets for the justicier, secret offers. */
function pigeonsToRelay(s: LGame): TextDoc | null {
  const justicier = holders(s, 'arbalete')[0];
  const merchant = post(s, 'marchand');
  const items: string[][] = [];
  for (const o of s.rs.book.orders) {
    const from = name(s, o.player);
    if (o.kind === pigeonMessage.id)
      for (const to of pigeonMessage.read(o.value)) items.push([`${from} → ${name(s, to)} : message anonyme`]);
    if (o.kind === pigeonCible.id) {
      const to = justicier ? name(s, justicier) : 'personne (pas de justicier)';
      for (const target of pigeonCible.read(o.value))
        items.push([`${from} → ${to} (Arbalète) : cible ${name(s, target)}`]);
    }
    if (o.kind === pigeonTroc.id)
      items.push([
        `${from} → ${merchant ? name(s, merchant) : 'personne'} (Marchand) : offre « ${pigeonTroc.read(o.value)} »`,
      ]);
    const gift = gifts.of(o.kind);
    if (gift)
      for (const to of gift.order.read(o.value))
        items.push([`${from} → ${name(s, to)} : ${itemName(gift.item)} (livré à la deadline)`]);
  }
  if (items.length === 0) return null;
  return {
    id: 'pigeons',
    title: 'Pigeons en vol (pour le MJ)',
    audience: { to: 'mj' },
    blocks: [{ kind: 'list', items }],
  };
}

export const jour = step({
  id: 'jour',
  title: 'La journée',
  phase: 'day',
  enter(ctx) {
    ctx.s.rs.book = emptyBook();
    ctx.s.rs.day = emptyDay();
  },
  line: (s) =>
    s.clock.day === 0
      ? 'Journée 0 : saisissez les votes pour l’élection et les Pigeons au fil des messages, puis clôturez à la deadline.'
      : `Journée ${s.clock.day} : saisissez les ${KIND_TEXT} au fil des messages, puis clôturez à la deadline.`,
  notes: (s) => describeBook(s, DAY_KINDS),
  documents: (s) =>
    [voteRecap(s), trocRecap(s), auctionRecap(s), pigeonsToRelay(s)].filter((d): d is TextDoc => d !== null),
  prompt: (s) => bookPrompt(s, 'Ordres de la journée', STEP_LINES.jour, DAY_KINDS, NOT_BY_DAY),
  validate(s, edit) {
    if ('cancel' in edit) {
      // Bids go up one by one (line 62): only the last one may be taken back, and the auction only before any bid.
      if (edit.cancel.kind === 'mise' && topBid(s)?.player !== edit.cancel.player)
        return { reason: 'Seule la dernière mise peut être annulée.', rule: '002:62' };
      if (edit.cancel.kind === 'enchere' && s.rs.day.bids.length > 0)
        return { reason: 'Des mises sont déjà faites : l’enchère ne peut plus être annulée.', rule: '002:62' };
    }
    return checkEdit(s, DAY_KINDS, edit, STEP_LINES.jour);
  },
  resolve(ctx, edit) {
    applyEdit(ctx, edit);
    if ('put' in edit && edit.put.kind === mise.id)
      ctx.s.rs.day.bids.push({ player: edit.put.player, amount: mise.read(edit.put.value) });
    if ('cancel' in edit && edit.cancel.kind === mise.id) ctx.s.rs.day.bids.pop();
  },
  repeat: (s) => !s.rs.book.closed,
});
