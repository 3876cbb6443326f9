import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  MIGRATIONS,
  appendAnswer,
  SCHEMA_VERSION,
  VeilleurDB,
  createStoredGame,
  describeStorageError,
  getDB,
  listGames,
  onStorageAlert,
  openVeilleurDB,
  reopenDB,
  setDB,
} from '../../src/storage';
import { SCHEMA_VERSION as DB_SCHEMA_VERSION } from '../../src/storage/db';
import {
  MSG_CLOSED_BY_BROWSER,
  MSG_DELETED_ELSEWHERE,
  MSG_NOT_STORED_DELETED,
  MSG_OTHER_TAB,
  MSG_OTHER_TAB_ALERT,
} from '../../src/storage/messages';
import { sampleSetup } from './helpers';

const OTHER_TAB = MSG_OTHER_TAB;

const opened: Dexie[] = [];
function track<T extends Dexie>(db: T): T {
  opened.push(db);
  return db;
}

afterEach(async () => {
  setDB(null);
  vi.restoreAllMocks();
  for (const db of opened.splice(0)) {
    db.close();
    await Dexie.delete(db.name);
  }
});

/** Wait for a raw IDB request. */
function settle<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

const uniqueName = () => `veilleur-db-test-${crypto.randomUUID()}`;

describe('schema', () => {
  it('declares version 6 with the nine tables and their keys', async () => {
    expect(SCHEMA_VERSION).toBe(6);
    expect(DB_SCHEMA_VERSION).toBe(6);
    expect(MIGRATIONS.map((m) => m.version)).toEqual([1, 2, 3, 4, 5, 6]);

    const db = track(openVeilleurDB(uniqueName()));
    await db.open();
    expect(db.verno).toBe(6);
    expect(db.tables.map((t) => t.name).sort()).toEqual([
      'answers',
      'aside',
      'balanceRuns',
      'games',
      'notes',
      'oddsEvolutions',
      'oddsPoints',
      'oddsRuns',
      'snapshots',
    ]);
    expect(db.oddsPoints.schema.primKey.keyPath).toEqual(['gameId', 'seq']);
    expect(db.oddsEvolutions.schema.primKey.keyPath).toBe('gameId');
    expect(db.oddsRuns.schema.primKey.keyPath).toBe('gameId');
    expect(db.games.schema.primKey.keyPath).toBe('id');
    expect(db.games.schema.indexes.map((i) => i.name).sort()).toEqual(['rulesetId', 'updatedAt']);
    expect(db.answers.schema.primKey.keyPath).toEqual(['gameId', 'seq']);
    expect(db.snapshots.schema.primKey.keyPath).toEqual(['gameId', 'seq']);
    expect(db.notes.schema.primKey.keyPath).toEqual(['gameId', 'playerId']);
    expect(db.aside.schema.primKey.keyPath).toEqual(['gameId', 'at']);
  });

  it('upgrades a version 1 database: every answer gets an id, every game its head, nothing is lost', async () => {
    const name = uniqueName();
    // A database written by the previous release: schema version 1 only.
    const old = track(new Dexie(name));
    old.version(1).stores(MIGRATIONS[0]!.stores);
    await old.table('games').bulkPut([
      {
        id: 'g1',
        title: 'Ancienne',
        rulesetId: 'thiercelieux',
        createdAt: 1,
        updatedAt: 2,
        status: 'active',
        setup: sampleSetup(),
        answerCount: 2,
        summary: '',
      },
      {
        id: 'g2',
        title: 'Vide',
        rulesetId: 'thiercelieux',
        createdAt: 1,
        updatedAt: 1,
        status: 'active',
        setup: sampleSetup(),
        answerCount: 0,
        summary: '',
      },
    ]);
    await old.table('answers').bulkPut([
      { gameId: 'g1', seq: 0, answer: { kind: 'answer', step: 'a', value: 1 }, at: 1 },
      { gameId: 'g1', seq: 1, answer: { kind: 'answer', step: 'b', value: 2 }, at: 2 },
    ]);
    old.close();

    const db = track(openVeilleurDB(name));
    setDB(db);
    const rows = await db.answers.toArray();
    expect(rows.map((r) => r.answer)).toEqual([
      { kind: 'answer', step: 'a', value: 1 },
      { kind: 'answer', step: 'b', value: 2 },
    ]);
    expect(rows.every((r) => /^[0-9a-f-]{36}$/.test(r.id))).toBe(true);
    expect((await db.games.get('g1'))?.headId).toBe(rows[1]!.id);
    expect((await db.games.get('g2'))?.headId).toBe('');
    // The head checks hold from the first write after the upgrade.
    await expect(
      appendAnswer('g1', { count: 2, id: 'autre' }, { kind: 'answer', step: 'c', value: 3 }),
    ).rejects.toMatchObject({ kind: 'conflict' });
    await appendAnswer('g1', { count: 2, id: rows[1]!.id }, { kind: 'answer', step: 'c', value: 3 });
  });

  it('upgrades a version 3 database: its snapshots, written without a check, go; games and answers stay (issue 28)', async () => {
    const name = uniqueName();
    const old = track(new Dexie(name));
    for (const m of MIGRATIONS.filter((m) => m.version <= 3)) old.version(m.version).stores(m.stores);
    await old.table('games').put({ id: 'g1', title: 'Ancienne', setup: sampleSetup(), answerCount: 1, headId: 'a1' });
    await old.table('answers').put({ gameId: 'g1', seq: 0, id: 'a1', answer: { kind: 'answer', step: 'a', value: 1 } });
    await old.table('snapshots').put({ gameId: 'g1', seq: 1, state: { seq: 1 } });
    old.close();

    const db = track(openVeilleurDB(name));
    await db.open();
    expect(await db.snapshots.count()).toBe(0);
    expect(await db.games.count()).toBe(1);
    expect(await db.answers.count()).toBe(1);
  });

  it('getDB is a lazy singleton named "veilleur" that setDB can replace', () => {
    setDB(null);
    const a = getDB();
    expect(a).toBeInstanceOf(VeilleurDB);
    expect(a.name).toBe('veilleur');
    expect(getDB()).toBe(a);
    const other = track(openVeilleurDB(uniqueName()));
    setDB(other);
    expect(getDB()).toBe(other);
    a.close();
  });
});

