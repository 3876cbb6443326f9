/**
 * The bûcher: the ballots of the players who may vote, their Sacs d'or, the
 * auction's bid; the Notaire breaks a tie (002_8a15d59d81dc3fa5.txt:22, 60,
 * 69, 99).
 */
import { among, type Bars, choose, describeTally, memo, type PlayerId, tally, type Tally } from '../../../engine';
import { ordersOf } from '../book';
import { sac, vote } from '../day-orders';
import { kill } from '../deaths';
import { count } from '../holdings';
import { alive, canVote, de, name, names, post } from '../state';
import { useUp } from '../stock';
import type { LGame } from '../types';
import { ack, act, step } from './step';

export interface Pyre {
  tally: Tally;
  /** Extra votes from Sacs d'or, per target, and who pays them (never told). */
  sacs: { voter: PlayerId; target: PlayerId; n: number }[];
  auction: { winner: PlayerId; amount: number } | null;
  /** Ballots only, for the public count. */
  ballots: Tally;
}

/**
 * The bûcher's count: ballots of the players who may vote, their Sacs d'or,
 * the auction's bid (lines 22, 69, 99). The bûcher's call reads it for its
 * line, its prompt (twice: shown, then checked) and its tie: kept per state
 * by the engine.
 */
export function pyre(s: LGame): Pyre {
  return memo(countPyre, s);
}

function countPyre(s: LGame): Pyre {
  const votes = ordersOf(s, vote).filter((o) => canVote(s, o.player));
  const ballots = votes.map((o) => {
    const target = o.value[0] ?? null;
    return { voter: o.player, target: target && alive(s, target) ? target : null, weight: 1 };
  });
  const sacs: Pyre['sacs'] = [];
  for (const o of ordersOf(s, sac)) {
    const target = ballots.find((b) => b.voter === o.player)?.target ?? null;
    const n = Math.min(o.value, count(s, o.player, 'sac'));
    if (target && canVote(s, o.player) && n > 0) sacs.push({ voter: o.player, target, n });
  }
  const a = s.rs.day.auction;
  const auction = a && alive(s, a.winner) ? { winner: a.winner, amount: a.amount } : null;
  const extra: Record<PlayerId, number> = {};
  for (const x of sacs) extra[x.target] = (extra[x.target] ?? 0) + 2 * x.n;
  if (auction) extra[auction.winner] = (extra[auction.winner] ?? 0) + auction.amount;
  return { tally: tally(ballots, extra), sacs, auction, ballots: tally(ballots) };
}

function tiedNotary(s: LGame): PlayerId | null {
  const notary = post(s, 'notaire');
  return notary && alive(s, notary) && pyre(s).tally.leaders.length > 1 ? notary : null;
}

/**
 * The Notaire breaks a tie among the tied only (002:60); the call's argument
 * is the tied players, as the count ranks them (the order of the candidates).
 */
const TIED: Bars<LGame, readonly PlayerId[]> = [
  among((s, id) => `${name(s, id)} n’est pas parmi les ex æquo.`, '002:60'),
];

export const bucher = step({
  id: 'bucher',
  title: 'Le bûcher',
  phase: 'deadline',
  when: (s) => s.clock.day > 0,
  line: (s) => {
    const p = pyre(s);
    const t = p.tally;
    if (t.leaders.length === 0) return 'Personne n’a reçu de voix : pas de bûcher aujourd’hui.';
    if (t.leaders.length === 1)
      return `${name(s, t.leaders[0]!)} a le plus de voix (${t.top}) : il ou elle monte sur le bûcher.`;
    const notary = tiedNotary(s);
    return notary
      ? `Égalité entre ${names(s, t.leaders)} (${t.top} voix) : le Notaire, ${name(s, notary)}, désigne qui monte sur le bûcher.`
      : `Égalité entre ${names(s, t.leaders)} (${t.top} voix) et pas de Notaire : tirage au sort.`;
  },
  notes: (s) => {
    const p = pyre(s);
    const sacs = p.sacs.map(
      (x) => `${name(s, x.voter)} : ${x.n} Sac${x.n > 1 ? 's' : ''} d’or (+${2 * x.n} contre ${name(s, x.target)})`,
    );
    return [`Décompte avec bonus : ${describeTally(p.tally, (id) => name(s, id))}.`, ...sacs];
  },
  prompt: (s) =>
    tiedNotary(s)
      ? choose(s, { label: 'Choix du Notaire', min: 1, max: 1 }, TIED, pyre(s).tally.leaders)
      : ack('Annoncé'),
  resolve(ctx, chosen) {
    const s = ctx.base;
    const p = pyre(s);
    const nm = (id: PlayerId) => name(s, id);
    ctx.emit('bucher', { to: 'public' }, () => `Votes : ${describeTally(p.ballots, nm)}.`, {
      counts: p.ballots.counts,
      blank: p.ballots.blank,
    });
    const perTarget = new Map<PlayerId, number>();
    for (const x of p.sacs) {
      perTarget.set(x.target, (perTarget.get(x.target) ?? 0) + 2 * x.n);
      for (let i = 0; i < x.n; i++) useUp(ctx, x.voter, 'sac', `Sac d’or ${de(nm(x.voter))} utilisé au bûcher`);
      act(ctx, x.voter, 'sac');
    }
    for (const [target, n] of perTarget)
      ctx.emit('bucher', { to: 'public' }, () => `Sacs d’or : ${n} voix de plus contre ${nm(target)}.`);
    const auction = p.auction;
    if (auction)
      ctx.emit(
        'bucher',
        { to: 'public' },
        () => `Enchère : ${auction.amount} voix de plus contre ${nm(auction.winner)}.`,
      );
    if (p.sacs.length > 0 || p.auction)
      ctx.emit('bucher', { to: 'public' }, () => `Total : ${describeTally(p.tally, nm)}.`);
    const t = p.tally;
    if (t.leaders.length === 0) {
      ctx.emit('bucher', { to: 'public' }, 'Personne n’a reçu de voix : pas de bûcher aujourd’hui.');
      return;
    }
    let burnt = t.leaders[0]!;
    if (t.leaders.length > 1) {
      const notary = tiedNotary(s);
      if (notary) {
        burnt = chosen?.[0] ?? burnt;
        ctx.emit(
          'bucher',
          { to: 'public' },
          () => `Égalité entre ${names(s, t.leaders)} : le Notaire, ${nm(notary)}, désigne ${nm(burnt)}.`,
        );
      } else {
        burnt = ctx.pick(t.leaders, 'égalité au bûcher, sans Notaire');
        ctx.emit(
          'bucher',
          { to: 'public' },
          () => `Égalité entre ${names(s, t.leaders)}, sans Notaire : le sort désigne ${nm(burnt)}.`,
        );
      }
    }
    kill(ctx, burnt, 'bucher');
  },
});
