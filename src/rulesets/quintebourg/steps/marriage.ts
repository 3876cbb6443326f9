/**
 * Marriage requests (000_a045abd3825f1297.txt:626-634, 535-541): two players
 * agree; with a priest, his fee (0 to 2 coins) is paid and he must marry them;
 * the Prêtre odieux may force a marriage on a strictly poorer partner after
 * the fee; with no priest, two consenting witnesses. The couple then lives in
 * one house.
 */
import type { PlayerId } from '../../../engine';
import { act, first, game, type QCtx, type QStep } from '../common';
import { moveCoins } from '../coins';
import { priest } from '../posts';
import { available, health, isStanding, post, spouseOf, type QGame } from '../state';
import { coins, de, name, que } from '../text';

/** Free to marry: I or B, and no living spouse (a widow may remarry: the spouse's fall ends the marriage, 000:632). */
function unmarried(s: QGame): PlayerId[] {
  return s.order.filter((id) => {
    if (!isStanding(s, id)) return false;
    const spouse = spouseOf(s, id);
    return spouse === null || ['Q', 'M'].includes(health(s, spouse));
  });
}

function activePriest(s: QGame): PlayerId | null {
  const p = priest(s);
  return p && available(s, p) ? p : null;
}

type Req = { asker: PlayerId; partner?: PlayerId; forced?: boolean; fee?: number };

/** Why the request fell through since its last tap: one of the two is no longer standing (000:168: powers strike at any moment), or null. */
function couple(s: QGame, args: unknown): string | null {
  const { asker, partner } = args as Req;
  for (const id of partner ? [asker, partner] : [asker]) if (!isStanding(s, id)) return `${name(s, id)} n’est plus debout (${health(s, id)})`;
  return null;
}

/**
 * A follow-up tap of a marriage request whose premise may vanish between two
 * taps (a power invoked at any moment, 000:168): then the call says why, the
 * MJ taps « Suivant », the request ends without effect and the next request
 * is asked for. `fallback`, when given, is where the request goes instead.
 */
function followUp(step: QStep, lapse: (s: QGame, args: unknown) => string | null, fallback?: (s: QGame, args: unknown) => { step: string; args: Req } | null): QStep {
  return {
    ...step,
    line: (s, args) => {
      const why = lapse(s, args);
      if (why === null) return step.line(s, args);
      const next = fallback?.(s, args);
      return next ? `${why} : ${FALLBACK_LINE[next.step] ?? 'la demande continue autrement'}.` : `${why} : la demande en mariage tombe.`;
    },
    notes: (s, args) => (lapse(s, args) === null ? (step.notes?.(s, args) ?? []) : []),
    wakes: (s, args) => (lapse(s, args) === null ? (step.wakes?.(s, args) ?? []) : []),
    prompt: (s, args) => (lapse(s, args) === null ? step.prompt(s, args) : { kind: 'ack' }),
    validate: (s, value, args) => (lapse(s, args) === null ? (step.validate?.(s, value, args) ?? null) : null),
    resolve(ctx, value, args) {
      const s = game(ctx);
      const why = lapse(s, args);
      if (why === null) return step.resolve(ctx, value, args);
      const next = fallback?.(s, args);
      const { asker, partner } = args as Req;
      const who = partner ? `${name(s, asker)} et ${name(s, partner)}` : name(s, asker);
      if (next) {
        ctx.emit('mariage', { to: 'mj' }, `Mariage de ${who} : ${why} ; ${FALLBACK_LINE[next.step] ?? 'la demande continue'}.`);
        return ctx.react(next.step, next.args);
      }
      ctx.emit('mariage', { to: 'mj' }, `Demande en mariage ${de(who)} sans suite : ${why}.`);
      ctx.react('mariages');
    },
  };
}

const FALLBACK_LINE: Record<string, string> = { 'mariage-temoins': 'il faut deux témoins à la place' };

/** The priest who was to marry them can no longer (struck down, asleep, or the post went to nobody). */
function priestGone(s: QGame, args: unknown): string | null {
  if (activePriest(s)) return null;
  const p = priest(s);
  return p ? `${name(s, p)}, le prêtre, ne peut plus célébrer (${health(s, p)})` : 'il n’y a plus de prêtre';
}

/** Without a priest, a consenting couple still marries before two witnesses (000:628-630); a forced marriage needs the Prêtre odieux (000:541). */
const witnessesInstead = (s: QGame, args: unknown) => {
  const a = args as Req;
  return couple(s, a) === null && !a.forced ? { step: 'mariage-temoins', args: { asker: a.asker, partner: a.partner } } : null;
};

