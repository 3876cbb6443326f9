/** A slice of a balance run, played on this thread: games `from` to `to` (excluded). */
import type { AnyRuleset } from '../engine';
import type { InvariantChecks } from '../engine/playout';
import type { Policy } from '../engine/policy';
import { playGame, type BalanceSetup, type GameRecord } from './games';
import { count, emptyTally, type Tally } from './tally';

export interface RunSlice {
  tally: Tally;
  records: GameRecord[];
}

export interface RunHooks {
  /** Called every `every` games with the games done so far in this slice; return false to stop. */
  progress?(done: number): boolean | void;
  every?: number;
  /** Keep each game's record (for the one-line-per-game CSV); the counts are kept anyway. */
  records?: boolean;
  /** When each game's invariants are checked (`playGame`): on its last state unless told `'every'` (the command line). */
  invariants?: InvariantChecks;
}

export function runGames(
  rules: AnyRuleset,
  setup: BalanceSetup,
  policy: Policy,
  from: number,
  to: number,
  hooks: RunHooks = {},
): RunSlice {
  const tally = emptyTally();
  const records: GameRecord[] = [];
  const every = hooks.every ?? 100;
  for (let i = from; i < to; i++) {
    const record = playGame(rules, setup, i, policy, hooks.invariants);
    count(tally, rules, record);
    if (hooks.records) records.push(record);
    if ((i - from + 1) % every === 0 && hooks.progress?.(i - from + 1) === false) break;
  }
  return { tally, records };
}
