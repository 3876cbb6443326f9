/**
 * An odds worker's job: play its slice of games on from the state and
 * report, or the background's whole « Évolution » (`evolution-work.ts`), or
 * warm up on a game until a run comes (`serveOdds`, `lib/warm-up.ts`).
 * Kept apart from the worker's entry (`worker.ts`) so that tests run it in-process.
 */
import { runOdds } from '../../balance/odds';
import { emptyRunCounts, mergeRuns } from '../../balance/tally';
import type { PolicyId } from '../../balance/games';
import { RANDOM_POLICY, type Policy } from '../../engine/policy';
import { loadInformed, loadRuleset } from '../../rulesets/registry';
import { serveWithWarmUp, warmUp } from '../lib/warm-up';
import { workEvolution } from './evolution-work';
import type { FromOddsWorker, Kept, OddsJob, ToOddsWorker } from './protocol';

/** Progress is reported every this many games. */
const REPORT_EVERY = 25;

/**
 * The counts of the games the worker's last marked warm-up played
 * (`OddsJob.reuse`), from its job's `from` on: told to the pool with each
 * warm-up's end, so that the run plays only the games after them (the same
 * state, seed and policy give the same games). One per worker (`serveOdds`).
 */
interface Warmed {
  last: Kept | null;
}

function policyFor(rulesetId: string, id: PolicyId): Promise<Policy> {
  return id === 'informed' ? loadInformed(rulesetId) : Promise.resolve(RANDOM_POLICY);
}

export async function workOdds(message: ToOddsWorker, post: (m: FromOddsWorker) => void): Promise<void> {
  if (message.type === 'evolution') return workEvolution(message.id, message.job, post);
  // A warm-up is `serveOdds`'s; handed here, it plays nothing.
  if (message.type === 'warm') return post({ type: 'warmed', id: message.id, games: 0 });
  const { id, job } = message;
  try {
    const rules = await loadRuleset(job.state.rulesetId);
    const policy = await policyFor(job.state.rulesetId, job.policy);
    const tally = runOdds(rules, job.state, job.seed, policy, job.from, job.to, {
      every: REPORT_EVERY,
      progress: (done) => post({ type: 'progress', id, done }),
    });
    post({ type: 'done', id, tally });
  } catch (e) {
    post({ type: 'error', id, message: e instanceof Error ? e.message : String(e) });
  }
}

/**
 * Play games on from the job's state for `ms` at most (the rules, the players
 * and their code made ready), their counts kept when the job is marked. A
 * warm-up with the mark of the counts kept goes on after their games (a
 * warm-up stopped by a tap on the game screen, resumed when it is quiet
 * again or as « Outils » opens).
 */
async function warmOdds(
  id: number,
  job: OddsJob,
  ms: number,
  post: (m: FromOddsWorker) => void,
  live: () => boolean,
  warmed: Warmed,
): Promise<void> {
  const mark = job.reuse;
  // A new mark drops the older counts (one warm-up's are kept: the last one's).
  if (mark === undefined) warmed.last = null;
  else if (warmed.last?.mark !== mark) warmed.last = { mark, played: 0, tally: emptyRunCounts() };
  const kept = mark === undefined ? null : warmed.last!;
  const games = await warmUp(
    ms,
    async () => {
      const rules = await loadRuleset(job.state.rulesetId);
      const policy = await policyFor(job.state.rulesetId, job.policy);
      // The run's very code, so that it is what gets compiled hot.
      return (from, more) => {
        const start = job.from + (kept ? kept.played : from);
        const tally = runOdds(rules, job.state, job.seed, policy, start, job.to, { every: 1, progress: more });
        if (kept) {
          kept.tally = mergeRuns(kept.tally, tally);
          kept.played += tally.games;
        }
        return tally.games;
      };
    },
    live,
  );
  post({ type: 'warmed', id, games, ...(kept ? { kept: { ...kept } } : {}) });
}

/** One worker's handler: each message stops the warm-up under way, if any. */
export function serveOdds(post: (m: FromOddsWorker) => void): (message: ToOddsWorker) => Promise<void> {
  const warmed: Warmed = { last: null };
  return serveWithWarmUp<ToOddsWorker>(
    (message) => workOdds(message, post),
    (message, live) => warmOdds(message.id, message.job, message.ms, post, live, warmed),
  );
}
