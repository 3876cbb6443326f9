/**
 * Replay and undo. A game is its setup plus its answers; the state is their
 * fold. A timeline keeps checkpoints every few answers so that undo and
 * reloading replay only a short tail.
 */
import { apply, createGame } from './apply';
import type { AnyRuleset } from './ruleset';
import type { Answer, GameSetup, GameState, Result } from './types';

export const CHECKPOINT_EVERY = 25;

export interface Timeline<R = unknown> {
  setup: GameSetup;
  answers: Answer[];
  state: GameState<R>;
  /** States keyed by the number of answers applied to reach them. */
  checkpoints: Record<number, GameState<R>>;
}

/** Replay a whole log. A refused answer reports its index (`at`) and the engine's reason. */
export function replay<R>(
  rules: AnyRuleset,
  setup: GameSetup,
  answers: readonly Answer[],
): (Result<Timeline<R>> & { at?: undefined }) | { ok: false; error: string; at: number } {
  const created = createGame<R>(rules, setup);
  if (!created.ok) return created;
  return extend(rules, { setup: created.value.setup, answers: [], state: created.value, checkpoints: { 0: created.value } }, answers);
}

/** Continue from a stored snapshot (its `seq` answers already folded) with the answers after it. */
export function resume<R>(
  rules: AnyRuleset,
  setup: GameSetup,
  answers: readonly Answer[],
  snapshot: GameState<R> | undefined,
): ReturnType<typeof replay<R>> {
  if (!snapshot || snapshot.seq > answers.length || snapshot.rulesetId !== setup.rulesetId) return replay<R>(rules, setup, answers);
  const tl: Timeline<R> = { setup: snapshot.setup, answers: answers.slice(0, snapshot.seq), state: snapshot, checkpoints: { [snapshot.seq]: snapshot } };
  const res = extend(rules, tl, answers.slice(snapshot.seq));
  return res.ok ? res : replay<R>(rules, setup, answers);
}

function extend<R>(rules: AnyRuleset, start: Timeline<R>, more: readonly Answer[]): ReturnType<typeof replay<R>> {
  let tl = start;
  for (let i = 0; i < more.length; i++) {
    const next = push(rules, tl, more[i]!);
    const index = start.answers.length + i;
    if (!next.ok) return { ok: false, error: `Réponse n° ${index + 1} refusée : ${next.error}`, at: index };
    tl = next.value;
  }
  return { ok: true, value: tl };
}

export function push<R>(rules: AnyRuleset, tl: Timeline<R>, answer: Answer): Result<Timeline<R>> {
  const res = apply<R>(rules, tl.state, answer);
  if (!res.ok) return res;
  const answers = [...tl.answers, answer];
  const checkpoints = answers.length % CHECKPOINT_EVERY === 0 ? { ...tl.checkpoints, [answers.length]: res.state } : tl.checkpoints;
  return { ok: true, value: { ...tl, answers, state: res.state, checkpoints } };
}

/** Drop the last `count` answers and replay from the nearest checkpoint. */
export function undo<R>(rules: AnyRuleset, tl: Timeline<R>, count = 1): Timeline<R> {
  const keep = Math.max(0, tl.answers.length - count);
  const base = Math.max(-1, ...Object.keys(tl.checkpoints).map(Number).filter((k) => k <= keep));
  if (base < 0) {
    const full = replay<R>(rules, tl.setup, tl.answers.slice(0, keep));
    if (!full.ok) throw new Error(`Undo could not replay: ${full.error}`);
    return full.value;
  }
  let state = tl.checkpoints[base]!;
  for (let i = base; i < keep; i++) {
    const res = apply<R>(rules, state, tl.answers[i]!);
    if (!res.ok) throw new Error(`Undo could not replay answer ${i}: ${res.error}`);
    state = res.state;
  }
  const checkpoints: Record<number, GameState<R>> = {};
  for (const [k, v] of Object.entries(tl.checkpoints)) if (Number(k) <= keep) checkpoints[Number(k)] = v;
  return { setup: tl.setup, answers: tl.answers.slice(0, keep), state, checkpoints };
}
