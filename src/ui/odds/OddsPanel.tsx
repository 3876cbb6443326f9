/**
 * « Pronostic » (MJ only): each camp's and each lone winner's chance to win
 * from the current call, from N games played on in Web Workers from the true
 * state, with its 95 % interval; progress and « Annuler ».
 */
import { useEffect, useId, useState } from 'react';
import type { AnyRuleset, Answer, GameState } from '../../engine';
import { oddsSeed, type Chance } from '../../balance/odds';
import { defaultOddsPolicy } from '../../balance/odds-players';
import { count, duration, interval, percent } from '../balance/format';
import { DEFAULT_GAMES } from './early';
import { EvolutionPanel } from './EvolutionPanel';
import { campName, outcomeName, playersName } from './labels';
import { useOdds } from './useOdds';
import './odds.css';

const SIZES = [500, 2000, 10000];

interface Props {
  gameId: string;
  rules: AnyRuleset;
  state: GameState;
  /** The answers so far (how the odds moved). */
  answers: readonly Answer[];
  /** The call's clock, as the game bar shows it (« Nuit 2 »). */
  clock: string;
}

export default function OddsPanel({ gameId, rules, state, answers, clock }: Props) {
  const { status, start, cancel, pool } = useOdds();
  const [games, setGames] = useState(DEFAULT_GAMES);
  const gamesId = useId();
  const seed = oddsSeed(state);
  const policy = defaultOddsPolicy(rules.id);

  // Opened: the odds are computed at once (a tap, then the figures).
  useEffect(() => {
    start(state, DEFAULT_GAMES, seed, policy);
  }, [start, state, seed, policy]);

  const running = status.kind === 'running';
  return (
    <div className="odds">
      <p className="muted">
        {`Depuis l’appel en cours (${clock}), les parties sont jouées jusqu’au bout à partir de l’état réel\u00a0: cartes connues du MJ, dés et tirages à venir au hasard.`}
      </p>
      <div className="odds-controls">
        <label htmlFor={gamesId}>Parties simulées</label>
        <select id={gamesId} value={games} disabled={running} onChange={(e) => setGames(Number(e.currentTarget.value))}>
          {SIZES.map((n) => (
            <option key={n} value={n}>
              {count(n)}
            </option>
          ))}
        </select>
        <button type="button" className="btn" disabled={running} onClick={() => start(state, games, seed, policy)}>
          Recalculer
        </button>
      </div>
      {running && (
        <section className="odds-progress" aria-label="Pronostic en cours">
          <progress max={status.total} value={status.done} aria-label="Parties jouées" />
          <p role="status">{`${count(status.done)} / ${count(status.total)} parties`}</p>
          <button type="button" className="btn btn-large" onClick={cancel}>
            Annuler
          </button>
        </section>
      )}
      {status.kind === 'cancelled' && <p role="status">Pronostic annulé.</p>}
      {status.kind === 'failed' && (
        <p className="alert" role="alert">
          {status.message}
        </p>
      )}
      {status.kind === 'done' && (
        <section aria-label="Chances de victoire">
          <table className="odds-table">
            <caption>{`Qui gagne, sur ${count(status.report.games)} parties jouées à partir d’ici`}</caption>
            <thead>
              <tr>
                <th scope="col">Vainqueurs</th>
                <th scope="col">Chance</th>
                <th scope="col">Intervalle à 95&nbsp;%</th>
              </tr>
            </thead>
            <tbody>
              {status.report.outcomes.map((o) => (
                <Row key={o.key} name={outcomeName(rules, o.key, o.camps)} chance={o} />
              ))}
            </tbody>
          </table>
          {status.report.outcomes.some((o) => o.camps.length > 1) && (
            <table className="odds-table">
              <caption>Chaque camp, seul ou avec d’autres</caption>
              <thead>
                <tr>
                  <th scope="col">Camp</th>
                  <th scope="col">Chance</th>
                  <th scope="col">Intervalle à 95&nbsp;%</th>
                </tr>
              </thead>
              <tbody>
                {Object.entries(status.report.camps).map(([id, c]) => (
                  <Row key={id} name={campName(rules, id)} chance={c} />
                ))}
              </tbody>
            </table>
          )}
          <p className="muted odds-report">
            {`Joueurs simulés\u00a0: ${playersName(status.report.policy)}. Graine «\u00a0${status.report.seed}\u00a0», ${status.kept ? 'parties jouées plus tôt à cet appel et gardées avec la partie' : duration(status.seconds)}.`}
            {status.report.problems > 0 &&
              ` ${count(status.report.problems)} parties ont rencontré une erreur des règles\u00a0: elles comptent quand même.`}
          </p>
        </section>
      )}
      <EvolutionPanel
        gameId={gameId}
        rules={rules}
        game={{ setup: state.setup, answers }}
        policy={policy}
        pool={pool}
      />
    </div>
  );
}

function Row({ name, chance }: { name: string; chance: Chance }) {
  return (
    <tr>
      <th scope="row">{name}</th>
      <td>
        <span className="odds-bar" aria-hidden="true">
          <span style={{ width: `${chance.rate * 100}%` }} />
        </span>
        <strong>{percent(chance.rate)}</strong>
      </td>
      <td>{interval(chance.low, chance.high)}</td>
    </tr>
  );
}
