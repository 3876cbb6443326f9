/**
 * Alerts that no call is waiting for: another tab upgraded or deleted the
 * database, an old tab blocks our upgrade, or the browser closed the database
 * itself (evicted under storage pressure). The UI subscribes once and shows
 * a banner; the storage layer only emits.
 */

/**
 * `unavailable`: IndexedDB cannot be opened (emitted by the first operation that finds it so).
 * `restored`: after `closed`, `deleted` or `unavailable`, the game on screen was stored again on this device (the alarm is over).
 */
export type StorageAlertKind = 'versionchange' | 'deleted' | 'blocked' | 'closed' | 'unavailable' | 'restored';
export type StorageAlertListener = (message: string, kind: StorageAlertKind) => void;

const listeners = new Set<StorageAlertListener>();

/** Subscribe to storage alerts (French messages). Returns the unsubscribe function. */
export function onStorageAlert(cb: StorageAlertListener): () => void {
  listeners.add(cb);
  return () => {
    listeners.delete(cb);
  };
}

export function emitStorageAlert(message: string, kind: StorageAlertKind): void {
  for (const cb of [...listeners]) {
    try {
      cb(message, kind);
    } catch (err) {
      // A faulty banner must not stop the others nor break Dexie's event dispatch.
      console.error(err);
    }
  }
}