export const mariages: QStep = {
  id: 'mariages',
  title: 'Demandes en mariage',
  inert: (s) => (unmarried(s).length < 2 ? 'pas assez de célibataires' : null),
  line: () => 'Y a-t-il des demandes en mariage ?',
  notes: (s) => [activePriest(s) ? `Prêtre : ${name(s, activePriest(s)!)} (${post(s, 'pretre-odieux') ? 'odieux' : 'cupide'}).` : 'Pas de prêtre : il faut deux témoins.'],
  prompt: (s) => ({ kind: 'players', label: 'Qui demande (ou personne)', min: 0, max: 1, candidates: unmarried(s) }),
  resolve(ctx, value) {
    const asker = first(value);
    if (asker) ctx.react('mariage-partenaire', { asker });
  },
};

export const mariagePartenaire: QStep = followUp({
  id: 'mariage-partenaire',
  title: 'Mariage : qui',
  line: (s, args) => `Qui ${name(s, (args as { asker: PlayerId }).asker)} demande-t-il ou elle en mariage ?`,
  prompt: (s, args) => ({ kind: 'players', label: 'Demandé·e', min: 1, max: 1, candidates: unmarried(s).filter((id) => id !== (args as { asker: PlayerId }).asker) }),
  resolve(ctx, value, args) {
    ctx.react('mariage-accord', { asker: (args as { asker: PlayerId }).asker, partner: first(value)! });
  },
}, (s, args) => couple(s, args) ?? (unmarried(s).some((id) => id !== (args as Req).asker) ? null : 'plus personne à demander en mariage'));

export const mariageAccord: QStep = followUp({
  id: 'mariage-accord',
  title: 'Mariage : consentement',
  line: (s, args) => `${name(s, (args as { partner: PlayerId }).partner)} accepte-t-il ou elle ?`,
  prompt: () => ({ kind: 'yesno', label: 'Consentement', yes: 'Oui', no: 'Non' }),
  resolve(ctx, value, args) {
    const { asker, partner } = args as { asker: PlayerId; partner: PlayerId };
    const s = game(ctx);
    const p = activePriest(s);
    if (value !== true && !(p && post(s, 'pretre-odieux') === p)) {
      ctx.emit('mariage', { to: 'public' }, `${name(s, partner)} refuse d’épouser ${name(s, asker)}.`);
      return ctx.react('mariages');
    }
    const forced = value !== true;
    // A forced marriage only on a partner strictly poorer than the asker (000:541).
    if (forced && !(s.players[partner]!.money < s.players[asker]!.money)) {
      ctx.emit('mariage', { to: 'public' }, `${name(s, partner)} refuse, et n’est pas plus pauvre ${que(name(s, asker))} : pas de mariage forcé possible.`);
      return ctx.react('mariages');
    }
    if (p) ctx.react('mariage-tarif', { asker, partner, forced });
    else ctx.react('mariage-temoins', { asker, partner });
  },
}, couple);

/** The priest agrees or not (000:628) and sets his fee, 0 to 2 coins (000:537); a forced marriage must leave the partner strictly poorer than the asker once the fee is paid (000:541). */
export const mariageTarif: QStep = followUp({
  id: 'mariage-tarif',
  title: 'Mariage : le tarif du prêtre',
  line: (s, args) =>
    (args as { forced: boolean }).forced
      ? `${name(s, (args as { partner: PlayerId }).partner)} refuse : le Prêtre odieux accorde-t-il un mariage forcé, et à quel tarif ?`
      : 'Le prêtre accepte-t-il de célébrer ce mariage, et à quel tarif (de 0 à 2 pièces) ?',
  notes: (s, args) => {
    const { asker, partner } = args as { asker: PlayerId; partner: PlayerId };
    return [`Pièces : ${name(s, asker)} ${s.players[asker]!.money}, ${name(s, partner)} ${s.players[partner]!.money}.`];
  },
  wakes: (s) => [activePriest(s)!],
  prompt: () => ({
    kind: 'choice',
    label: 'Réponse du prêtre',
    options: [
      { value: 'refus', label: 'Il refuse' },
      { value: '0', label: 'Gratuit' },
      { value: '1', label: '1 pièce' },
      { value: '2', label: '2 pièces' },
    ],
  }),
  validate: (s, value, args) => {
    const { asker, partner, forced } = args as { asker: PlayerId; partner: PlayerId; forced: boolean };
    if (value === 'refus') return null;
    const fee = Number(value);
    if (s.players[asker]!.money < fee) return `${name(s, asker)} n’a pas de quoi payer ${coins(fee)}.`;
    if (forced && !(s.players[partner]!.money < s.players[asker]!.money - fee)) return `Une fois le tarif payé, ${name(s, partner)} ne serait plus strictement plus pauvre ${que(name(s, asker))} : pas de mariage forcé à ce prix.`;
    return null;
  },
  resolve(ctx, value, args) {
    const { asker, partner } = args as { asker: PlayerId; partner: PlayerId };
    const s = game(ctx);
    act(ctx, activePriest(s)!, 'mariage');
    if (value === 'refus') {
      ctx.emit('mariage', { to: 'public' }, `Le prêtre refuse de marier ${name(s, asker)} et ${name(s, partner)}.`);
      return ctx.react('mariages');
    }
    ctx.react('mariage-paiement', { ...(args as object), fee: Number(value) });
  },
}, (s, args) => couple(s, args) ?? priestGone(s, args), witnessesInstead);

