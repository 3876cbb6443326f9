import { persistenceStatus, requestPersistence, type PersistenceState } from '../../storage';

/** Ask the browser to keep our data for good, once a game exists (the first game's creation). */
export async function ensurePersistence(): Promise<PersistenceState> {
  const now = await persistenceStatus();
  if (now !== 'denied') return now;
  return requestPersistence();
}
