/**
 * The calls that move coins by the players' will (000:501, 561; 001:157,
 * 180): a gift at any moment of the day, in three taps (who gives, to whom,
 * how many), and the Notaire bequeathing an estate to anyone but himself.
 *
 * Powers strike between two taps (000:168, 001:8): a donor who no longer
 * stands or has no coin left gives nothing, a beneficiary the table believes
 * dead receives nothing (the refusal must not tell of a death not yet
 * announced), and the call is read as without effect.
 */
import { choose, eligible, type Bars, type PlayerId } from '../../engine';
import { bookBar, first, refusal, standingBar, type BookLines } from './common';
import { addCoins, closeEstate, coinsOf, estateOf, moveCoins, type CoinRules } from './coins';
import { action, step } from './step';
import { coins, de, name } from './text';
import type { FamilyGame, PlayerRules } from './types';

export interface CoinStepRules extends PlayerRules, CoinRules {
  /** Whether gifts may be made now (the original: in the day, from day 1; 000:561). */
  giftsOpen(s: FamilyGame): boolean;
  /** The Notaire's post id. */
  notaire: string;
}

export function coinSteps(rules: CoinStepRules) {
  const receives = (s: FamilyGame, id: PlayerId) => rules.believedAlive(s, id);
  const GIFT: BookLines = { original: '000:561', revision: '001:179-180' };

  /** Who may give: standing, with a coin to give (000:561, 001:179-180). */
  const DONOR_BARS: Bars<FamilyGame> = [
    standingBar(rules, GIFT, ' et ne donne plus rien'),
    bookBar(
      rules,
      GIFT,
      (s, id) => coinsOf(s, id) <= 0,
      (s, id) => `${name(s, id)} n’a plus de pièces à donner.`,
    ),
  ];
  /** To whom: anyone else the table believes alive (the refusal must not tell of a death not yet announced). */
  const BENEFICIARY_BARS: Bars<FamilyGame, PlayerId> = [
    bookBar(
      rules,
      GIFT,
      (_s, id, from) => id === from,
      (s, id) => `${name(s, id)} donne : on ne se donne pas de pièces à soi-même.`,
    ),
    bookBar(
      rules,
      GIFT,
      (s, id) => !receives(s, id),
      (s, id) => `${name(s, id)} est annoncé·e mort·e et ne reçoit plus de pièces.`,
    ),
  ];
  const beneficiaries = (s: FamilyGame, from: PlayerId) => eligible(s, BENEFICIARY_BARS, from);
  const donors = (s: FamilyGame) => eligible(s, DONOR_BARS, undefined);

  /** Why the donor can no longer give (struck down, or no coin left), or null. */
  function donorGone(s: FamilyGame, from: PlayerId): string | null {
    if (!rules.standing(s, from))
      return `${name(s, from)} n’est plus debout (${rules.state(s, from)}) et ne donne plus rien`;
    if (coinsOf(s, from) <= 0) return `${name(s, from)} n’a plus de pièces`;
    return null;
  }

  const don = action({
    id: 'don',
    title: 'Don de pièces',
    available: (s) => rules.giftsOpen(s) && donors(s).length > 0,
    line: () => 'Qui donne des pièces ?',
    prompt: (s) => choose(s, { label: 'Donneur', min: 1, max: 1 }, DONOR_BARS),
    resolve(ctx, value) {
      ctx.react('don-a', { from: first(value)! });
    },
  });

  const donA = step({
    id: 'don-a',
    title: 'Don\u00a0: à qui',
    inert: (s, { from }) =>
      donorGone(s, from) ?? (beneficiaries(s, from).length === 0 ? 'personne ne peut recevoir de pièces' : null),
    line: (s, { from }) => `À qui ${name(s, from)} donne-t-il ou elle des pièces ?`,
    prompt: (s, { from }) => choose(s, { label: 'Bénéficiaire', min: 1, max: 1 }, BENEFICIARY_BARS, from),
    resolve(ctx, value, { from }) {
      ctx.react('don-montant', { from, to: first(value)! });
    },
  });

  const donMontant = step({
    id: 'don-montant',
    title: 'Don\u00a0: combien',
    inert: (s, { from, to }) =>
      donorGone(s, from) ??
      (receives(s, to) ? null : `${name(s, to)} est annoncé·e mort·e et ne reçoit plus de pièces`),
    line: (s, { from, to }) => `Combien de pièces ${name(s, from)} donne-t-il ou elle à ${name(s, to)} ?`,
    prompt: (s, { from }) => ({ kind: 'number', label: 'Pièces', min: 1, max: Math.max(1, coinsOf(s, from)) }),
    validate: (s, value, { from }) =>
      value > coinsOf(s, from)
        ? refusal(rules, `${name(s, from)} a ${coins(coinsOf(s, from))} : on ne donne que ce qu’on possède.`, {
            original: '000:561',
            revision: '001:179-180',
          })
        : null,
    resolve(ctx, value, { from, to }) {
      rules.act(ctx, from, 'don');
      moveCoins(ctx, rules, { from, to, coins: value, why: 'don' });
      ctx.emit('don', { to: 'public' }, () => `${name(ctx.s, from)} donne des pièces à ${name(ctx.s, to)}.`);
    },
  });

  const notaire = (s: FamilyGame): PlayerId | null => s.posts[rules.notaire] ?? null;
  const BEQUEST: BookLines = { original: '000:501', revision: '001:157' };
  /** Who may inherit: anyone but the Notaire who may hold coins (000:501, 001:157; 000:126, 001:181). */
  const HEIR_BARS: Bars<FamilyGame> = [
    bookBar(
      rules,
      BEQUEST,
      (s, id) => id === notaire(s),
      (s, id) => `${name(s, id)} est le Notaire : il lègue à qui il veut, sauf à lui-même.`,
    ),
    bookBar(
      rules,
      { original: '000:126', revision: '001:181' },
      (s, id) => !rules.mayHoldCoins(s, id),
      (s, id) => `${name(s, id)} ne peut plus détenir de pièces (${rules.state(s, id)}).`,
    ),
  ];
  const heirs = (s: FamilyGame) => eligible(s, HEIR_BARS, undefined);

  const heritage = step({
    id: 'heritage',
    title: 'Le Notaire lègue',
    inert: (s, { from }) => {
      if (!estateOf(s, from)) return 'plus rien à léguer';
      const n = notaire(s);
      // A power invoked at any moment may leave nobody to inherit: the coins wait.
      return (
        (n ? rules.unavailable(s, n) : 'pas de Notaire : les pièces attendent') ??
        (heirs(s).length === 0 ? 'personne pour hériter : les pièces attendent' : null)
      );
    },
    line: (s, { from }) =>
      `Le Notaire lègue les ${coins(estateOf(s, from))} de feu ${name(s, from)} à qui il veut, sauf à lui-même.`,
    wakes: (s) => [notaire(s)!],
    prompt: (s) => choose(s, { label: 'Héritier', min: 1, max: 1 }, HEIR_BARS),
    resolve(ctx, value, { from }) {
      const s = ctx.s;
      const to = first(value)!;
      rules.act(ctx, notaire(s)!, 'heritage');
      const n = closeEstate(ctx, from);
      addCoins(ctx, to, n);
      ctx.emit(
        'heritage',
        { to: 'public' },
        () => `Le Notaire lègue les biens ${de(name(s, from))} à ${name(s, to)}.`,
        {
          from,
          to,
          coins: n,
        },
      );
    },
  });

  return { don, donA, donMontant, heritage };
}
