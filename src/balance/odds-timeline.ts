/**
 * How the odds moved over a game (issue 24): the calls worth charting (the
 * first call, the first call after each dawn and after each day, the current
 * call), and the moves between them. The biggest moves are then pinned on
 * the answer that made them: the odds are computed again after each answer
 * of the stretch, and the answer with the largest jump names the move by
 * what it wrote in the MJ's log (« Nuit 2 : la Sorcière sauve Ana »).
 */
import { apply, clockLabel, createGame, type AnyRuleset, type Answer, type GameSetup, type GameState } from '../engine';
import type { OddsReport } from './odds';

/** The game after each answer: `states[k]` after k answers (`states[0]`: the first call). */
export function statesOf(rules: AnyRuleset, setup: GameSetup, answers: readonly Answer[]): GameState[] {
  const created = createGame(rules, setup);
  if (!created.ok) throw new Error(created.error);
  const states = [created.value];
  for (const a of answers) {
    const res = apply(rules, states[states.length - 1]!, a);
    if (res.kind !== 'accepted') break;
    states.push(res.state);
  }
  return states;
}

/** The night, its dawn included: a point is charted once the dawn is told (the day begins) and once the day is over. */
const isNight = (s: GameState): boolean =>
  s.clock.phase === 'night' || s.clock.phase === 'dawn' || s.clock.phase === 'setup';

/** Whether the game went from night to day or back between these two calls (a dawn told, a day over). */
export const turned = (before: GameState, after: GameState): boolean => isNight(before) !== isNight(after);

/**
 * The answers' counts to chart: 0, each call where the game leaves the night
 * (after the dawn) or enters it (after the day), and the last state.
 */
export function chartSeqs(states: readonly GameState[]): number[] {
  const out = [0];
  for (let k = 1; k < states.length; k++) if (turned(states[k - 1]!, states[k]!)) out.push(k);
  if (out[out.length - 1] !== states.length - 1) out.push(states.length - 1);
  return out;
}

/** One charted call's odds: each camp's chance. */
export interface OddsPoint {
  seq: number;
  /** « Nuit 2 », « Jour 1 »… */
  label: string;
  camps: Record<string, number>;
}

export function pointOf(rules: AnyRuleset, state: GameState, report: OddsReport): OddsPoint {
  const camps: Record<string, number> = {};
  for (const c of rules.camps) camps[c.id] = 0;
  for (const [id, c] of Object.entries(report.camps)) camps[id] = c.rate;
  return { seq: state.seq, label: clockLabel(state.clock, rules.calendar?.day1), camps };
}

/** The largest change of a camp's chance from `a` to `b`: which camp, from, to. */
export function swing(a: OddsPoint, b: OddsPoint): { camp: string; from: number; to: number; size: number } {
  let best = { camp: '', from: 0, to: 0, size: -1 };
  for (const camp of new Set([...Object.keys(a.camps), ...Object.keys(b.camps)])) {
    const from = a.camps[camp] ?? 0;
    const to = b.camps[camp] ?? 0;
    if (Math.abs(to - from) > best.size) best = { camp, from, to, size: Math.abs(to - from) };
  }
  return best;
}

/** The `n` stretches between charted points where a camp's chance moved most, largest first (ties: earliest). */
export function biggestStretches(points: readonly OddsPoint[], n = 3): { from: number; to: number; size: number }[] {
  const stretches = [];
  for (let i = 1; i < points.length; i++)
    stretches.push({ from: points[i - 1]!.seq, to: points[i]!.seq, size: swing(points[i - 1]!, points[i]!).size });
  return stretches
    .filter((s) => s.size > 0)
    .sort((x, y) => y.size - x.size || x.from - y.from)
    .slice(0, n);
}

/** What answer `k` (0-based) wrote in the log: its first line that is not a call without effect. */
export function answerText(after: GameState, k: number): string | null {
  const e = after.events.find((ev) => ev.seq === k && ev.type !== 'inert');
  return e ? e.text : null;
}

/** A move, named by the answer that made it. */
export interface OddsMove {
  /** The answer (0-based index in the log). */
  answer: number;
  label: string;
  text: string;
  camp: string;
  from: number;
  to: number;
}
