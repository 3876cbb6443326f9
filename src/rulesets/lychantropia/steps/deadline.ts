/**
 * The deadline, in the book's order: Pigeons delivered, the auction, the
 * bûcher, then (troc.ts) the troc and the theft (002_8a15d59d81dc3fa5.txt:19-24).
 */
import { describeTally, tally, type Tally } from '../../../engine/vote';
import type { PlayerId } from '../../../engine';
import { firstPlayer, ordersOf, playerList } from '../book';
import { auctionItem, isGiftKind, topBid } from '../day-orders';
import { kill, settleDeadItems } from '../deaths';
import { describeItems, itemName, type ItemKind } from '../items';
import { parseOffer } from '../parse';
import { alive, canVote, count, de, holders, illiterate, name, names, post, type LGame } from '../state';
import { give, removeForGood, shopTakeKind, takeFrom, useUp } from '../stock';
import { postsLine, privateTexts, publicPost } from '../texts';
import { ack, act, game, type LCtx, type LStep } from './common';

const auto = { auto: true as const, line: () => '', prompt: () => ({ kind: 'ack' as const }) };

function sendPigeon(ctx: LCtx, from: PlayerId): boolean {
  if (!useUp(ctx, from, 'pigeon', `Pigeon envoyé par ${name(game(ctx), from)}`)) {
    ctx.emit('pigeon', { to: 'mj' }, `${name(game(ctx), from)} n’a plus de Pigeon : envoi annulé.`);
    return false;
  }
  return true;
}

/** Pigeons: every message leaves a Pigeon behind; gifts arrive now; an illiterate reader loses what is sent (lines 78, 91-95). */
export const pigeons: LStep = {
  id: 'pigeons',
  title: 'Les Pigeons',
  phase: 'deadline',
  ...auto,
  resolve(ctx) {
    const s = game(ctx);
    for (const o of [...ctx.base.rs.book.orders].sort((a, b) => a.seq - b.seq)) {
      const from = o.player;
      if (!alive(s, from) || illiterate(s, from)) continue;
      if (o.kind === 'pigeon-message') {
        for (const to of playerList(o.value)) {
          if (!sendPigeon(ctx, from)) break;
          act(ctx, from, 'pigeon');
          const lost = illiterate(s, to) ? ' (analphabète : message perdu)' : '';
          ctx.emit('pigeon', { to: 'mj' }, `Pigeon ${de(name(s, from))} à ${name(s, to)}${lost}.`);
        }
      } else if (o.kind === 'pigeon-cible') {
        const justicier = holders(s, 'arbalete')[0] ?? null;
        for (const target of playerList(o.value)) {
          if (!sendPigeon(ctx, from)) break;
          act(ctx, from, 'pigeon');
          if (!justicier || justicier === from || illiterate(s, justicier)) {
            ctx.emit('pigeon', { to: 'mj' }, `Le Pigeon ${de(name(s, from))} (cible ${name(s, target)}) ne trouve pas de justicier à qui parler : perdu.`);
            continue;
          }
          ctx.s.rs.crossbow[justicier] = [...(ctx.s.rs.crossbow[justicier] ?? []), target];
          ctx.emit('pigeon', { to: 'mj' }, `${name(s, justicier)} reçoit par Pigeon la cible ${name(s, target)} (${de(name(s, from))}).`);
        }
      } else if (o.kind === 'pigeon-troc') {
        const merchant = post(s, 'marchand');
        const offer = parseOffer(o.value as string);
        if (typeof offer === 'string' || !sendPigeon(ctx, from)) continue;
        act(ctx, from, 'pigeon');
        if (!merchant || !alive(s, merchant) || illiterate(s, merchant)) {
          ctx.emit('pigeon', { to: 'mj' }, `L’offre secrète ${de(name(s, from))} n’atteint pas le Marchand : perdue.`);
          continue;
        }
        ctx.s.rs.day.pigeonOffers.push({ id: `pigeon:${from}`, player: from, price: offer.price, want: offer.want, byPigeon: true });
      } else if (isGiftKind(o.kind)) {
        const kind = o.kind.slice(4) as ItemKind;
        for (const to of playerList(o.value)) {
          if (count(s, from, kind) < (kind === 'pigeon' ? 2 : 1)) {
            ctx.emit('pigeon', { to: 'mj' }, `${name(s, from)} n’a plus « ${itemName(kind)} » à envoyer.`);
            break;
          }
          if (!sendPigeon(ctx, from)) break;
          act(ctx, from, 'pigeon');
          const [inst] = takeFrom(ctx, from, kind, 1);
          if (!alive(s, to) || illiterate(s, to)) {
            removeForGood(ctx, inst!, `perdu avec un Pigeon envoyé à ${name(s, to)}, analphabète`);
            ctx.emit('pigeon', { to: 'mj' }, `Le Pigeon ${de(name(s, from))} (${itemName(kind)}) se perd chez ${name(s, to)}, analphabète.`);
            continue;
          }
          give(ctx, to, [inst!]);
          ctx.emit('pigeon', { to: 'players', ids: [to] }, `${name(s, to)} reçoit par Pigeon : ${itemName(kind)} (${de(name(s, from))}).`, {
            pm: `Un Pigeon vous apporte : ${itemName(kind)}.`,
          });
        }
      }
    }
  },
};

