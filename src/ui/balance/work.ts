/**
 * A worker's job: play its slice of a run and report; or warm up, playing
 * games thrown away until a run comes (`serve`). Kept apart from the
 * worker's entry (`worker.ts`) so that tests run it in-process.
 */
import type { Policy } from '../../engine/policy';
import { RANDOM_POLICY } from '../../engine/policy';
import { runGames } from '../../balance/run';
import { loadInformed, loadRuleset } from '../../rulesets/registry';
import type { FromWorker, Job, ToWorker } from './protocol';

/** Progress is reported every this many games. */
const REPORT_EVERY = 50;

/** A warm-up looks at the worker's messages this often (ms): a run waits no longer for it. */
export const WARM_BATCH_MS = 15;

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

/** The next task: the worker's messages waiting (a run) are handled first. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    // A channel's message rather than setTimeout, which browsers delay by 4 ms once nested.
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Play games of the job for `ms` at most, results thrown away, in batches of
 * `WARM_BATCH_MS` with the worker's messages looked at in between; stop as
 * soon as `live()` says another message came (a run, another warm-up). Then
 * report the games played.
 */
async function warm(
  id: number,
  job: Job,
  ms: number,
  post: (m: FromWorker) => void,
  live: () => boolean,
): Promise<void> {
  const end = performance.now() + ms;
  let games = 0;
  try {
    const rules = await loadRuleset(job.setup.rulesetId);
    const policy = await policyFor(job.setup.rulesetId, job.setup.policy);
    while (live() && job.from + games < job.to && performance.now() < end) {
      const stop = Math.min(end, performance.now() + WARM_BATCH_MS);
      // The run's very code (counts and records), so that it is what gets compiled hot.
      const batch = runGames(rules, job.setup, policy, job.from + games, job.to, {
        records: job.records,
        every: 1,
        progress: () => performance.now() < stop,
      });
      games += batch.tally.games;
      await nextTask();
    }
  } catch {
    // A warm-up that fails changes nothing: the run says what is wrong.
  }
  post({ type: 'warmed', id, games });
}

/** One worker's handler: each message stops the warm-up under way, if any. */
export function serve(post: (m: FromWorker) => void): (message: ToWorker) => Promise<void> {
  let latest = 0;
  return (message) => {
    const mine = ++latest;
    if (message.type === 'warm') return warm(message.id, message.job, message.ms, post, () => mine === latest);
    return work(message, post);
  };
}
