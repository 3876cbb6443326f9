/**
 * A worker's job: play its slice of a run and report. Kept apart from the
 * worker's entry (`worker.ts`) so that tests run it in-process.
 */
import type { Policy } from '../../engine/policy';
import { RANDOM_POLICY } from '../../engine/policy';
import { runGames } from '../../balance/run';
import { loadInformed, loadRuleset } from '../../rulesets/registry';
import type { FromWorker, ToWorker } from './protocol';

/** Progress is reported every this many games. */
const REPORT_EVERY = 50;

async function policyFor(rulesetId: string, id: string): Promise<Policy> {
  return id === 'informed' ? loadInformed(rulesetId) : RANDOM_POLICY;
}

export async function work(message: ToWorker, post: (m: FromWorker) => void): Promise<void> {
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
