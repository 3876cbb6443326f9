/**
 * « Évolution »: each camp's chance at the first call, after each dawn and
 * after each day, charted (Plot, loaded here only), and the three moves that
 * changed them most, named by the answer that made them. What is kept with
 * the game (computed in the background, `useBackgroundOdds`, or here before)
 * shows at once, without replaying the game; the rest is computed on demand
 * in the workers, with progress and « Annuler », and kept.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { AnyRuleset, Answer, GameSetup } from '../../engine';
import type { PolicyId } from '../../balance/games';
import { count, percent } from '../balance/format';
import { loadOdds, saveEvolution, saveOddsPoints, type OddsPointData } from '../../storage';
import { evolution, evolutionData, onPool, shownPoints, type Evolution } from './evolution';
import { campName } from './labels';
import { OddsCancelled, type OddsPool, type OddsRun } from './pool';

const OddsChart = lazy(() => import('./OddsChart'));

import { GAMES_PER_CALL } from './games';

type Status =
  | { kind: 'idle' }
  | { kind: 'running'; done: number; total: number }
  | { kind: 'done'; result: Evolution }
  | { kind: 'cancelled' }
  | { kind: 'failed'; message: string };

interface Props {
  gameId: string;
  rules: AnyRuleset;
  game: { setup: GameSetup; answers: readonly Answer[] };
  policy: PolicyId;
  /** The dialog's workers (shared with the odds above: one run at a time). */
  pool: OddsPool;
}

export function EvolutionPanel({ gameId, rules, game, policy, pool }: Props) {
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const run = useRef<OddsRun | null>(null);
  const stop = useRef(false);
  const known = useRef<OddsPointData[]>([]);
  useEffect(
    () => () => {
      stop.current = true;
      run.current?.cancel();
    },
    [],
  );
  // What is kept with the game, if it still belongs to its answers: shown at once, and as the background run keeps more.
  const kept = useLiveQuery(() => loadOdds(gameId, game.answers).catch(() => null), [gameId, game.answers]);
  useEffect(() => {
    if (!kept) return;
    known.current = kept.points;
    const e = kept.evolution;
    if (e && e.games === GAMES_PER_CALL && e.policy === policy)
      setStatus((s) => (s.kind === 'idle' || s.kind === 'done' ? { kind: 'done', result: e } : s));
  }, [kept, policy]);
  const names = Object.fromEntries([
    ...rules.camps.map((c) => [c.id, c.name] as const),
    ...rules.roles.map((r) => [r.id, r.name] as const),
  ]);

  const start = () => {
    stop.current = false;
    setStatus({ kind: 'running', done: 0, total: 1 });
    evolution(rules, game, GAMES_PER_CALL, policy, onPool(pool), {
      progress: (done, total) => !stop.current && setStatus({ kind: 'running', done, total }),
      cancelled: () => stop.current,
      setRun: (r) => (run.current = r),
      known: known.current,
      computed: (point) => {
        known.current = [...known.current.filter((p) => p.seq !== point.seq), point];
        void saveOddsPoints(gameId, [point]).catch(() => {});
      },
    }).then(
      (result) => {
        setStatus({ kind: 'done', result });
        void saveEvolution(gameId, evolutionData(result, GAMES_PER_CALL, policy)).catch(() => {});
      },
      (e: unknown) =>
        setStatus(
          e instanceof OddsCancelled
            ? { kind: 'cancelled' }
            : { kind: 'failed', message: e instanceof Error ? e.message : String(e) },
        ),
    );
  };
  const cancel = () => {
    stop.current = true;
    run.current?.cancel();
  };

  return (
    <section className="odds-evolution" aria-labelledby="odds-evolution-title">
      <h3 id="odds-evolution-title">Évolution de la partie</h3>
      {status.kind !== 'running' && (
        <button type="button" className="btn" onClick={start}>
          {status.kind === 'done' ? 'Mettre à jour l’évolution' : 'Voir l’évolution'}
        </button>
      )}
      {status.kind === 'running' && (
        <div className="odds-progress" aria-label="Évolution en cours">
          <progress max={status.total} value={status.done} aria-label="Appels calculés" />
          <p role="status">{`${count(status.done)} / ${count(status.total)} appels (${count(GAMES_PER_CALL)} parties chacun)`}</p>
          <button type="button" className="btn btn-large" onClick={cancel}>
            Annuler
          </button>
        </div>
      )}
      {status.kind === 'cancelled' && <p role="status">Évolution annulée.</p>}
      {status.kind === 'failed' && (
        <p className="alert" role="alert">
          {status.message}
        </p>
      )}
      {status.kind === 'done' && (
        <>
          <Suspense fallback={<p role="status">Chargement du graphique…</p>}>
            <OddsChart
              points={shownPoints(status.result, game.answers.length)}
              names={names}
              description={`Chance de gagner de chaque camp, de ${status.result.points[0]?.label ?? ''} à ${shownPoints(status.result, game.answers.length).at(-1)?.label ?? ''}.`}
            />
          </Suspense>
          {status.result.moves.length > 0 ? (
            <>
              <h4>Les moments qui ont le plus compté</h4>
              <ol className="odds-moves">
                {status.result.moves.map((m) => (
                  <li key={m.answer}>
                    {`${m.label}\u00a0: ${m.text} — ${campName(rules, m.camp)} ${percent(m.from)} → ${percent(m.to)}`}
                  </li>
                ))}
              </ol>
            </>
          ) : (
            <p>Les chances n’ont pas bougé depuis le début de la partie.</p>
          )}
        </>
      )}
    </section>
  );
}
