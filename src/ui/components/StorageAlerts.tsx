import { useEffect, useState } from 'react';
import { onStorageAlert } from '../../storage';

/** Alerts no call is waiting for (another tab upgraded or deleted the database…), as a banner. */
export function StorageAlerts() {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => onStorageAlert((text) => setMessage(text)), []);
  if (!message) return null;
  return (
    <div className="banner" role="alert">
      <p>{message}</p>
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        Recharger
      </button>
    </div>
  );
}
