/**
 * The balance lab's results, kept with the setup they came from: the
 * `balanceRuns` table of Veilleur's database (schema version 3). Each run is
 * stored whole (setup, counts, when, how long); the screen finds the last run
 * of a setup by its key. Rows are read back through a valibot schema
 * (`balance-schema.ts`): an unreadable one is left out and counted, never
 * shown wrong.
 */
import type { BalanceSetup } from '../balance/games';
import type { Tally } from '../balance/tally';
import { storedRunSchema } from './balance-schema';
import { getDB } from './db';
import { guard } from './errors';
import { parseWith } from './savefile-schema';

export interface StoredRun {
  id: string;
  /** The setup's key (`setupKey`): ruleset, options, cards, players, policy, seed. */
  key: string;
  setup: BalanceSetup;
  games: number;
  tally: Tally;
  /** Epoch milliseconds. */
  at: number;
  /** Seconds the run took. */
  seconds: number;
}

/** Runs kept; older ones go first. */
export const RUNS_KEPT = 50;

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
  const db = getDB();
  const stored: StoredRun = { ...run, id: crypto.randomUUID(), key: setupKey(run.setup) };
  await guard(() =>
    db.transaction('rw', db.balanceRuns, async () => {
      await db.balanceRuns.put(stored);
      const count = await db.balanceRuns.count();
      if (count > RUNS_KEPT) {
        const old = await db.balanceRuns
          .orderBy('at')
          .limit(count - RUNS_KEPT)
          .primaryKeys();
        await db.balanceRuns.bulkDelete(old);
      }
    }),
  );
  return stored;
}

/** Runs read back: the readable ones, and how many were not. */
export interface ReadRuns {
  runs: StoredRun[];
  unreadable: number;
}

function readable(rows: unknown[]): ReadRuns {
  const runs: StoredRun[] = [];
  let unreadable = 0;
  for (const row of rows) {
    const parsed = parseWith(storedRunSchema, row);
    if (parsed.ok) runs.push(parsed.value);
    else unreadable++;
  }
  return { runs, unreadable };
}

/** The last readable run of this setup, if any. */
export async function lastRunOf(setup: BalanceSetup): Promise<StoredRun | undefined> {
  const rows = await guard(() => getDB().balanceRuns.where('key').equals(setupKey(setup)).sortBy('at'));
  return readable(rows).runs.at(-1);
}

/** The latest runs, newest first. */
export async function recentRuns(limit = 10): Promise<ReadRuns> {
  return readable(await guard(() => getDB().balanceRuns.orderBy('at').reverse().limit(limit).toArray()));
}
