import { useState } from 'react';
import { Link } from '../components/Link';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { ImportButton } from '../home/ImportButton';
import { SavedGames } from '../home/SavedGames';
import { BALANCE_PATH, gamePath, JOIN_PATH, navigate, NEW_GAME_PATH, STATS_PATH } from '../router';
import '../styles/home.css';

interface Message {
  text: string;
  isError: boolean;
}

/** Saved games, a new game, an import, and the one-tap demo. */
export function HomeScreen() {
  const [message, setMessage] = useState<Message | null>(null);
  const [demoBusy, setDemoBusy] = useState(false);
  const say = (text: string, isError: boolean): void => setMessage({ text, isError });
  useDocumentTitle('');

  const startDemo = async (): Promise<void> => {
    setDemoBusy(true);
    try {
      const { createDemoGame } = await import('../lib/demo');
      navigate(gamePath(await createDemoGame()));
    } catch (err) {
      say(
        `La partie de démonstration n’a pas pu être créée. ${err instanceof Error ? err.message : String(err)}`,
        true,
      );
      setDemoBusy(false);
    }
  };

  return (
    <main className="page home">
      <header className="home-header">
        <h1>Veilleur</h1>
        <p className="muted">
          Le compagnon du maître du jeu&nbsp;: appel des rôles, votes et suivi de la partie, même hors ligne.
        </p>
      </header>

      <nav className="home-actions" aria-label="Commencer">
        <Link className="btn btn-primary btn-large" href={NEW_GAME_PATH}>
          Nouvelle partie
        </Link>
        <button type="button" className="btn btn-large" onClick={() => void startDemo()} disabled={demoBusy}>
          {demoBusy ? 'Préparation…' : 'Partie de démonstration'}
        </button>
        <ImportButton onMessage={say} />
        <Link className="btn btn-large" href={JOIN_PATH}>
          Rejoindre une partie
        </Link>
        <Link className="btn btn-large" href={BALANCE_PATH}>
          Équilibre
        </Link>
        <Link className="btn btn-large" href={STATS_PATH}>
          Statistiques
        </Link>
      </nav>

      <div role="status">{message && !message.isError && <p className="notice">{message.text}</p>}</div>
      {message?.isError && (
        <p className="alert" role="alert">
          {message.text}
        </p>
      )}

      <section aria-labelledby="saved-title">
        <h2 id="saved-title">Parties enregistrées</h2>
        <SavedGames onMessage={say} />
      </section>
    </main>
  );
}
