/**
 * The IndexedDB database (through Dexie), the single source of truth for games.
 */
import Dexie, { type Table } from 'dexie';
import { emitStorageAlert } from './alerts';
import { clearClosedFor, markClosedFor } from './lost';
import { MSG_BLOCKED, MSG_CLOSED_BY_BROWSER, MSG_DELETED_ELSEWHERE, MSG_OTHER_TAB_ALERT } from './messages';
import type { StoredRun } from './balance';
import type { StoredEvolution, StoredOddsPoint, StoredOddsRun } from './odds-schema';
import {
  MIGRATIONS,
  type StoredAnswer,
  type StoredAside,
  type StoredGame,
  type StoredNote,
  type StoredSnapshot,
} from './schema';

export { SCHEMA_VERSION } from './schema';

export const DEFAULT_DB_NAME = 'veilleur';

export class VeilleurDB extends Dexie {
  // `declare` so class-field semantics don't reset the tables Dexie installs.
  declare games: Table<StoredGame, string>;
  declare answers: Table<StoredAnswer, [string, number]>;
  declare snapshots: Table<StoredSnapshot, [string, number]>;
  declare notes: Table<StoredNote, [string, string]>;
  declare aside: Table<StoredAside, [string, number]>;
  declare balanceRuns: Table<StoredRun, string>;
  declare oddsPoints: Table<StoredOddsPoint, [string, number]>;
  declare oddsEvolutions: Table<StoredEvolution, string>;
  declare oddsRuns: Table<StoredOddsRun, string>;
  /** Set while we close the database ourselves, so that only a close we did not ask for alerts. */
  private closingOnPurpose = false;

  constructor(name: string) {
    // 'strict': the browser reports a commit only once it is flushed to disk,
    // so an answer we acknowledged survives a crash or a killed tab. Despite
    // its name, Dexie passes this as `{ durability }` to every
    // IDBDatabase.transaction() call; browsers without the hint ignore it.
    super(name, { chromeTransactionDurability: 'strict' });
    for (const m of MIGRATIONS) {
      const v = this.version(m.version).stores(m.stores);
      if (m.upgrade) v.upgrade(m.upgrade);
    }

    // Another tab wants to upgrade (or delete) the database. We close for good
    // (no auto-reopen: this tab runs the old code, and Dexie 4 would happily
    // reopen a newer compatible schema) and tell the MJ to reload. Returning
    // false skips Dexie's default handler, which closes but re-enables
    // auto-open; Dexie runs the latest subscriber first.
    this.on('versionchange', (ev: IDBVersionChangeEvent) => {
      this.close();
      // Remembered so that every write refused from now on says which case it is (errors.ts).
      if (this === current) markClosedFor(ev.newVersion ? 'versionchange' : 'deleted');
      if (ev.newVersion) emitStorageAlert(MSG_OTHER_TAB_ALERT, 'versionchange');
      else emitStorageAlert(MSG_DELETED_ELSEWHERE, 'deleted');
      return false;
    });
    // Our own upgrade waits for an old tab that keeps its connection open.
    this.on('blocked', () => emitStorageAlert(MSG_BLOCKED, 'blocked'));
    // The browser closed the connection itself: the data was evicted under
    // storage pressure, or cleared by the user. Dexie reopens on the next use
    // (an empty database), so the game on screen is the only copy left.
    this.on('close', () => {
      if (!this.closingOnPurpose) emitStorageAlert(MSG_CLOSED_BY_BROWSER, 'closed');
    });
  }

  /**
   * Dexie answers the connection's `close` event (the browser closed it) with
   * `close({ disableAutoOpen: false })`, so that the next use reopens; every
   * close of ours keeps the default (closed for good until reopened).
   */
  override close(options?: { disableAutoOpen: boolean }): void {
    this.closingOnPurpose = options?.disableAutoOpen !== false;
    try {
      super.close(options);
    } finally {
      this.closingOnPurpose = false;
    }
  }
}

export function openVeilleurDB(name: string = DEFAULT_DB_NAME): VeilleurDB {
  return new VeilleurDB(name);
}

let current: VeilleurDB | null = null;

/** The app-wide database, opened lazily (Dexie opens on first use). */
export function getDB(): VeilleurDB {
  return (current ??= openVeilleurDB());
}

/** Swap the app-wide database (tests use a fresh name each). `null` resets to lazy default. */
export function setDB(db: VeilleurDB | null): void {
  current = db;
  clearClosedFor();
}

/**
 * A new connection in place of one that is closed for good (the database was
 * deleted from another tab) or never opened (storage unavailable): the next
 * use opens the database again, creating it if it is gone. To store again the
 * game on screen.
 */
export function reopenDB(): VeilleurDB {
  const name = current?.name ?? DEFAULT_DB_NAME;
  current?.close();
  setDB(openVeilleurDB(name));
  return getDB();
}
