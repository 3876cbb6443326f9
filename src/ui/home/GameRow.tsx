import { dateAndTime } from '../lib/clock';
import { rulesetName } from '../../rulesets/names';
import type { StoredGame } from '../../storage';
import { Link } from '../components/Link';
import { gamePath } from '../router';

interface GameRowProps {
  game: StoredGame;
  onExport: (game: StoredGame) => void;
  onDelete: (game: StoredGame) => void;
}

export function GameRow({ game, onExport, onDelete }: GameRowProps) {
  const ruleset = rulesetName(game.rulesetId);
  const ended = game.status === 'ended';
  const titleId = `partie-${game.id}`;
  return (
    <li className="game-row card" aria-labelledby={titleId}>
      <div className="game-row-text">
        <h3 id={titleId}>{game.title}</h3>
        <p className="muted">
          {ruleset} · {ended ? 'terminée' : 'en cours'} · {dateAndTime(game.updatedAt)}
        </p>
        <p>{game.summary}</p>
      </div>
      <div className="btn-row">
        <Link
          className="btn btn-primary"
          href={gamePath(game.id)}
          aria-label={`${ended ? 'Revoir' : 'Reprendre'} «\u00a0${game.title}\u00a0»`}
        >
          {ended ? 'Revoir' : 'Reprendre'}
        </Link>
        <button
          type="button"
          className="btn"
          onClick={() => onExport(game)}
          aria-label={`Exporter «\u00a0${game.title}\u00a0»`}
        >
          Exporter
        </button>
        <button
          type="button"
          className="btn btn-danger"
          onClick={() => onDelete(game)}
          aria-label={`Supprimer «\u00a0${game.title}\u00a0»`}
        >
          Supprimer
        </button>
      </div>
    </li>
  );
}
