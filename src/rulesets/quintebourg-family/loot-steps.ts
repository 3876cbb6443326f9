/**
 * A thief's loot handed on at once (000:393, 001:127): after a larcin, the
 * thief may give all or part of what he took to anyone, one recipient after
 * another. A thief struck down meanwhile (000:168, 001:9) holds no coin and
 * has nothing left to hand on.
 */
import { choose, queN, type Bars, type PlayerId } from '../../engine';
import { bookBar, first, refusal, type BookLines } from './common';
import { coinsOf, moveCoins, type CoinRules } from './coins';
import { step } from './step';
import { coins, name } from './text';
import type { FamilyGame, FamilySteps, PlayerRules } from './types';

/** Coins of the loot the thief can still hand on: what is left of it, at most what he holds. */
const most = (s: FamilyGame, loot: FamilySteps['larcin-don']): number => Math.min(loot.left, coinsOf(s, loot.thief));

export function lootSteps(rules: PlayerRules & CoinRules) {
  const LOOT: BookLines = { original: '000:393', revision: '001:127' };
  /** To anyone else the table believes alive: the thief's own arg is the one left out first. */
  const RECIPIENT_BARS: Bars<FamilyGame, PlayerId> = [
    bookBar(
      rules,
      LOOT,
      (_s, id, thief) => id === thief,
      (s, id) => `${name(s, id)} est le voleur : il redonne le butin à quelqu’un d’autre.`,
    ),
    bookBar(
      rules,
      LOOT,
      (s, id) => !rules.believedAlive(s, id),
      (s, id) => `${name(s, id)} est annoncé·e mort·e et ne reçoit plus de pièces.`,
    ),
  ];

  const larcinDon = step({
    id: 'larcin-don',
    title: 'Le larcin\u00a0: un don',
    inert: (s, loot) => (most(s, loot) > 0 ? null : 'le voleur n’a plus rien du butin'),
    line: (s, loot) => `Veut-il redonner tout ou partie du butin (${coins(most(s, loot))}) à quelqu’un ?`,
    prompt: (s, { thief }) => choose(s, { label: 'Bénéficiaire (ou personne)', min: 0, max: 1 }, RECIPIENT_BARS, thief),
    resolve(ctx, value, loot) {
      const to = first(value);
      if (to) ctx.react('larcin-montant', { ...loot, to });
    },
  });

  const larcinMontant = step({
    id: 'larcin-montant',
    title: 'Le larcin\u00a0: combien',
    inert: (s, loot) => (most(s, loot) > 0 ? null : 'le voleur n’a plus rien du butin'),
    line: (s, { to }) => `Combien de pièces pour ${name(s, to)} ?`,
    prompt: (s, loot) => ({ kind: 'number', label: 'Pièces données', min: 1, max: Math.max(1, most(s, loot)) }),
    validate: (s, value, loot) => {
      const n = most(s, loot);
      return value > n
        ? refusal(
            rules,
            `Le butin ne compte plus ${queN(n, true)} pièce${n > 1 ? 's' : ''} : on ne donne que ce qu’on a volé.`,
            {
              original: '000:393',
              revision: '001:127',
            },
          )
        : null;
    },
    resolve(ctx, value, { thief, to, left }) {
      const given = moveCoins(ctx, rules, { from: thief, to, coins: value, why: 'don du butin' });
      if (left - given > 0) ctx.react('larcin-don', { thief, left: left - given });
    },
  });

  return { larcinDon, larcinMontant };
}
