/**
 * Effects: what the app must do once an answer moved the game on (the engine
 * never does I/O). They are computed once, by `apply`, for the call that is
 * now current; the app runs exactly these and never recomputes them from the
 * view (xstate's « the transition returns the effects to run »).
 */
import { announcedNow } from './announcements';
import type { TextDoc } from './documents';
import type { AnyRuleset } from './ruleset';
import { inertReason, stepDef } from './steps';
import type { GameEnd, GameState, PlayerId } from './types';
import { typesetDoc, typesetter } from './typeset';

export type Effect =
  /**
   * Read these lines to the table before the call: every public consequence
   * of the answer that led here (a death, a card turned over, a grief, a last
   * shot, a successor), in the order it happened.
   */
  | { type: 'announce'; lines: string[] }
  /** Wake (or tap) these players for the call. */
  | { type: 'wake'; players: PlayerId[] }
  /**
   * Run a timer for the call. `publicLabel`: how the players' screen shows it,
   * or null when it stays on the MJ's screen (a night's timer).
   */
  | { type: 'timer'; seconds: number; label: string; publicLabel: string | null }
  /** Ring: the call wants the table's attention (the village wakes). */
  | { type: 'ring' }
  /** Texts the MJ copies at this call (forum posts, private messages). */
  | { type: 'documents'; docs: TextDoc[] }
  | { type: 'gameOver'; end: GameEnd };

const isDayLike = (phase: string): boolean => phase === 'day' || phase === 'deadline';

/** The effects of the call now current in `s` (only the announcements for an inert call: it is only read). */
export function effectsOf<R>(rules: AnyRuleset, s: GameState<R>): Effect[] {
  const lines = announcedNow(s);
  const effects: Effect[] = lines.length > 0 ? [{ type: 'announce', lines }] : [];
  if (s.ended) return [...effects, { type: 'gameOver', end: s.ended }];
  const head = s.agenda[0];
  if (!head || inertReason(rules, s, head) !== null) return effects;
  const def = stepDef(rules, head.step);
  const wakes = def.wakes?.(s, head.args) ?? [];
  if (wakes.length > 0) effects.push({ type: 'wake', players: wakes });
  const seconds = def.timer?.(s, head.args) ?? null;
  if (seconds) {
    const hook = rules.publicity?.timer;
    const publicLabel = hook ? hook(s, head.step) : isDayLike(s.clock.phase) ? def.title : null;
    effects.push({ type: 'timer', seconds, label: def.title, publicLabel });
  }
  if (def.ring?.(s, head.args)) effects.push({ type: 'ring' });
  const docs = def.documents?.(s, head.args) ?? [];
  const set = typesetter(rules);
  if (docs.length > 0) effects.push({ type: 'documents', docs: docs.map((doc) => typesetDoc(doc, set)) });
  return effects;
}

/** The first effect of a kind, for the app's panels (a timer, the documents). */
export function effectOf<K extends Effect['type']>(
  effects: readonly Effect[],
  type: K,
): Extract<Effect, { type: K }> | undefined {
  return effects.find((e): e is Extract<Effect, { type: K }> => e.type === type);
}