describe('durability', () => {
  it('opens every write transaction with durability "strict"', async () => {
    const db = track(openVeilleurDB(uniqueName()));
    const seen: string[] = [];
    await db.transaction('rw', db.games, db.answers, () => {
      seen.push(Dexie.currentTransaction.idbtrans.durability);
    });
    await db.transaction('r', db.games, () => {
      seen.push(Dexie.currentTransaction.idbtrans.durability);
    });
    expect(seen).toEqual(['strict', 'strict']);
  });

  it('the repository writes go through strict transactions too', async () => {
    const db = track(openVeilleurDB(uniqueName()));
    setDB(db);
    // Spy on the native IDBDatabase before Dexie opens it, to see the options it passes.
    const spy = vi.spyOn(IDBDatabase.prototype, 'transaction');
    await createStoredGame(sampleSetup(), 'Durable', '');
    await listGames();
    // Opening makes two internal transactions without options (the upgrade,
    // and Dexie's read of the installed schema); every transaction of ours
    // afterwards carries the hint.
    const ours = spy.mock.calls.slice(2);
    expect(ours.map((c) => [c[0], c[1]])).toEqual([
      [['games'], 'readwrite'],
      [['games'], 'readonly'],
    ]);
    for (const call of ours) expect(call[2]).toEqual({ durability: 'strict' });
  });
});

