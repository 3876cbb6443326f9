/**
 * Persistent storage: without it the browser may evict a long forum game under
 * disk pressure. All helpers degrade to "unsupported"/null where the Storage
 * API is missing (old browsers, node tests) and never throw.
 */

export type PersistenceState = 'granted' | 'denied' | 'unsupported';

function storageManager(): StorageManager | undefined {
  return typeof navigator === 'undefined' ? undefined : (navigator.storage as StorageManager | undefined);
}

/** Ask the browser to never evict our data. 'denied': refused or failed. */
export async function requestPersistence(): Promise<PersistenceState> {
  const sm = storageManager();
  if (!sm || typeof sm.persist !== 'function') return 'unsupported';
  try {
    return (await sm.persist()) ? 'granted' : 'denied';
  } catch {
    return 'denied';
  }
}

/** Whether the data is already persistent; 'denied' here just means "not (yet)". */
export async function persistenceStatus(): Promise<PersistenceState> {
  const sm = storageManager();
  if (!sm || typeof sm.persisted !== 'function') return 'unsupported';
  try {
    return (await sm.persisted()) ? 'granted' : 'denied';
  } catch {
    return 'unsupported';
  }
}

/** Bytes used and available to this origin, or null when unknown. */
export async function estimateUsage(): Promise<{ usage: number; quota: number } | null> {
  const sm = storageManager();
  if (!sm || typeof sm.estimate !== 'function') return null;
  try {
    const e = await sm.estimate();
    return { usage: e.usage ?? 0, quota: e.quota ?? 0 };
  } catch {
    return null;
  }
}
