import { useState } from 'react';
import { typo, type GameEnd, type GameState, type GrimoireRow, type PlayerId, type Weekday } from '../../engine';
import { describeStorageError } from '../../storage';
import { Link } from '../components/Link';
import { exportToFile } from '../lib/exportFile';
import { back } from '../store/play';
import { useSession } from '../store/session';
import { GameLog } from './GameLog';
import '../styles/panels.css';

interface EndPanelProps {
  gameId: string;
  end: GameEnd;
  state: GameState;
  rows: GrimoireRow[];
  nameOf: (id: PlayerId) => string;
  day1?: Weekday;
  /** Every card a player holds, for rulesets that deal several (Quinte-bourg's party and effect cards). */
  cardsOf?: (id: PlayerId) => string[];
}

/** The end of the game: winners and reason, every player's card, the whole log. */
export function EndPanel({ gameId, end, state, rows, nameOf, day1, cardsOf }: EndPanelProps) {
  const busy = useSession((s) => s.busy);
  const error = useSession((s) => s.callError);
  const [exported, setExported] = useState<string | null>(null);
  const winners = rows.filter((r) => end.winners.includes(r.id));

  const doExport = (): void => {
    exportToFile(gameId).then(
      (name) => setExported(`Partie exportée\u00a0: ${name}`),
      (err: unknown) => setExported(describeStorageError(err)),
    );
  };

  return (
    <section className="end" aria-labelledby="end-title">
      {/* The page's title already says « Fin de partie », and so does the log's last part: this one says what it holds. */}
      <h2 id="end-title" className="end-title">
        Résultat de la partie
      </h2>
      <p className="call-line end-reason">{typo(end.reason)}</p>
      <h3>Vainqueurs</h3>
      {winners.length === 0 ? (
        <p>Aucun vainqueur.</p>
      ) : (
        <ul className="winners">
          {winners.map((w) => (
            <li key={w.id}>
              <strong>{w.name}</strong> — {end.why?.[w.id] ?? w.campName}
            </li>
          ))}
        </ul>
      )}

      <h3>Les cartes</h3>
      <table className="roles-table">
        <thead>
          <tr>
            <th scope="col">Joueur</th>
            <th scope="col">Carte</th>
            <th scope="col">Camp</th>
            <th scope="col">État</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <th scope="row">{r.name}</th>
              <td>{cardsOf ? cardsOf(r.id).join(' + ') : r.roleName}</td>
              <td>{r.campName}</td>
              <td>{r.healthLabel}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <div className="alert" role="alert">
        {error && typo(error)}
      </div>
      <div className="btn-row end-actions">
        <button type="button" className="btn btn-large" onClick={() => void back()} disabled={busy}>
          Retour
        </button>
        <button type="button" className="btn btn-large" onClick={doExport}>
          Exporter la partie
        </button>
        <Link className="btn btn-primary btn-large" href="/">
          Accueil
        </Link>
      </div>
      {exported && <p role="status">{exported}</p>}

      <h3>Journal complet</h3>
      <GameLog events={state.events} nameOf={nameOf} day1={day1} />
    </section>
  );
}
