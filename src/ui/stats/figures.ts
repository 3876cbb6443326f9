/**
 * The figures « Statistiques » shows and exports for a group: the balance
 * lab's (`groupFigures`), with the games nobody won (« Personne ») after the
 * camps, as « Équilibre » lists them (`summarize`): a table where every
 * seat died, or a book's draw, is a share of the games the MJ should see
 * beside the camps' (without it, the camps' rates add up to less than 100 %
 * with nothing to say why).
 */
import type { AnyRuleset } from '../../engine';
import { wilson } from '../../balance/interval';
import { groupFigures, type Compared, type GroupFigures } from '../../balance/real-figures';
import type { RealGroup } from '../../balance/real-games';
import { NOBODY, type Tally } from '../../balance/tally';

/** The games nobody won, real beside simulated; null when neither has any (as « Équilibre » leaves it out). */
export function nobodyRow(group: RealGroup, sim: Tally | null): Compared | null {
  const real = group.tally.outcomes[NOBODY] ?? 0;
  const simulated = sim?.outcomes[NOBODY] ?? 0;
  if (real === 0 && simulated === 0) return null;
  const of = group.tally.games;
  return {
    id: NOBODY,
    name: 'Personne',
    real: { count: real, of, rate: of > 0 ? real / of : 0 },
    simulated: sim ? wilson(simulated, sim.games) : null,
  };
}

/** A group's figures, the games nobody won last among the wins by camp. */
export function statsFigures(rules: AnyRuleset, group: RealGroup, sim: Tally | null): GroupFigures {
  const figures = groupFigures(rules, group, sim);
  const nobody = nobodyRow(group, sim);
  return nobody ? { ...figures, camps: [...figures.camps, nobody] } : figures;
}
