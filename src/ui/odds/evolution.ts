/**
 * How the odds moved: the odds at each charted call (`chartSeqs`), then, in the three stretches that moved most, after each
 * answer that wrote in the log, to name the move by that answer. One run at
 * a time; `cancel` stops the one under way and the rest. Points kept with
 * the game (`known`) are reused where they were computed from the same
 * answers, the same number of games and the same players; each new point is
 * handed to `computed` as soon as it is known (kept even if the run is then
 * cancelled by a tap). The games are played by `play`: the dialog's workers,
 * or the background worker's own thread (`evolution-work.ts`).
 */
import type { AnyRuleset, Answer, GameSetup, GameState } from '../../engine';
import type { PolicyId } from '../../balance/games';
import { oddsReport, oddsSeed, type OddsReport } from '../../balance/odds';
import {
  answerText,
  biggestStretches,
  chartSeqs,
  pointOf,
  statesOf,
  swing,
  turned,
  type OddsMove,
  type OddsPoint,
} from '../../balance/odds-timeline';
import { clockLabel } from '../../engine';
// Not the storage's index: this runs in the background worker too, which has no Dexie.
import { answerKeys, keyCount } from '../../storage/answers-key';
import type { EvolutionData, OddsPointData } from '../../storage/odds-schema';
import { OddsCancelled, type OddsPool, type OddsRun } from './pool';
import type { OddsJob } from './protocol';

export interface Evolution {
  /** The key of the answers it was computed from (`answerKeys`): up to its last point. */
  key: string;
  points: OddsPoint[];
  moves: OddsMove[];
  /** The last point is the call the game was at, between a dawn and a day's end. */
  now?: boolean;
}

/**
 * The points as charted for a game at `count` answers: the current call,
 * beside the same day's earlier point, is « Maintenant » (a kept evolution
 * of an earlier call keeps that call's name).
 */
export function shownPoints(e: Evolution, count: number): OddsPoint[] {
  if (!e.now || keyCount(e.key) !== count) return e.points;
  return e.points.map((p, i) => (i === e.points.length - 1 ? { ...p, label: 'Maintenant' } : p));
}

/**
 * Plays `games` games on from a state: on the dialog's workers (`OddsPool.run`),
 * or on this thread in the background worker; the same figures either way.
 */
export type PlayOn = (job: Omit<OddsJob, 'from' | 'to'>, games: number) => OddsRun;

/** The games on a pool's workers. */
export const onPool =
  (pool: OddsPool): PlayOn =>
  (job, games) =>
    pool.run(job, games);

export interface EvolutionJob {
  /** Calls computed so far, and to compute (the refinement adds some as it goes). */
  progress(done: number, total: number): void;
  cancelled(): boolean;
  setRun(run: OddsRun | null): void;
  /** Points kept with the game; those of other answers, games or players are not used. */
  known?: readonly OddsPointData[];
  /** A point just computed, to keep. */
  computed?(point: OddsPointData): void;
  /** Chart the current call too (« Maintenant »); the background run charts the dawns and days only. Default: yes. */
  current?: boolean;
}

/** What is kept of an evolution. */
export const evolutionData = (e: Evolution, games: number, policy: PolicyId): EvolutionData => ({
  key: e.key,
  games,
  policy,
  points: e.points,
  moves: e.moves,
  ...(e.now ? { now: true } : {}),
});

export async function evolution(
  rules: AnyRuleset,
  game: { setup: GameSetup; answers: readonly Answer[] },
  games: number,
  policy: PolicyId,
  play: PlayOn,
  job: EvolutionJob,
): Promise<Evolution> {
  const states = statesOf(rules, game.setup, game.answers);
  const keys = answerKeys(game.answers);
  const seqs = chartSeqs(states);
  // Without the current call: the last point is the last dawn or day's end (or the end of the game).
  if (job.current === false && !states[states.length - 1]!.ended && seqs.length > 1) {
    const last = seqs[seqs.length - 1]!;
    if (!isTurn(states, last)) seqs.pop();
  }
  const points = new Map<number, OddsPoint>();
  for (const p of job.known ?? [])
    if (keys[p.seq] === p.key && p.games === games && p.policy === policy && p.seq < states.length)
      points.set(p.seq, { seq: p.seq, label: p.label, camps: p.camps });
  let computed = 0;
  let total = seqs.filter((k) => !points.has(k)).length;
  const at = async (k: number): Promise<OddsPoint> => {
    const state = states[k]!;
    let point = points.get(k);
    if (!point) {
      if (job.cancelled()) throw new OddsCancelled();
      const seed = oddsSeed(state);
      const run = play({ state, seed, policy }, games);
      job.setRun(run);
      const report: OddsReport = oddsReport(await run.done, state, seed, policy);
      job.setRun(null);
      point = pointOf(rules, state, report);
      points.set(k, point);
      job.computed?.({ ...point, seq: k, key: keys[k]!, games, policy, text: k > 0 ? answerText(state, k - 1) : null });
      job.progress(++computed, total);
    }
    return point;
  };
  const charted: OddsPoint[] = [];
  for (const k of seqs) charted.push({ ...(await at(k)), seq: k });
  // The current call of a game still going, neither a dawn nor a day's end: shown as « Maintenant » (`nowLabel`).
  const lastSeq = charted[charted.length - 1]!.seq;
  const now = !states[states.length - 1]!.ended && charted.length > 1 && !isTurn(states, lastSeq);
  const moves: OddsMove[] = [];
  for (const stretch of biggestStretches(charted)) {
    // The answers of the stretch that wrote in the log: the odds after each of them.
    const candidates: number[] = [];
    for (let k = stretch.from + 1; k <= stretch.to; k++) if (answerText(states[k]!, k - 1)) candidates.push(k);
    total += new Set(candidates.flatMap((k) => [k - 1, k]).filter((k) => !points.has(k))).size;
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
  job.progress(computed, computed);
  return { key: keys[lastSeq]!, points: charted, moves, ...(now ? { now } : {}) };
}

/** Whether the game turned (a dawn told, a day over) at answer count `k`. */
function isTurn(states: readonly GameState[], k: number): boolean {
  return k > 0 && turned(states[k - 1]!, states[k]!);
}
