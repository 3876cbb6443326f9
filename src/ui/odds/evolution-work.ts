/**
 * The background worker's « Évolution » (issue 24): the game replayed from
 * its answers, its dawns and days found and the odds played on from each on
 * this worker's own thread, every point posted as soon as it is known, then
 * the evolution. The main thread only posts the answers and stores what comes
 * back: the replay and the games never take its time from the MJ's taps.
 */
import { runOdds } from '../../balance/odds';
import type { Policy } from '../../engine/policy';
import { RANDOM_POLICY } from '../../engine/policy';
import { loadInformed, loadRuleset } from '../../rulesets/registry';
import { evolution, evolutionData, type PlayOn } from './evolution';
import type { EvolutionWork, FromOddsWorker } from './protocol';

/** The games on this thread: the counts the dialog's workers give for the same seed (`runOdds`' slices add up). */
function onThisThread(rules: Parameters<typeof runOdds>[0], policy: Policy): PlayOn {
  return (job, games) => ({
    done: Promise.resolve().then(() => runOdds(rules, job.state, job.seed, policy, 0, games)),
    // The worker is terminated to stop it: nothing to cancel on its own thread.
    cancel: () => {},
  });
}

export async function workEvolution(id: number, job: EvolutionWork, post: (m: FromOddsWorker) => void): Promise<void> {
  try {
    const rules = await loadRuleset(job.setup.rulesetId);
    const policy = job.policy === 'informed' ? await loadInformed(job.setup.rulesetId) : RANDOM_POLICY;
    const result = await evolution(rules, job, job.games, job.policy, onThisThread(rules, policy), {
      progress: () => {},
      cancelled: () => false,
      setRun: () => {},
      known: job.known,
      computed: (point) => post({ type: 'point', id, point }),
      current: false,
    });
    post({ type: 'evolved', id, evolution: evolutionData(result, job.games, job.policy) });
  } catch (e) {
    post({ type: 'error', id, message: e instanceof Error ? e.message : String(e) });
  }
}
