/** The price of a vote under « voter coûte une pièce, donnée à la personne de son choix » (000_a045abd3825f1297.txt:679): whom each voter pays, then the count. */
import { health } from '../../queries';
import { step } from '../step';
import { count } from './count';
import { castBy } from './rules';

export const paiement = step({
  id: 'paiement',
  title: 'Le prix du vote',
  line: () => 'Chaque votant donne une pièce à la personne de son choix.',
  prompt: (s) => {
    const to = s.order.filter((id) => health(s, id) !== 'M' && health(s, id) !== 'Q');
    // A coin given to oneself would cost nothing.
    const only = Object.fromEntries(castBy(s).map((v) => [v, to.filter((id) => id !== v)]));
    return {
      kind: 'ballots',
      label: 'Pièce donnée à',
      voters: castBy(s).map((id) => ({ id, weight: 1 })),
      candidates: to,
      allowBlank: false,
      only,
    };
  },
  resolve(ctx, ballots) {
    ctx.s.rs.day.payments = ballots;
    count(ctx);
  },
});
