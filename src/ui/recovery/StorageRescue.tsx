import { useState } from 'react';
import { emitStorageAlert, reopenDB } from '../../storage';
import { STORED_AGAIN } from '../../storage/messages';
import { exportFromMemory, memoryFile } from '../lib/memoryFile';
import { gamePath, navigate } from '../router';
import { useSession } from '../store/session';

/**
 * The way out when the database is gone under the open game: the game on
 * screen is complete (every answer shown was confirmed first), so it can be
 * exported from memory at once and, where the device can store again,
 * stored again as a new game before anything is reloaded.
 */
export function StorageRescue({ storeAgain }: { storeAgain: boolean }) {
  const [message, setMessage] = useState<string | null>(null);
  const save = (): void => {
    const name = exportFromMemory(useSession.getState());
    setMessage(name ? `Partie exportée depuis la mémoire\u00a0: ${name}` : 'Aucune partie ouverte.');
  };
  const store = async (): Promise<void> => {
    const file = memoryFile(useSession.getState());
    if (!file) return;
    // The closed connection cannot serve again: a new one creates the database anew if it was deleted.
    reopenDB();
    const { importSaveFile } = await import('../lib/importFile');
    const r = await importSaveFile(JSON.stringify(file));
    if (!r.ok) return setMessage(`Réenregistrement impossible\u00a0: ${r.error}`);
    emitStorageAlert(STORED_AGAIN, 'restored');
    navigate(gamePath(r.value));
  };
  return (
    <>
      <div className="btn-row">
        <button type="button" className="btn btn-primary" onClick={save}>
          Exporter la partie
        </button>
        {storeAgain && (
          <button type="button" className="btn" onClick={() => void store()}>
            Réenregistrer sur cet appareil
          </button>
        )}
      </div>
      {message && <p role="status">{message}</p>}
    </>
  );
}
