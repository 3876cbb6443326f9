/** One run's figures: a sentence, the charts (loaded on demand), the tables, the exports. */
import { lazy, Suspense, useMemo } from 'react';
import type { AnyRuleset } from '../../engine';
import { gamesCsv, summaryCsv } from '../../balance/csv';
import type { BalanceSetup, GameRecord } from '../../balance/games';
import { summarize } from '../../balance/summary';
import type { Tally } from '../../balance/tally';
import { downloadText } from '../lib/download';
import { count, interval, percent, points } from './format';

const Charts = lazy(() => import('./Charts'));

export interface RunView {
  id: string;
  title: string;
  setup: BalanceSetup;
  tally: Tally;
  /** Each game (empty for a run read back from storage: its counts are kept, not its games). */
  records: GameRecord[];
  seconds: number;
}

export const policyName = (policy: string): string =>
  policy === 'informed' ? 'joueurs informés' : 'joueurs au hasard';

/** The same, at the head of a title. */
export const policyTitle = (policy: string): string =>
  policy === 'informed' ? 'Joueurs informés' : 'Joueurs au hasard';

const fileBase = (run: RunView) =>
  `equilibre-${run.setup.rulesetId}-${run.setup.players}j-${run.setup.policy}-${run.setup.seed}`.replace(
    /[^\w.-]+/g,
    '-',
  );

export function ResultsPanel({ rules, run }: { rules: AnyRuleset; run: RunView }) {
  const summary = useMemo(() => summarize(rules, run.tally, run.setup.cards === null), [rules, run]);
  const village = summary.camps.find((c) => c.camp === summary.village);
  const villageName = rules.camps.find((c) => c.id === summary.village)?.name ?? summary.village;
  const name = fileBase(run);
  return (
    <section className="lab-results" aria-labelledby={`run-${run.id}`}>
      <h2 id={`run-${run.id}`}>{run.title}</h2>
      <p className="lab-headline">
        {`Sur ${count(summary.games)} parties (${policyName(run.setup.policy)}), le camp « ${villageName} » gagne `}
        <strong>{percent(village?.rate ?? 0)}</strong>
        {village
          ? ` des parties (intervalle de confiance à 95\u00a0%\u00a0: ${interval(village.low, village.high)}).`
          : ' des parties.'}
        {` Une partie dure ${summary.meanNights.toLocaleString('fr-FR', { maximumFractionDigits: 1 })}\u00a0nuits en moyenne.`}
      </p>
      {summary.withProblems > 0 && (
        <p className="alert">{`${count(summary.withProblems)} parties ont rencontré une erreur des règles\u00a0: leurs chiffres comptent quand même.`}</p>
      )}
      <div className="btn-row">
        <button
          type="button"
          className="btn"
          onClick={() => downloadText(`${name}-resume.csv`, summaryCsv(rules, summary, run.setup.policy), 'text/csv')}
        >
          Exporter le résumé (CSV)
        </button>
        {run.records.length > 0 && (
          <button
            type="button"
            className="btn"
            onClick={() =>
              downloadText(`${name}-parties.csv`, gamesCsv(run.records, run.setup.seed, run.setup.policy), 'text/csv')
            }
          >
            Exporter les parties (CSV)
          </button>
        )}
      </div>
      <Suspense fallback={<p className="muted">Chargement des graphiques…</p>}>
        <Charts summary={summary} name={name} />
      </Suspense>
      <details className="lab-figures">
        <summary>Les chiffres</summary>
        <table>
          <caption>Victoires par camp</caption>
          <thead>
            <tr>
              <th scope="col">Camp</th>
              <th scope="col">Parties gagnées</th>
              <th scope="col">Taux</th>
              <th scope="col">IC 95 %</th>
            </tr>
          </thead>
          <tbody>
            {summary.camps.map((c) => (
              <tr key={c.camp}>
                <th scope="row">{c.name}</th>
                <td>{count(c.wins)}</td>
                <td>{percent(c.rate)}</td>
                <td>{interval(c.low, c.high)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <table>
          <caption>Survie de chaque carte</caption>
          <thead>
            <tr>
              <th scope="col">Carte</th>
              <th scope="col">Distribuée</th>
              <th scope="col">En vie à la fin</th>
            </tr>
          </thead>
          <tbody>
            {summary.cards.map((c) => (
              <tr key={c.card}>
                <th scope="row">{c.name}</th>
                <td>{count(c.dealt)}</td>
                <td>{percent(c.rate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {summary.effects.length > 0 && (
          <table>
            <caption>Effet de chaque carte sur son camp</caption>
            <thead>
              <tr>
                <th scope="col">Carte</th>
                <th scope="col">Avec</th>
                <th scope="col">Sans</th>
                <th scope="col">Écart</th>
              </tr>
            </thead>
            <tbody>
              {summary.effects.map((e) => (
                <tr key={e.card}>
                  <th scope="row">{`${e.name} (${e.campName})`}</th>
                  <td>{percent(e.present.rate)}</td>
                  <td>{percent(e.absent.rate)}</td>
                  <td>{points(e.delta)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </details>
    </section>
  );
}
