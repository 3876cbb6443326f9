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
import { act, first, game, type QStep } from '../common';
import { moveCoins } from '../coins';
import { believedAlive, health, isStanding, type QGame } from '../state';
import { name } from '../text';

type DonArgs = { from: PlayerId; to?: PlayerId };

const receives = (s: QGame, id: PlayerId) => believedAlive(s, id);
const beneficiaries = (s: QGame, from: PlayerId) => s.order.filter((id) => id !== from && receives(s, id));

/** Why the donor can no longer give (struck down, or no coin left), or null. */
function donorGone(s: QGame, from: PlayerId): string | null {
  if (!isStanding(s, from)) return `${name(s, from)} n’est plus debout (${health(s, from)}) et ne donne plus rien`;
  if (s.players[from]!.money <= 0) return `${name(s, from)} n’a plus de pièces`;
  return null;
}

export const donA: QStep = {
  id: 'don-a',
  title: 'Don : à qui',
  inert: (s, args) => {
    const { from } = args as DonArgs;
    return donorGone(s, from) ?? (beneficiaries(s, from).length === 0 ? 'personne ne peut recevoir de pièces' : null);
  },
  line: (s, args) => `À qui ${name(s, (args as DonArgs).from)} donne-t-il ou elle des pièces ?`,
  prompt: (s, args) => ({ kind: 'players', label: 'Bénéficiaire', min: 1, max: 1, candidates: beneficiaries(s, (args as DonArgs).from) }),
  resolve(ctx, value, args) {
    ctx.react('don-montant', { from: (args as DonArgs).from, to: first(value)! });
  },
};

export const donMontant: QStep = {
  id: 'don-montant',
  title: 'Don : combien',
  inert: (s, args) => {
    const { from, to } = args as Required<DonArgs>;
    return donorGone(s, from) ?? (receives(s, to) ? null : `${name(s, to)} est annoncé·e mort·e et ne reçoit plus de pièces`);
  },
  line: (s, args) => `Combien de pièces ${name(s, (args as DonArgs).from)} donne-t-il ou elle à ${name(s, (args as Required<DonArgs>).to)} ?`,
  prompt: (s, args) => ({ kind: 'number', label: 'Pièces', min: 1, max: Math.max(1, s.players[(args as DonArgs).from]!.money) }),
  validate: (s, value, args) => ((value as number) > s.players[(args as DonArgs).from]!.money ? 'Il n’a pas autant de pièces.' : null),
  resolve(ctx, value, args) {
    const { from, to } = args as Required<DonArgs>;
    act(ctx, from, 'don');
    moveCoins(ctx, from, to, value as number, 'don');
    ctx.emit('don', { to: 'public' }, `${name(game(ctx), from)} donne des pièces à ${name(game(ctx), to)}.`);
  },
};
