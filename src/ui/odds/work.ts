/**
 * An odds worker's job: play its slice of games on from the state and
 * report, or the background's whole « Évolution » (`evolution-work.ts`), or
 * warm up on a game until a run comes (`serveOdds`, `lib/warm-up.ts`).
 * Kept apart from the worker's entry (`worker.ts`) so that tests run it in-process.
 */
import { runOdds, type OddsRecord } from '../../balance/odds';
import type { PolicyId } from '../../balance/games';
import { RANDOM_POLICY, type Policy } from '../../engine/policy';
import { loadInformed, loadRuleset } from '../../rulesets/registry';
import { serveWithWarmUp, warmUp } from '../lib/warm-up';
import { workEvolution } from './evolution-work';
import type { FromOddsWorker, OddsJob, ToOddsWorker } from './protocol';

/** Progress is reported every this many games. */
const REPORT_EVERY = 25;

/**
 * The games a worker's last marked warm-up played (`OddsJob.reuse`), by
 * index: a slice of the run that bears the same mark counts them as they
 * are (the same state, seed and policy give the same game), so the games
 * played while the MJ read the menu are not played again at the tap. One
 * per worker (`serveOdds`).
 */
interface Warmed {
  last: { mark: number; games: Map<number, OddsRecord> } | null;
}

function policyFor(rulesetId: string, id: PolicyId): Promise<Policy> {
  return id === 'informed' ? loadInformed(rulesetId) : Promise.resolve(RANDOM_POLICY);
}

export async function workOdds(
  message: ToOddsWorker,
  post: (m: FromOddsWorker) => void,
  warmed: Warmed = { last: null },
): Promise<void> {
  if (message.type === 'evolution') return workEvolution(message.id, message.job, post);
  // A warm-up is `serveOdds`'s; handed here, it plays nothing.
  if (message.type === 'warm') return post({ type: 'warmed', id: message.id, games: 0 });
  const { id, job } = message;
  try {
    const rules = await loadRuleset(job.state.rulesetId);
    const policy = await policyFor(job.state.rulesetId, job.policy);
    const last = warmed.last;
    const known = job.reuse !== undefined && last?.mark === job.reuse ? last.games : null;
    let reused = 0;
    const tally = runOdds(rules, job.state, job.seed, policy, job.from, job.to, {
      every: REPORT_EVERY,
      progress: (done) => post({ type: 'progress', id, done }),
      known:
        known === null
          ? undefined
          : (index) => {
              const game = known.get(index);
              if (game) reused++;
              return game;
            },
    });
    post({ type: 'done', id, tally, reused });
  } catch (e) {
    post({ type: 'error', id, message: e instanceof Error ? e.message : String(e) });
  }
}

/**
 * Play games on from the job's state for `ms` at most (the rules, the players
 * and their code made ready), kept for the run when the job is marked.
 */
async function warmOdds(
  id: number,
  job: OddsJob,
  ms: number,
  post: (m: FromOddsWorker) => void,
  live: () => boolean,
  warmed: Warmed,
): Promise<void> {
  // A marked warm-up keeps its games for the run (the last one only: a new mark drops the older games).
  const kept = job.reuse === undefined ? null : new Map<number, OddsRecord>();
  warmed.last = kept && { mark: job.reuse!, games: kept };
  const games = await warmUp(
    ms,
    async () => {
      const rules = await loadRuleset(job.state.rulesetId);
      const policy = await policyFor(job.state.rulesetId, job.policy);
      // The run's very code, so that it is what gets compiled hot.
      return (from, more) =>
        runOdds(rules, job.state, job.seed, policy, job.from + from, job.to, {
          every: 1,
          progress: more,
          played: kept ? (game) => kept.set(game.index, game) : undefined,
        }).games;
    },
    live,
  );
  post({ type: 'warmed', id, games });
}

/** One worker's handler: each message stops the warm-up under way, if any. */
export function serveOdds(post: (m: FromOddsWorker) => void): (message: ToOddsWorker) => Promise<void> {
  const warmed: Warmed = { last: null };
  return serveWithWarmUp<ToOddsWorker>(
    (message) => workOdds(message, post, warmed),
    (message, live) => warmOdds(message.id, message.job, message.ms, post, live, warmed),
  );
}
