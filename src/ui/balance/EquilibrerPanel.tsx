/** « Équilibrer »'s answer: the nearby compositions closest to 50 % for the village, and « Utiliser cette composition ». */
import type { AnyRuleset } from '../../engine';
import { describeChange, type SearchResult } from '../../balance/search';
import { count, interval, percent } from './format';

export function EquilibrerPanel({
  rules,
  result,
  village,
  onUse,
}: {
  rules: AnyRuleset;
  result: SearchResult;
  village: string;
  onUse: (cards: string[]) => void;
}) {
  const villageName = rules.camps.find((c) => c.id === village)?.name ?? village;
  const best = result.best[0]!;
  return (
    // The games the search played after the tap (those played ahead are not counted): on the page for the tests.
    <section className="lab-equilibrer" aria-labelledby="equilibrer-title" data-played={result.played}>
      <h2 id="equilibrer-title">Équilibrer</h2>
      <p>
        {best.change === null
          ? `Aucune composition voisine ne rapproche mieux le camp «\u00a0${villageName}\u00a0» de 50\u00a0%\u00a0: les cartes choisies sont les plus équilibrées (${percent(best.rate.rate)}).`
          : `Parmi ${count(result.tried)} compositions voisines, la plus proche de 50\u00a0% pour le camp «\u00a0${villageName}\u00a0»\u00a0: ${describeChange(rules, best.change)} (${percent(best.rate.rate)} au lieu de ${percent(result.start.rate.rate)}).`}
      </p>
      <ol className="lab-finalists">
        {result.best.map((c) => (
          <li key={[...c.cards].sort().join('|')}>
            <span>
              <strong>{describeChange(rules, c.change)}</strong>
              {` — ${percent(c.rate.rate)} (IC 95\u00a0%\u00a0: ${interval(c.rate.low, c.rate.high)}, ${count(c.games)} parties)`}
            </span>
            {c.change !== null && (
              <button type="button" className="btn" onClick={() => onUse(c.cards)}>
                Utiliser cette composition
              </button>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
