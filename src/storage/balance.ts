/**
 * The balance lab's results, kept with the setup they came from. A database
 * of their own (`veilleur-equilibre`), apart from the games': results can be
 * played again at will, and the games' schema stays the games' own. Each run
 * is stored whole (setup, counts, when); the screen finds the last run of a
 * setup by its key.
 */
import Dexie, { type Table } from 'dexie';
import type { BalanceSetup } from '../balance/games';
import type { Tally } from '../balance/tally';

export interface StoredRun {
  id: string;
  /** The setup's key (`setupKey`): ruleset, options, table, cards, players, seed. */
  key: string;
  setup: BalanceSetup;
  games: number;
  tally: Tally;
  /** Epoch milliseconds. */
  at: number;
  /** Seconds the run took. */
  seconds: number;
}

export const BALANCE_DB_NAME = 'veilleur-equilibre';
/** Runs kept; older ones go first. */
export const RUNS_KEPT = 50;

export class BalanceDB extends Dexie {
  declare runs: Table<StoredRun, string>;

  constructor(name: string = BALANCE_DB_NAME) {
    super(name);
    this.version(1).stores({ runs: 'id, key, at' });
  }
}

let current: BalanceDB | null = null;

export function getBalanceDB(): BalanceDB {
  return (current ??= new BalanceDB());
}

/** Swap the database (tests use a fresh name each); `null` resets to the default. */
export function setBalanceDB(db: BalanceDB | null): void {
  current = db;
}

/** The same setup gives the same key, whatever the order of its cards or options. */
export function setupKey(setup: BalanceSetup): string {
  const options = Object.keys(setup.options)
    .sort()
    .map((k) => `${k}=${String(setup.options[k])}`)
    .join('&');
  const cards = setup.cards ? [...setup.cards].sort().join('+') : 'hasard';
  return [setup.rulesetId, setup.players, cards, options, setup.policy, setup.invokeRate ?? 0, setup.seed].join('|');
}

export async function saveRun(run: Omit<StoredRun, 'id' | 'key'>): Promise<StoredRun> {
  const db = getBalanceDB();
  const stored: StoredRun = { ...run, id: `${run.at.toString(36)}-${Math.random().toString(36).slice(2, 8)}`, key: setupKey(run.setup) };
  await db.transaction('rw', db.runs, async () => {
    await db.runs.put(stored);
    const count = await db.runs.count();
    if (count > RUNS_KEPT) {
      const old = await db.runs.orderBy('at').limit(count - RUNS_KEPT).primaryKeys();
      await db.runs.bulkDelete(old);
    }
  });
  return stored;
}

/** The last run of this setup, if any. */
export async function lastRunOf(setup: BalanceSetup): Promise<StoredRun | undefined> {
  const runs = await getBalanceDB().runs.where('key').equals(setupKey(setup)).sortBy('at');
  return runs.at(-1);
}

/** The latest runs, newest first. */
export async function recentRuns(limit = 10): Promise<StoredRun[]> {
  return getBalanceDB().runs.orderBy('at').reverse().limit(limit).toArray();
}
