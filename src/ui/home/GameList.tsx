import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { deleteGame, describeStorageError, listGames, type StoredGame } from '../../storage';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { exportToFile } from '../lib/exportFile';
import { GameRow } from './GameRow';
import { PersistenceStatus } from './PersistenceStatus';
import { LOADING_GAMES } from './SavedGames';

type Listing = { games: StoredGame[] } | { error: string };

/** The saved games, most recently played first (live: an import shows up at once). */
export function GameList({ onMessage }: { onMessage: (text: string, isError: boolean) => void }) {
  const listing = useLiveQuery<Listing>(
    () =>
      listGames().then(
        (games) => ({ games }),
        (err: unknown) => ({ error: describeStorageError(err) }),
      ),
    [],
  );
  const [toDelete, setToDelete] = useState<StoredGame | null>(null);

  const exportGame = (game: StoredGame): void => {
    exportToFile(game.id).then(
      (name) => onMessage(`Partie exportée\u00a0: ${name}`, false),
      (err: unknown) => onMessage(describeStorageError(err), true),
    );
  };

  const confirmDelete = (): void => {
    const game = toDelete;
    setToDelete(null);
    if (!game) return;
    deleteGame(game.id).then(
      () => onMessage(`Partie «\u00a0${game.title}\u00a0» supprimée.`, false),
      (err: unknown) => onMessage(describeStorageError(err), true),
    );
  };

  if (!listing) return <p className="muted">{LOADING_GAMES}</p>;
  if ('error' in listing) return <p className="alert">{listing.error}</p>;
  return (
    <>
      {listing.games.length === 0 ? (
        <p className="muted">Aucune partie enregistrée sur cet appareil pour l’instant.</p>
      ) : (
        <ul className="game-list" aria-label="Parties enregistrées">
          {listing.games.map((game) => (
            <GameRow key={game.id} game={game} onExport={exportGame} onDelete={setToDelete} />
          ))}
        </ul>
      )}
      {/* Whether the browser may erase the games: said once there are games to lose (and off the first paint). */}
      {listing.games.length > 0 && <PersistenceStatus />}
      {toDelete && (
        <ConfirmDialog
          title={'Supprimer la partie\u00a0?'}
          confirmLabel="Supprimer définitivement"
          danger
          onConfirm={confirmDelete}
          onCancel={() => setToDelete(null)}
        >
          <p>
            La partie «&nbsp;{toDelete.title}&nbsp;» et tout son historique seront effacés de cet appareil. Pensez à
            l’exporter d’abord si vous voulez la garder.
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
