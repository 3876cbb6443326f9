/**
 * An odds worker's job: play its slice of games on from the state and
 * report, or the background's whole « Évolution » (`evolution-work.ts`).
 * Kept apart from the worker's entry (`worker.ts`) so that tests run it in-process.
 */
import { runOdds } from '../../balance/odds';
import { RANDOM_POLICY } from '../../engine/policy';
import { loadInformed, loadRuleset } from '../../rulesets/registry';
import { workEvolution } from './evolution-work';
import type { FromOddsWorker, ToOddsWorker } from './protocol';

/** Progress is reported every this many games. */
const REPORT_EVERY = 25;

export async function workOdds(message: ToOddsWorker, post: (m: FromOddsWorker) => void): Promise<void> {
  if (message.type === 'evolution') return workEvolution(message.id, message.job, post);
  // Only « Équilibre » warms its workers up (its setup is known before the run).
  if (message.type === 'warm') return post({ type: 'warmed', id: message.id, games: 0 });
  const { id, job } = message;
  try {
    const rules = await loadRuleset(job.state.rulesetId);
    const policy = job.policy === 'informed' ? await loadInformed(job.state.rulesetId) : RANDOM_POLICY;
    const tally = runOdds(rules, job.state, job.seed, policy, job.from, job.to, {
      every: REPORT_EVERY,
      progress: (done) => post({ type: 'progress', id, done }),
    });
    post({ type: 'done', id, tally });
  } catch (e) {
    post({ type: 'error', id, message: e instanceof Error ? e.message : String(e) });
  }
}
