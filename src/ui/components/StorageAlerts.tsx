import { lazy, Suspense, useEffect, useState } from 'react';
// Not the storage index: that would pull Dexie into the first load (SavedGames loads it after).
import { onStorageAlert, type StorageAlertKind } from '../../storage/alerts';
import { MSG_RESCUE } from '../../storage/messages';
import { useSession } from '../store/session';

// Only shown when storage fails with a game open: it (and the engine its file summary needs) loads then.
const StorageRescue = lazy(() => import('../recovery/StorageRescue').then((m) => ({ default: m.StorageRescue })));

/** The database is gone or cannot be written: with a game open, its export comes first (issue 28). */
const RESCUE: ReadonlySet<StorageAlertKind> = new Set(['deleted', 'closed', 'unavailable', 'versionchange']);
/** A reload loses nothing: every confirmed answer is stored (an upgrade, an old tab blocking it). */
const RELOAD_SAFE: ReadonlySet<StorageAlertKind> = new Set(['versionchange', 'blocked']);

/**
 * Alerts no call is waiting for (another tab upgraded or deleted the
 * database, the browser closed it, storage cannot be opened), as a banner at
 * the top of every screen, in view while the MJ scrolls. With a game open,
 * the game is the only copy left in most of these cases: the banner's first
 * button exports it from memory, the second stores it again on this device,
 * and « Recharger » is offered only where a reload loses nothing.
 */
export function StorageAlerts() {
  const [alert, setAlert] = useState<{ text: string; kind: StorageAlertKind } | null>(null);
  const gameOpen = useSession((s) => s.game !== null);
  useEffect(() => onStorageAlert((text, kind) => setAlert({ text, kind })), []);
  if (!alert) return null;
  // The game stored again: the alarm gives way to a plain status.
  if (alert.kind === 'restored') {
    return (
      <div className="banner" role="status">
        <p>{alert.text}</p>
      </div>
    );
  }
  const rescue = gameOpen && RESCUE.has(alert.kind);
  // Without a game open, the screen that failed says so itself.
  if (alert.kind === 'unavailable' && !rescue) return null;
  const reload = RELOAD_SAFE.has(alert.kind) || (!gameOpen && alert.kind !== 'unavailable');
  return (
    <div className="banner storage-banner" data-kind={alert.kind}>
      <p role="alert">{alert.text}</p>
      {rescue && (
        <Suspense fallback={null}>
          <StorageRescue storeAgain={alert.kind !== 'versionchange'} />
        </Suspense>
      )}
      {rescue && <p className="storage-banner-help">{MSG_RESCUE}</p>}
      {reload && (
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Recharger
        </button>
      )}
    </div>
  );
}
