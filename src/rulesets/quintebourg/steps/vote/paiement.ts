/** The price of a vote under « voter coûte une pièce, donnée à la personne de son choix » (000_a045abd3825f1297.txt:679): whom each voter pays, then the count. */

import type { PlayerId } from '../../../../engine';
import { health } from '../../queries';
import { names } from '../../text';
import type { QGame } from '../../types';
import { step } from '../step';
import { count } from './count';
import { castBy } from './rules';
import { say } from './say';

/** Who may hold a coin: a Q or M never does (000:126). */
function holders(s: QGame): PlayerId[] {
  return s.order.filter((id) => health(s, id) !== 'M' && health(s, id) !== 'Q');
}

/** Whom each voter may pay: anyone but himself who may hold a coin (a coin given to oneself would cost nothing). */
function recipients(s: QGame): Record<PlayerId, PlayerId[]> {
  const to = holders(s);
  return Object.fromEntries(castBy(s).map((v) => [v, to.filter((id) => id !== v)]));
}

/**
 * The voters left with nobody to pay (everyone else Q or M, 000:126, perhaps since the vote: a power invoked
 * meanwhile): the book is silent; they vote free, as when a paying law's recipient is missing (paying.ts).
 */
function payingNobody(s: QGame): PlayerId[] {
  const only = recipients(s);
  return castBy(s).filter((v) => only[v]!.length === 0);
}

/** The MJ's note and the count's line for them. */
function freeLine(s: QGame, free: PlayerId[]): string {
  return `Personne d’autre ne peut recevoir de pièce\u00a0: ${names(s, free)} ${free.length > 1 ? 'votent' : 'vote'} gratuitement.`;
}

export const paiement = step({
  id: 'paiement',
  title: 'Le prix du vote',
  line: () => 'Chaque votant donne une pièce à la personne de son choix.',
  notes: (s) => {
    const free = payingNobody(s);
    return free.length > 0 ? [freeLine(s, free)] : [];
  },
  prompt: (s) => {
    const only = recipients(s);
    const payers = castBy(s).filter((v) => only[v]!.length > 0);
    return {
      kind: 'ballots',
      label: 'Pièce donnée à',
      voters: payers.map((id) => ({ id, weight: 1 })),
      candidates: holders(s),
      allowBlank: false,
      only: Object.fromEntries(payers.map((v) => [v, only[v]!])),
    };
  },
  resolve(ctx, ballots) {
    const free = payingNobody(ctx.s);
    if (free.length > 0) say(ctx, freeLine(ctx.s, free));
    ctx.editEntry('day', { payments: ballots });
    count(ctx);
  },
});