export const mariagePaiement: QStep = followUp({
  id: 'mariage-paiement',
  title: 'Mariage : le paiement',
  line: (s, args) => `${name(s, (args as { asker: PlayerId }).asker)} paie-t-il ou elle les ${coins((args as { fee: number }).fee)} ?`,
  prompt: () => ({ kind: 'yesno', label: 'Tarif payé', yes: 'Payé', no: 'Pas payé' }),
  validate: (s, value, args) => (value === true && s.players[(args as { asker: PlayerId }).asker]!.money < (args as { fee: number }).fee ? `${name(s, (args as { asker: PlayerId }).asker)} n’a pas de quoi payer.` : null),
  resolve(ctx, value, args) {
    const { asker, partner, fee } = args as { asker: PlayerId; partner: PlayerId; fee: number; forced: boolean };
    const s = game(ctx);
    if (value !== true) {
      ctx.emit('mariage', { to: 'public' }, `Le tarif n’est pas payé : pas de mariage pour ${name(s, asker)} et ${name(s, partner)}.`);
      return ctx.react('mariages');
    }
    // Paid, the priest takes the money and must marry them (000:537).
    const p = activePriest(s)!;
    if (fee > 0) moveCoins(ctx, asker, p, fee, 'tarif du mariage');
    ctx.react('mariage-maison', { asker, partner });
  },
}, (s, args) => couple(s, args) ?? priestGone(s, args), witnessesInstead);

export const mariageTemoins: QStep = followUp({
  id: 'mariage-temoins',
  title: 'Mariage : les témoins',
  line: () => 'Sans prêtre, il faut deux témoins consentants : qui sont-ils ?',
  prompt: (s, args) => {
    const { asker, partner } = args as { asker: PlayerId; partner: PlayerId };
    const candidates = s.order.filter((id) => id !== asker && id !== partner && isStanding(s, id));
    return { kind: 'players', label: 'Témoins (ou personne)', min: 0, max: Math.min(2, candidates.length), candidates };
  },
  resolve(ctx, value, args) {
    const { asker, partner } = args as { asker: PlayerId; partner: PlayerId };
    if ((value as PlayerId[]).length < 2) {
      ctx.emit('mariage', { to: 'public' }, `Faute de deux témoins, ${name(game(ctx), asker)} et ${name(game(ctx), partner)} ne se marient pas.`);
      return ctx.react('mariages');
    }
    ctx.react('mariage-maison', { asker, partner });
  },
}, couple);

export const mariageMaison: QStep = followUp({
  id: 'mariage-maison',
  title: 'Mariage : la maison du couple',
  line: () => 'Les époux choisissent la maison où ils vivront ensemble.',
  prompt: (s, args) => {
    const { asker, partner } = args as { asker: PlayerId; partner: PlayerId };
    return { kind: 'choice', label: 'Maison du couple', options: [asker, partner].map((id) => ({ value: id, label: `Chez ${name(s, id)}` })) };
  },
  resolve(ctx, value, args) {
    const { asker, partner } = args as { asker: PlayerId; partner: PlayerId };
    marry(ctx, asker, partner, value as PlayerId);
    ctx.react('mariages');
  },
}, couple);

function marry(ctx: QCtx, a: PlayerId, b: PlayerId, home: PlayerId): void {
  const s = game(ctx);
  // A widow's old marriage ends with the new one.
  ctx.s.rs.spouses = [...s.rs.spouses.filter((m) => !m.pair.includes(a) && !m.pair.includes(b)), { pair: [a, b], home }];
  ctx.emit('mariage', { to: 'public' }, `${name(s, a)} et ${name(s, b)} se marient et vivent chez ${name(s, home)}.`, { pair: [a, b], home });
}

