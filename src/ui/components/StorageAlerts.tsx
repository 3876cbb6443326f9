import { useEffect, useState } from 'react';
import { onStorageAlert, type StorageAlertKind } from '../../storage';

/** Alerts no call is waiting for (another tab upgraded or deleted the database…), as a banner. */
export function StorageAlerts() {
  const [alert, setAlert] = useState<{ text: string; kind: StorageAlertKind } | null>(null);
  useEffect(() => onStorageAlert((text, kind) => setAlert({ text, kind })), []);
  if (!alert) return null;
  // The game stored again after an eviction: the alarm gives way to a plain status.
  if (alert.kind === 'restored') {
    return (
      <div className="banner" role="status">
        <p>{alert.text}</p>
      </div>
    );
  }
  return (
    <div className="banner" role="alert">
      <p>{alert.text}</p>
      {/* After an eviction, the open game lives only on screen: reloading would lose it (the game screen offers its export). */}
      {alert.kind !== 'closed' && (
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Recharger
        </button>
      )}
    </div>
  );
}
