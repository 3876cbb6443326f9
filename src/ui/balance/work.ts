/**
 * A worker's job: play its slice of a run and report; or warm up, playing
 * games (thrown away, or kept for the run: `Job.reuse`) until a run comes
 * (`serve`, `lib/warm-up.ts`). Kept apart from the worker's entry
 * (`worker.ts`) so that tests run it in-process.
 */
import type { Policy } from '../../engine/policy';
import { RANDOM_POLICY } from '../../engine/policy';
import { runGames } from '../../balance/run';
import { loadInformed, loadRuleset } from '../../rulesets/registry';
import { serveWithWarmUp, warmUp } from '../lib/warm-up';
import { emptyTally, merge } from '../../balance/tally';
import type { FromWorker, Job, Kept, ToWorker } from './protocol';

/** Progress is reported every this many games. */
const REPORT_EVERY = 50;

async function policyFor(rulesetId: string, id: string): Promise<Policy> {
  return id === 'informed' ? loadInformed(rulesetId) : RANDOM_POLICY;
}

/** Play a run's slice and report (a warm-up is `serve`'s: ignored here). */
export async function work(message: ToWorker, post: (m: FromWorker) => void): Promise<void> {
  if (message.type !== 'run') return;
  const { id, job } = message;
  try {
    const rules = await loadRuleset(job.setup.rulesetId);
    const policy = await policyFor(job.setup.rulesetId, job.setup.policy);
    const slice = runGames(rules, job.setup, policy, job.from, job.to, {
      records: job.records,
      every: REPORT_EVERY,
      progress: (done) => post({ type: 'progress', id, done }),
    });
    post({ type: 'done', id, tally: slice.tally, records: slice.records });
  } catch (e) {
    post({ type: 'error', id, message: e instanceof Error ? e.message : String(e) });
  }
}

/**
 * The counts and records of the games each of the worker's last marked
 * warm-ups played (`Job.reuse`), from its job's `from` on: told to the pool
 * with each warm-up's end, so that the run plays only the games after them
 * (game i of a setup is always the same game). One per worker (`serve`).
 */
interface Warmed {
  /** By mark, oldest first: the steps of the run a tap would start (two setups, two kinds of players). */
  kept: Map<number, Required<Kept>>;
}

/** Marks whose games a worker keeps at most: « Comparer » with both kinds of players is four runs. */
export const KEPT_MARKS = 4;

/**
 * Play games of the job for `ms` at most (the rules and their code made
 * ready), then report the games played. Unmarked, they are thrown away (and
 * those kept go too: the screen's first warm-up); a marked job's are kept,
 * and a warm-up with the same mark goes on after them (a warm-up stopped by
 * a tap on the screen, resumed when it is quiet again).
 */
async function warm(
  id: number,
  job: Job,
  ms: number,
  post: (m: FromWorker) => void,
  live: () => boolean,
  warmed: Warmed,
): Promise<void> {
  const mark = job.reuse;
  if (mark === undefined) warmed.kept.clear();
  // A mark forgotten (or new) starts from nothing: the run's last word then hands over nothing.
  const kept =
    mark === undefined ? null : (warmed.kept.get(mark) ?? { mark, played: 0, tally: emptyTally(), records: [] });
  if (kept && !job.handOver) {
    // The newest last: the marks played longest ago go first.
    warmed.kept.delete(kept.mark);
    warmed.kept.set(kept.mark, kept);
    for (const old of warmed.kept.keys()) if (warmed.kept.size > KEPT_MARKS) warmed.kept.delete(old);
  }
  const games = await warmUp(
    ms,
    async () => {
      const rules = await loadRuleset(job.setup.rulesetId);
      const policy = await policyFor(job.setup.rulesetId, job.setup.policy);
      // The run's very code (counts and records), so that it is what gets compiled hot.
      return (from, more) => {
        const start = job.from + (kept ? kept.played : from);
        const slice = runGames(rules, job.setup, policy, start, job.to, {
          records: job.records,
          every: 1,
          progress: more,
        });
        if (kept) {
          kept.tally = merge(kept.tally, slice.tally);
          if (job.records) kept.records.push(...slice.records);
          kept.played += slice.tally.games;
        }
        return slice.tally.games;
      };
    },
    live,
  );
  // The records cross to the page only for the run (a tap's stop sends the counts alone).
  const told = kept && {
    mark: kept.mark,
    played: kept.played,
    tally: kept.tally,
    ...(job.handOver ? { records: kept.records } : {}),
  };
  post({ type: 'warmed', id, games, ...(told ? { kept: told } : {}) });
  // Handed over, the games are the run's (it counts them once): the worker need not keep them.
  if (kept && job.handOver) warmed.kept.delete(kept.mark);
}

/** One worker's handler: each message stops the warm-up under way, if any. */
export function serve(post: (m: FromWorker) => void): (message: ToWorker) => Promise<void> {
  const warmed: Warmed = { kept: new Map() };
  return serveWithWarmUp<ToWorker>(
    (message) => work(message, post),
    (message, live) => warm(message.id, message.job, message.ms, post, live, warmed),
  );
}
