/**
 * A worker's job: play its slice of a run and report; or warm up, playing
 * games thrown away until a run comes (`serve`, `lib/warm-up.ts`). Kept apart from the
 * worker's entry (`worker.ts`) so that tests run it in-process.
 */
import type { Policy } from '../../engine/policy';
import { RANDOM_POLICY } from '../../engine/policy';
import { runGames } from '../../balance/run';
import { loadInformed, loadRuleset } from '../../rulesets/registry';
import { serveWithWarmUp, warmUp } from '../lib/warm-up';
import type { FromWorker, Job, ToWorker } from './protocol';

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

/** Play games of the job for `ms` at most, results thrown away (`warmUp`), then report the games played. */
async function warm(
  id: number,
  job: Job,
  ms: number,
  post: (m: FromWorker) => void,
  live: () => boolean,
): Promise<void> {
  const games = await warmUp(
    ms,
    async () => {
      const rules = await loadRuleset(job.setup.rulesetId);
      const policy = await policyFor(job.setup.rulesetId, job.setup.policy);
      // The run's very code (counts and records), so that it is what gets compiled hot.
      return (from, more) =>
        runGames(rules, job.setup, policy, job.from + from, job.to, {
          records: job.records,
          every: 1,
          progress: more,
        }).tally.games;
    },
    live,
  );
  post({ type: 'warmed', id, games });
}

/** One worker's handler: each message stops the warm-up under way, if any. */
export function serve(post: (m: FromWorker) => void): (message: ToWorker) => Promise<void> {
  return serveWithWarmUp<ToWorker>(
    (message) => work(message, post),
    (message, live) => warm(message.id, message.job, message.ms, post, live),
  );
}
