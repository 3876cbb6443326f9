import { useState } from 'react';
import { typo } from '../../engine/french';
import { exportFromMemory } from '../lib/memoryFile';
import { useSession } from '../store/session';

const FULL = typo(
  'L’appareil manque de place. Toutes les réponses affichées sont enregistrées ; exportez la partie pour en garder une copie hors de l’appareil.',
);

/**
 * The disk is full: the last answer was not stored, every one shown is. This
 * offers the game as a file at once. (A database gone under the game, deleted,
 * evicted or unavailable, is the top banner's: StorageAlerts.)
 */
export function StoragePressure() {
  const full = useSession((s) => s.storageFull);
  const [message, setMessage] = useState<string | null>(null);
  if (!full) return null;
  const save = (): void => {
    const name = exportFromMemory(useSession.getState());
    setMessage(name ? `Partie exportée depuis la mémoire\u00a0: ${name}` : 'Aucune partie ouverte.');
  };
  return (
    <section className="notice storage-pressure" aria-label="Sauvegarde de secours">
      <p>{FULL}</p>
      <div className="btn-row">
        <button type="button" className="btn btn-primary" onClick={save}>
          Exporter la partie
        </button>
      </div>
      {message && <p role="status">{message}</p>}
    </section>
  );
}
