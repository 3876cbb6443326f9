/**
 * The two taps after « Don de pièces »: to whom, how many (000_a045abd3825f1297.txt:561).
 * Other powers may be invoked between the taps (000:168): a donor struck
 * down, or who gave his last coins in a second gift, no longer gives, and a
 * beneficiary announced dead no longer receives; the call is then read as
 * without effect. The beneficiaries are those the table believes alive: a
 * refusal must not tell the donor of a fall not yet announced (000:78); coins
 * given to a secret Q wait for the Notaire, since a Q holds none (000:126).
 */
import type { PlayerId } from '../../../engine';
import { act, first, game } from '../common';
import { coinsOf, moveCoins } from '../coins';
import { believedAlive, health, isStanding } from '../queries';
import { name } from '../text';
import type { QGame } from '../types';
import { step } from './step';

const receives = (s: QGame, id: PlayerId) => believedAlive(s, id);
const beneficiaries = (s: QGame, from: PlayerId) => s.order.filter((id) => id !== from && receives(s, id));

/** Why the donor can no longer give (struck down, or no coin left), or null. */
function donorGone(s: QGame, from: PlayerId): string | null {
  if (!isStanding(s, from)) return `${name(s, from)} n’est plus debout (${health(s, from)}) et ne donne plus rien`;
  if (coinsOf(s, from) <= 0) return `${name(s, from)} n’a plus de pièces`;
  return null;
}

export const donA = step({
  id: 'don-a',
  title: 'Don : à qui',
  inert: (s, { from }) => donorGone(s, from) ?? (beneficiaries(s, from).length === 0 ? 'personne ne peut recevoir de pièces' : null),
  line: (s, { from }) => `À qui ${name(s, from)} donne-t-il ou elle des pièces ?`,
  prompt: (s, { from }) => ({ kind: 'players', label: 'Bénéficiaire', min: 1, max: 1, candidates: beneficiaries(s, from) }),
  resolve(ctx, value, { from }) {
    ctx.react('don-montant', { from, to: first(value)! });
  },
});

export const donMontant = step({
  id: 'don-montant',
  title: 'Don : combien',
  inert: (s, { from, to }) => donorGone(s, from) ?? (receives(s, to) ? null : `${name(s, to)} est annoncé·e mort·e et ne reçoit plus de pièces`),
  line: (s, { from, to }) => `Combien de pièces ${name(s, from)} donne-t-il ou elle à ${name(s, to)} ?`,
  prompt: (s, { from }) => ({ kind: 'number', label: 'Pièces', min: 1, max: Math.max(1, coinsOf(s, from)) }),
  validate: (s, value, { from }) => (value > coinsOf(s, from) ? 'Il n’a pas autant de pièces.' : null),
  resolve(ctx, value, { from, to }) {
    act(ctx, from, 'don');
    moveCoins(ctx, { from, to, coins: value, why: 'don' });
    ctx.emit('don', { to: 'public' }, `${name(game(ctx), from)} donne des pièces à ${name(game(ctx), to)}.`);
  },
});