/** The auction: the highest bidder takes the item and as many votes against them (lines 21, 61-69). */
export const enchere: LStep = {
  id: 'enchere',
  title: 'L’enchère',
  phase: 'deadline',
  ...auto,
  when: (s) => s.clock.day > 0 && auctionItem(s) !== null,
  resolve(ctx) {
    const s = game(ctx);
    const item = auctionItem(s)!;
    const top = topBid(s);
    if (!top || !alive(s, top.player)) {
      ctx.emit('enchere', { to: 'public' }, `Enchère : personne n’a misé, « ${itemName(item)} » reste en boutique.`);
      return;
    }
    const inst = shopTakeKind(ctx, item);
    if (!inst) throw new Error(`auctioned item ${item} is not in the shop`);
    act(ctx, top.player, 'enchere');
    ctx.s.rs.day.auction = { winner: top.player, item, amount: top.amount };
    ctx.emit('enchere', { to: 'public' }, `Enchère : ${name(s, top.player)} remporte « ${itemName(item)} » pour ${top.amount} voix, comptées contre lui ou elle au bûcher.`, {
      winner: top.player,
      item,
      amount: top.amount,
    });
    give(ctx, top.player, [inst]);
  },
};

export interface Pyre {
  tally: Tally;
  /** Extra votes from Sacs d'or, per target, and who pays them (never told). */
  sacs: { voter: PlayerId; target: PlayerId; n: number }[];
  auction: { winner: PlayerId; amount: number } | null;
  /** Ballots only, for the public count. */
  ballots: Tally;
}

/** The bûcher's count: ballots of the players who may vote, their Sacs d'or, the auction's bid (lines 22, 69, 99). */
export function pyre(s: LGame): Pyre {
  const votes = ordersOf(s, 'vote').filter((o) => canVote(s, o.player));
  const ballots = votes.map((o) => {
    const target = firstPlayer(o.value);
    return { voter: o.player, target: target && alive(s, target) ? target : null, weight: 1 };
  });
  const sacs: Pyre['sacs'] = [];
  for (const o of ordersOf(s, 'sac')) {
    const target = ballots.find((b) => b.voter === o.player)?.target ?? null;
    const n = Math.min(o.value as number, count(s, o.player, 'sac'));
    if (target && canVote(s, o.player) && n > 0) sacs.push({ voter: o.player, target, n });
  }
  const a = s.rs.day.auction;
  const auction = a && alive(s, a.winner) ? { winner: a.winner, amount: a.amount } : null;
  const extra: Record<PlayerId, number> = {};
  for (const sac of sacs) extra[sac.target] = (extra[sac.target] ?? 0) + 2 * sac.n;
  if (auction) extra[auction.winner] = (extra[auction.winner] ?? 0) + auction.amount;
  return { tally: tally(ballots, extra), sacs, auction, ballots: tally(ballots) };
}

function tiedNotary(s: LGame): PlayerId | null {
  const notary = post(s, 'notaire');
  return notary && alive(s, notary) && pyre(s).tally.leaders.length > 1 ? notary : null;
}

