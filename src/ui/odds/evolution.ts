/**
 * How the odds moved, computed on the workers: the odds at each charted call
 * (`chartSeqs`), then, in the three stretches that moved most, after each
 * answer that wrote in the log, to name the move by that answer. One run at
 * a time; `cancel` stops the one under way and the rest.
 */
import type { AnyRuleset, Answer, GameSetup } from '../../engine';
import type { PolicyId } from '../../balance/games';
import { oddsReport, oddsSeed, type OddsReport } from '../../balance/odds';
import {
  answerText,
  biggestStretches,
  chartSeqs,
  pointOf,
  statesOf,
  swing,
  type OddsMove,
  type OddsPoint,
} from '../../balance/odds-timeline';
import { clockLabel } from '../../engine';
import { OddsCancelled, type OddsPool, type OddsRun } from './pool';

export interface Evolution {
  points: OddsPoint[];
  moves: OddsMove[];
}

export interface EvolutionJob {
  /** Calls computed so far, and to compute (the refinement adds some as it goes). */
  progress(done: number, total: number): void;
  cancelled(): boolean;
  setRun(run: OddsRun | null): void;
}

export async function evolution(
  rules: AnyRuleset,
  game: { setup: GameSetup; answers: readonly Answer[] },
  games: number,
  policy: PolicyId,
  pool: OddsPool,
  job: EvolutionJob,
): Promise<Evolution> {
  const states = statesOf(rules, game.setup, game.answers);
  const seqs = chartSeqs(states);
  const reports = new Map<number, OddsReport>();
  let total = seqs.length;
  const at = async (k: number): Promise<OddsPoint> => {
    const state = states[k]!;
    let report = reports.get(k);
    if (!report) {
      if (job.cancelled()) throw new OddsCancelled();
      const seed = oddsSeed(state);
      const run = pool.run({ state, seed, policy }, games);
      job.setRun(run);
      report = oddsReport(await run.done, state, seed, policy);
      job.setRun(null);
      reports.set(k, report);
      job.progress(reports.size, total);
    }
    return pointOf(rules, state, report);
  };
  const points: OddsPoint[] = [];
  for (const k of seqs) points.push(await at(k));
  // The current call of a game still going: « Maintenant », beside the same day's earlier point.
  const last = points[points.length - 1]!;
  if (!states[states.length - 1]!.ended && points.length > 1)
    points[points.length - 1] = { ...last, label: 'Maintenant' };
  const moves: OddsMove[] = [];
  for (const stretch of biggestStretches(points)) {
    // The answers of the stretch that wrote in the log: the odds after each of them.
    const candidates: number[] = [];
    for (let k = stretch.from + 1; k <= stretch.to; k++) if (answerText(states[k]!, k - 1)) candidates.push(k);
    total += candidates.filter((k) => !reports.has(k)).length * 2;
    let best: { k: number; camp: string; from: number; to: number; size: number } | null = null;
    for (const k of candidates) {
      const s = swing(await at(k - 1), await at(k));
      if (!best || s.size > best.size) best = { k, ...s };
    }
    if (!best) continue;
    const before = states[best.k - 1]!;
    moves.push({
      answer: best.k - 1,
      label: clockLabel(before.clock, rules.calendar?.day1),
      text: answerText(states[best.k]!, best.k - 1)!,
      camp: best.camp,
      from: best.from,
      to: best.to,
    });
  }
  job.progress(reports.size, reports.size);
  return { points, moves };
}
