/**
 * Replay and undo. A game is its setup plus its answers; the state is their
 * fold. A timeline keeps checkpoints every few answers so that undo and
 * reloading replay only a short tail, and the effects of its current call
 * (computed once, by the answer that led there).
 */
import { apply, startGame } from './apply';
import { effectsOf, type Effect } from './effects';
import type { Rejection } from './outcome';
import type { AnyRuleset } from './ruleset';
import type { Answer, GameSetup, GameState, Result } from './types';

export const CHECKPOINT_EVERY = 25;

export interface Timeline<R = unknown> {
  setup: GameSetup;
  answers: Answer[];
  state: GameState<R>;
  /** What the app must do at the current call (wake, timer, documents, game over). */
  effects: Effect[];
  /** States keyed by the number of answers applied to reach them. */
  checkpoints: Record<number, GameState<R>>;
}

/** A replay that stopped: the answer at index `at` was not taken (`outcome` says why), or the setup itself failed (`at` -1). */
export interface ReplayFailure<R> {
  ok: false;
  error: string;
  at: number;
  outcome?: Rejection;
  /** The game up to the last answer taken (absent when the setup failed). */
  partial?: Timeline<R>;
}

export type Replayed<R> = { ok: true; value: Timeline<R> } | ReplayFailure<R>;

/** Replay a whole log. A refused answer reports its index (`at`), the engine's outcome and the game up to it. */
export function replay<R>(rules: AnyRuleset, setup: GameSetup, answers: readonly Answer[]): Replayed<R> {
  const started = startGame<R>(rules, setup);
  if (!started.ok) return { ok: false, error: started.error, at: -1 };
  const { state, effects } = started.value;
  return extend(rules, { setup: state.setup, answers: [], state, effects, checkpoints: { 0: state } }, answers);
}

/** Continue from a stored snapshot (its `seq` answers already folded) with the answers after it. */
export function resume<R>(
  rules: AnyRuleset,
  setup: GameSetup,
  answers: readonly Answer[],
  snapshot: GameState<R> | undefined,
): Replayed<R> {
  if (!snapshot || snapshot.seq > answers.length || snapshot.rulesetId !== setup.rulesetId)
    return replay<R>(rules, setup, answers);
  // A snapshot keeps no effects: they are the engine's own for its call (the same function `apply` ends with).
  const tl: Timeline<R> = {
    setup: snapshot.setup,
    answers: answers.slice(0, snapshot.seq),
    state: snapshot,
    effects: effectsOf(rules, snapshot),
    checkpoints: { [snapshot.seq]: snapshot },
  };
  const res = extend(rules, tl, answers.slice(snapshot.seq));
  return res.ok ? res : replay<R>(rules, setup, answers);
}

function extend<R>(rules: AnyRuleset, start: Timeline<R>, more: readonly Answer[]): Replayed<R> {
  let tl = start;
  for (let i = 0; i < more.length; i++) {
    const next = push(rules, tl, more[i]!);
    const index = start.answers.length + i;
    if (!next.ok)
      return {
        ok: false,
        error: `Réponse n° ${index + 1} refusée : ${next.outcome.reason}`,
        at: index,
        outcome: next.outcome,
        partial: tl,
      };
    tl = next.value;
  }
  return { ok: true, value: tl };
}

export type Pushed<R> = { ok: true; value: Timeline<R> } | { ok: false; outcome: Rejection };

export function push<R>(rules: AnyRuleset, tl: Timeline<R>, answer: Answer): Pushed<R> {
  const res = apply<R>(rules, tl.state, answer);
  if (res.kind !== 'accepted') return { ok: false, outcome: res };
  const answers = [...tl.answers, answer];
  const checkpoints =
    answers.length % CHECKPOINT_EVERY === 0 ? { ...tl.checkpoints, [answers.length]: res.state } : tl.checkpoints;
  return { ok: true, value: { ...tl, answers, state: res.state, effects: res.effects, checkpoints } };
}

/** Drop the last `count` answers and replay from the nearest checkpoint. */
export function undo<R>(rules: AnyRuleset, tl: Timeline<R>, count = 1): Timeline<R> {
  const keep = Math.max(0, tl.answers.length - count);
  const base = Math.max(
    -1,
    ...Object.keys(tl.checkpoints)
      .map(Number)
      .filter((k) => k <= keep),
  );
  if (base < 0) {
    const full = replay<R>(rules, tl.setup, tl.answers.slice(0, keep));
    if (!full.ok) throw new Error(`Undo could not replay: ${full.error}`);
    return full.value;
  }
  let state = tl.checkpoints[base]!;
  for (let i = base; i < keep; i++) {
    const res = apply<R>(rules, state, tl.answers[i]!);
    if (res.kind !== 'accepted') throw new Error(`Undo could not replay answer ${i}: ${res.reason}`);
    state = res.state;
  }
  const checkpoints: Record<number, GameState<R>> = {};
  for (const [k, v] of Object.entries(tl.checkpoints)) if (Number(k) <= keep) checkpoints[Number(k)] = v;
  return { setup: tl.setup, answers: tl.answers.slice(0, keep), state, effects: effectsOf(rules, state), checkpoints };
}

/** `Result` of a replay, for callers that only need the message. */
export function replayResult<R>(r: Replayed<R>): Result<Timeline<R>> {
  return r.ok ? r : { ok: false, error: r.error };
}
