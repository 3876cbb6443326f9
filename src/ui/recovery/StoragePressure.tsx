import { useEffect, useState } from 'react';
import { emitStorageAlert, onStorageAlert, type StorageAlertKind } from '../../storage';
import { STORED_AGAIN } from '../../storage/messages';
import { exportFromMemory, memoryFile } from '../lib/memoryFile';
import { gamePath, navigate } from '../router';
import { useSession } from '../store/session';

/**
 * When the database cannot be trusted any more (the disk is full, the
 * browser evicted or closed it, another tab upgraded or deleted it), the game
 * on screen is a complete copy: every answer shown was confirmed on disk
 * first. This offers it as a file at once, and, after an eviction, to store
 * it again on this device.
 */
export function StoragePressure() {
  const full = useSession((s) => s.storageFull);
  const [alert, setAlert] = useState<StorageAlertKind | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => onStorageAlert((_text, kind) => setAlert(kind)), []);
  if (!full && (alert === null || alert === 'blocked' || alert === 'restored')) return null;

  const save = (): void => {
    const name = exportFromMemory(useSession.getState());
    setMessage(name ? `Partie exportée depuis la mémoire\u00a0: ${name}` : 'Aucune partie ouverte.');
  };
  const storeAgain = async (): Promise<void> => {
    const file = memoryFile(useSession.getState());
    if (!file) return;
    const { importSaveFile } = await import('../lib/importFile');
    const r = await importSaveFile(JSON.stringify(file));
    if (!r.ok) return setMessage(`Réenregistrement impossible\u00a0: ${r.error}`);
    emitStorageAlert(STORED_AGAIN, 'restored');
    navigate(gamePath(r.value));
  };

  return (
    <section className="notice storage-pressure" aria-label="Sauvegarde de secours">
      <p>
        {full
          ? 'L’appareil manque de place. Toutes les réponses affichées sont enregistrées ; exportez la partie pour en garder une copie hors de l’appareil.'
          : 'La partie affichée est complète en mémoire (toutes ses réponses confirmées)\u00a0: exportez-la avant de fermer ou de recharger cet onglet.'}
      </p>
      <div className="btn-row">
        <button type="button" className="btn btn-primary" onClick={save}>
          Exporter la partie
        </button>
        {alert === 'closed' && (
          <button type="button" className="btn" onClick={() => void storeAgain()}>
            Réenregistrer sur cet appareil
          </button>
        )}
      </div>
      {message && <p role="status">{message}</p>}
    </section>
  );
}
