/**
 * A paying vote (000_a045abd3825f1297.txt:679-687): each voter gives a coin
 * to someone of his choice, the Scrutateur, his suppléant, the médecin, or
 * puts it in a pot.
 */
import type { PlayerId } from '../../../../engine';

import { coinsOf, intoPot, moveCoins, potOf } from '../../coins';
import type { Law } from '../../laws';
import { suppleant } from '../../posts';
import { partyHolder, post } from '../../queries';
import { coins, name } from '../../text';
import type { QCtx, QGame } from '../../types';
import { say } from './say';

type Pay = NonNullable<Law['pay']>;

/** Who receives the coin under each paying law (000:679-687); the pot is nobody's. */
const RECIPIENT: Record<Pay, (s: QGame, voter: PlayerId | null) => PlayerId | null> = {
  choix: (s, voter) => (voter ? (s.rs.day.payments[voter] ?? null) : null),
  scrutateur: (s) => post(s, 'scrutateur'),
  suppleant: (s) => suppleant(s),
  medecin: (s) => partyHolder(s, 'medecin'),
  cagnotte: () => null,
};

/** Who receives a voter's coin under a paying law (000:679-685); null: nobody (the pot, or the voter himself). */
export function payee(s: QGame, pay: Pay, voter: PlayerId | null): PlayerId | null {
  const to = RECIPIENT[pay](s, voter);
  return to === voter ? null : to;
}

/** The coin's way, for the MJ's notes before the vote. */
const paidTo = (s: QGame, to: PlayerId | null): string =>
  to ? `Chaque votant donne une pièce à ${name(s, to)}.` : 'Personne pour recevoir la pièce : le vote est gratuit.';
const PAY_NOTE: Record<Pay, (s: QGame, to: PlayerId | null) => string> = {
  choix: () => 'Chaque votant donnera ensuite une pièce à qui il veut.',
  cagnotte: () => 'Chaque votant met une pièce dans la cagnotte.',
  scrutateur: paidTo,
  suppleant: paidTo,
  medecin: paidTo,
};

export function payNote(s: QGame, pay: Pay): string {
  return PAY_NOTE[pay](s, payee(s, pay, null));
}

/** A paying vote (000:679-687): each voter gives one coin (the Scrutateur does not pay himself). */
export function payFor(ctx: QCtx, cast: PlayerId[], law: Law | null): void {
  if (!law?.pay) return;
  for (const v of cast) {
    const s = ctx.s;
    if (coinsOf(s, v) === 0) continue;
    if (law.pay === 'cagnotte') {
      intoPot(ctx, v, 1);
      ctx.emit('pieces', { to: 'mj' }, () => `${name(s, v)} met une pièce dans la cagnotte (vote payant).`);
      continue;
    }
    const to = payee(s, law.pay, v);
    if (to) moveCoins(ctx, { from: v, to, coins: 1, why: 'vote payant' });
  }
  if (law.pay === 'cagnotte' && cast.length > 0) say(ctx, `La cagnotte contient ${coins(potOf(ctx.s))}.`);
}