export const bucher: LStep = {
  id: 'bucher',
  title: 'Le bûcher',
  phase: 'deadline',
  when: (s) => s.clock.day > 0,
  line: (s) => {
    const p = pyre(s);
    const t = p.tally;
    if (t.leaders.length === 0) return 'Personne n’a reçu de voix : pas de bûcher aujourd’hui.';
    if (t.leaders.length === 1) return `${name(s, t.leaders[0]!)} a le plus de voix (${t.top}) : il ou elle monte sur le bûcher.`;
    const notary = tiedNotary(s);
    return notary
      ? `Égalité entre ${names(s, t.leaders)} (${t.top} voix) : le Notaire, ${name(s, notary)}, désigne qui monte sur le bûcher.`
      : `Égalité entre ${names(s, t.leaders)} (${t.top} voix) et pas de Notaire : tirage au sort.`;
  },
  notes: (s) => {
    const p = pyre(s);
    const sacs = p.sacs.map((x) => `${name(s, x.voter)} : ${x.n} Sac${x.n > 1 ? 's' : ''} d’or (+${2 * x.n} contre ${name(s, x.target)})`);
    return [`Décompte avec bonus : ${describeTally(p.tally, (id) => name(s, id))}.`, ...sacs];
  },
  prompt: (s) => (tiedNotary(s) ? { kind: 'players', label: 'Choix du Notaire', min: 1, max: 1, candidates: pyre(s).tally.leaders } : ack('Annoncé')),
  resolve(ctx, value) {
    const s = ctx.base;
    const p = pyre(s);
    const nm = (id: PlayerId) => name(s, id);
    ctx.emit('bucher', { to: 'public' }, `Votes : ${describeTally(p.ballots, nm)}.`, { counts: p.ballots.counts, blank: p.ballots.blank });
    const perTarget = new Map<PlayerId, number>();
    for (const sac of p.sacs) {
      perTarget.set(sac.target, (perTarget.get(sac.target) ?? 0) + 2 * sac.n);
      for (let i = 0; i < sac.n; i++) useUp(ctx, sac.voter, 'sac', `Sac d’or ${de(nm(sac.voter))} utilisé au bûcher`);
      act(ctx, sac.voter, 'sac');
    }
    for (const [target, n] of perTarget) ctx.emit('bucher', { to: 'public' }, `Sacs d’or : ${n} voix de plus contre ${nm(target)}.`);
    if (p.auction) ctx.emit('bucher', { to: 'public' }, `Enchère : ${p.auction.amount} voix de plus contre ${nm(p.auction.winner)}.`);
    if (p.sacs.length > 0 || p.auction) ctx.emit('bucher', { to: 'public' }, `Total : ${describeTally(p.tally, nm)}.`);
    const t = p.tally;
    if (t.leaders.length === 0) {
      ctx.emit('bucher', { to: 'public' }, 'Personne n’a reçu de voix : pas de bûcher aujourd’hui.');
      return;
    }
    let burnt = t.leaders[0]!;
    if (t.leaders.length > 1) {
      const notary = tiedNotary(s);
      if (notary) {
        burnt = firstPlayer(value)!;
        ctx.emit('bucher', { to: 'public' }, `Égalité entre ${names(s, t.leaders)} : le Notaire, ${nm(notary)}, désigne ${nm(burnt)}.`);
      } else {
        burnt = ctx.pick(t.leaders, 'égalité au bûcher, sans Notaire');
        ctx.emit('bucher', { to: 'public' }, `Égalité entre ${names(s, t.leaders)}, sans Notaire : le sort désigne ${nm(burnt)}.`);
      }
    }
    kill(ctx, burnt, 'bucher');
  },
};

/** The items of the day's dead are lost and listed (lines 40, 74). */
export const pertes: LStep = {
  id: 'pertes',
  title: 'Les objets des morts',
  phase: 'deadline',
  ...auto,
  when: (s) => s.rs.pending.length > 0,
  resolve(ctx) {
    const s = ctx.base;
    for (const { id, items } of settleDeadItems(ctx, false)) {
      const text = items && items.length > 0 ? `Objets perdus par ${name(s, id)} : ${describeItems(items)}.` : `${name(s, id)} ne laisse aucun objet.`;
      ctx.emit('objets-perdus', { to: 'public' }, text, { player: id, items });
    }
  },
};

export const recapDeadline: LStep = {
  id: 'recap-deadline',
  title: 'Le récapitulatif de la deadline',
  phase: 'deadline',
  line: (s) => (s.clock.day === 0 ? 'Publiez les résultats de l’élection et envoyez les messages privés.' : 'Publiez le récapitulatif du bûcher et envoyez les messages privés.'),
  documents: (s) => [
    publicPost(s, 'deadline', s.clock.day === 0 ? 'Fin de la journée 0' : `Bûcher du jour ${s.clock.day}`, s.clock.day, ['deadline'], [postsLine(s)]),
    ...privateTexts(s, s.clock.day, ['deadline']),
  ],
  prompt: () => ack('Publié'),
  resolve(ctx) {
    ctx.s.rs.moment = 'bucher';
  },
};

/** After a checkpoint (dawn, bûcher), the end of the game is no longer checked. */
export const finConstat: LStep = {
  id: 'fin-constat',
  title: 'Fin du constat',
  ...auto,
  resolve(ctx) {
    ctx.s.rs.moment = null;
  },
};

