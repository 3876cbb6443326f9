/**
 * « Statistiques » (MJ only, issue 24): the finished games on this device,
 * played here or imported, by setup (ruleset, table size, composition): wins
 * by camp and the games nobody won (`figures.ts`), length, each card's camp wins and survival, each beside what the
 * simulator predicts for the same setup (computed in the balance lab's
 * workers, one setup after the other, and kept). Charts load with this
 * screen only; the figures export as CSV.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import type { AnyRuleset } from '../../engine';
import { statsCsv } from '../../balance/real-figures';
import { aggregate, type RealGroup } from '../../balance/real-games';
import type { Tally } from '../../balance/tally';
import { describeStorageError } from '../../storage';
import { Pool } from '../balance/pool';
import { workersFor } from '../lib/pool';
import { createWorker } from '../balance/useRuns';
import { Link } from '../components/Link';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { downloadText } from '../lib/download';
import { statsFigures } from './figures';
import { GroupPanel } from './GroupPanel';
import { loadRealGames, type RealGames } from './loadRealGames';
import { predict } from './predict';
import './stats.css';

const StatsChart = lazy(() => import('./StatsChart'));

type Loaded = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; real: RealGames };
export type Prediction = { kind: 'waiting' } | { kind: 'done'; tally: Tally } | { kind: 'failed'; message: string };

export default function StatsScreen() {
  useDocumentTitle('Statistiques');
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [predictions, setPredictions] = useState<Record<string, Prediction>>({});

  useEffect(() => {
    let live = true;
    loadRealGames().then(
      (real) => live && setLoaded({ kind: 'ready', real }),
      (e: unknown) => live && setLoaded({ kind: 'failed', message: describeStorageError(e) }),
    );
    return () => {
      live = false;
    };
  }, []);

  const groups = loaded.kind === 'ready' ? aggregate((id) => loaded.real.rules.get(id)!, loaded.real.games) : [];
  const groupKeys = groups.map((g) => g.key).join('\n');

  // The simulator's figures, one setup after the other, in the lab's workers; stopped when the screen is left.
  useEffect(() => {
    if (loaded.kind !== 'ready' || groups.length === 0) return;
    const pool = new Pool(workersFor(navigator.hardwareConcurrency), createWorker);
    let live = true;
    void (async () => {
      for (const group of groups) {
        if (!live) return;
        try {
          const tally = await predict(loaded.real.rules.get(group.rulesetId)!, group, pool);
          if (live) setPredictions((p) => ({ ...p, [group.key]: { kind: 'done', tally } }));
        } catch (e) {
          if (live)
            setPredictions((p) => ({
              ...p,
              [group.key]: { kind: 'failed', message: e instanceof Error ? e.message : String(e) },
            }));
        }
      }
    })();
    return () => {
      live = false;
      pool.close();
    };
    // The groups are recomputed on each render; their keys say when they changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded, groupKeys]);

  const rulesOf = (g: RealGroup): AnyRuleset => (loaded.kind === 'ready' ? loaded.real.rules.get(g.rulesetId)! : null!);
  const simulated = (g: RealGroup): Tally | null => {
    const p = predictions[g.key];
    return p?.kind === 'done' ? p.tally : null;
  };
  const exportCsv = () =>
    downloadText(
      'veilleur-statistiques.csv',
      statsCsv(
        groups.map((group) => ({
          rules: rulesOf(group),
          group,
          figures: statsFigures(rulesOf(group), group, simulated(group)),
        })),
      ),
      'text/csv',
    );

  return (
    <main className="page stats">
      <header className="page-header">
        <Link className="btn btn-ghost" href="/">
          <span aria-hidden="true">←</span> Accueil
        </Link>
        <h1>Statistiques</h1>
        <p className="muted">
          Vos parties terminées sur cet appareil (jouées ici ou importées), par table, à côté de ce que le simulateur
          prévoyait pour la même table.
        </p>
      </header>
      {loaded.kind === 'loading' && <p role="status">Lecture des parties…</p>}
      {loaded.kind === 'failed' && (
        <p className="alert" role="alert">
          {loaded.message}
        </p>
      )}
      {loaded.kind === 'ready' && groups.length === 0 && (
        <p className="stats-empty">
          Aucune partie terminée pour l’instant. Les statistiques apparaîtront ici à la fin de votre première partie
          (les parties importées comptent aussi).
        </p>
      )}
      {loaded.kind === 'ready' && loaded.real.unreadable > 0 && (
        <p className="muted">{`${loaded.real.unreadable} partie${loaded.real.unreadable > 1 ? 's' : ''} terminée${loaded.real.unreadable > 1 ? 's' : ''} n’${loaded.real.unreadable > 1 ? 'ont' : 'a'} pas pu être relue${loaded.real.unreadable > 1 ? 's' : ''}\u00a0: elle${loaded.real.unreadable > 1 ? 's' : ''} ne compte${loaded.real.unreadable > 1 ? 'nt' : ''} pas.`}</p>
      )}
      {groups.length > 0 && (
        <>
          <button type="button" className="btn" onClick={exportCsv}>
            Exporter en CSV
          </button>
          {groups.map((group) => {
            const rules = rulesOf(group);
            const figures = statsFigures(rules, group, simulated(group));
            return (
              <GroupPanel
                key={group.key}
                rules={rules}
                group={group}
                figures={figures}
                prediction={predictions[group.key] ?? { kind: 'waiting' }}
              >
                <Suspense fallback={<p role="status">Chargement du graphique…</p>}>
                  <StatsChart camps={figures.camps} />
                </Suspense>
              </GroupPanel>
            );
          })}
        </>
      )}
    </main>
  );
}
