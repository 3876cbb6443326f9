import { useEffect, useState } from 'react';
import { persistenceStatus, requestPersistence, type PersistenceState } from '../../storage/persistence';

const TEXT: Record<PersistenceState, string> = {
  granted: 'Stockage persistant accordé\u00a0: le navigateur n’effacera pas vos parties.',
  denied:
    'Stockage persistant non accordé\u00a0: si l’appareil manque de place, le navigateur pourrait effacer vos parties. Exportez les parties importantes.',
  unsupported:
    'Ce navigateur ne permet pas de protéger durablement vos parties\u00a0: exportez les parties importantes.',
};

export function PersistenceStatus() {
  const [state, setState] = useState<PersistenceState | null>(null);
  useEffect(() => {
    let live = true;
    void persistenceStatus().then((s) => live && setState(s));
    return () => {
      live = false;
    };
  }, []);
  if (state === null) return null;
  return (
    <section className="notice persistence" aria-label="Stockage">
      <p>{TEXT[state]}</p>
      {state === 'denied' && (
        <button type="button" className="btn" onClick={() => void requestPersistence().then(setState)}>
          Demander le stockage persistant
        </button>
      )}
    </section>
  );
}