describe('another tab', () => {
  it('closes on versionchange, alerts in French, and later writes fail with the reload message', async () => {
    const name = uniqueName();
    const db = track(openVeilleurDB(name));
    setDB(db);
    await createStoredGame(sampleSetup(), 'Avant', '');

    const alerts: [string, string][] = [];
    const unsubscribe = onStorageAlert((message, kind) => alerts.push([message, kind]));
    vi.spyOn(console, 'warn').mockImplementation(() => {});

    // A newer Veilleur in another tab upgrades the database (Dexie stores version n as n × 10).
    const newer = await settle(indexedDB.open(name, (SCHEMA_VERSION + 1) * 10));
    newer.close();

    expect(alerts).toEqual([[MSG_OTHER_TAB_ALERT, 'versionchange']]);
    expect(db.isOpen()).toBe(false);
    const err = await createStoredGame(sampleSetup(), 'Après', '').catch((e: unknown) => e);
    expect(describeStorageError(err)).toBe(OTHER_TAB);

    unsubscribe();
  });

  it('deleted from another tab: says so, refuses every write as not stored, and stores again on a new connection (issue 28)', async () => {
    const name = uniqueName();
    const db = track(openVeilleurDB(name));
    setDB(db);
    await createStoredGame(sampleSetup(), 'Avant', '');

    const alerts: [string, string][] = [];
    const unsubscribe = onStorageAlert((message, kind) => alerts.push([message, kind]));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    // Another tab deletes the whole database (DevTools, « Effacer les données », a script).
    await new Promise<void>((resolve, reject) => {
      const req = indexedDB.deleteDatabase(name);
      req.onsuccess = () => resolve();
      req.onerror = () => reject(req.error);
    });

    expect(alerts).toEqual([[MSG_DELETED_ELSEWHERE, 'deleted']]);
    const err = await createStoredGame(sampleSetup(), 'Après', '').catch((e: unknown) => e);
    expect(err).toMatchObject({ kind: 'deleted', message: MSG_NOT_STORED_DELETED });
    expect(describeStorageError(err)).not.toMatch(/enregistrées/);

    // « Réenregistrer » starts with a new connection: the database is created anew, empty, and takes writes.
    track(reopenDB());
    expect(await listGames()).toEqual([]);
    await createStoredGame(sampleSetup(), 'De nouveau', '');
    expect((await listGames()).map((g) => g.title)).toEqual(['De nouveau']);
    unsubscribe();
  });

  it('alerts when our upgrade is blocked by an old tab, then proceeds once it closes', async () => {
    const name = uniqueName();
    // An old tab still holding version 0.5 (Dexie version × 10 = 5) and ignoring versionchange.
    const old = await settle(indexedDB.open(name, 5));
    const alerts: string[] = [];
    const unsubscribe = onStorageAlert((_m, kind) => alerts.push(kind));
    vi.spyOn(console, 'warn').mockImplementation(() => {});

    const db = track(new VeilleurDB(name));
    const opening = db.open();
    await vi.waitFor(() => expect(alerts).toEqual(['blocked']));
    old.close();
    await opening;
    expect(db.verno).toBe(6);
    setDB(db);
    expect(await listGames()).toEqual([]);
    unsubscribe();
  });

  it('the browser closing the database itself (eviction) alerts in French; our own closes do not', async () => {
    const db = track(openVeilleurDB(uniqueName()));
    await db.open();
    const alerts: [string, string][] = [];
    const unsubscribe = onStorageAlert((m, kind) => alerts.push([m, kind]));
    db.close();
    await db.open();
    expect(alerts).toEqual([]);
    // What IndexedDB does when the origin's data is evicted under storage pressure: a `close` event on the connection.
    const connection = db.backendDB();
    connection.onclose?.call(connection, new Event('close'));
    expect(alerts).toEqual([[MSG_CLOSED_BY_BROWSER, 'closed']]);
    unsubscribe();
  });

  it('a faulty listener does not stop the others; unsubscribe stops delivery', async () => {
    const name = uniqueName();
    const db = track(openVeilleurDB(name));
    await db.open();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const errSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const got: string[] = [];
    const offBad = onStorageAlert(() => {
      throw new Error('bannière cassée');
    });
    const offGood = onStorageAlert((_m, kind) => got.push(kind));
    const offGone = onStorageAlert(() => got.push('never'));
    offGone();

    await Dexie.delete(name);
    expect(got).toEqual(['deleted']);
    expect(errSpy).toHaveBeenCalledTimes(1);
    offBad();
    offGood();
  });
});
