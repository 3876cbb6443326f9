/**
 * The calls the MJ may read one after the other on one screen, by hand
 * (issue 21): from the call on screen, each next call that needs nothing but
 * « Suivant » and gives the MJ nothing to do (quietCall.ts). The
 * table still hears every call in the book's order (000/001 call dead or
 * absent roles on purpose): the screen lists them all, and one tap sends each
 * one's « Suivant » in turn, each a separate answer in the log.
 *
 * The engine is pure, so looking ahead is applying « Suivant » to the state
 * as it is (never written) and reading the next call. Only at night; the run
 * stops before anything that needs the screen to itself: a decision, a
 * timer, a document to copy, a map, a note asking the MJ's hands for
 * something, a head to wake, announcements or a ring (the
 * village wakes), the end of the night, a die the table rolls by hand, the
 * end of the game.
 */
import {
  apply,
  currentCall,
  effectOf,
  type AnyRuleset,
  type CallView,
  type Effect,
  type GameState,
} from '../../engine';
import { quietCall } from './quietCall';

export interface GroupedCall {
  call: CallView;
  /** What the engine said to do at this call (who wakes). */
  effects: readonly Effect[];
  /** The state this call is current in (what the voice may say there is read from it). */
  state: GameState;
}

/** A screen of more calls than this is a wall of text: the MJ loses their place. */
export const GROUP_MAX = 12;

/**
 * Whether `call` may be on this screen: the first (on screen above the list, its announcements and notes with it)
 * needs nothing but « Suivant »; a later one also gives the MJ nothing to do (quietCall.ts), or it would be lost in
 * the list (the night's map, heads to wake or touch, a card to show).
 */
function readOnly(call: CallView, effects: readonly Effect[], first: boolean): boolean {
  if (!first) return quietCall(call, effects);
  if (call.prompt.kind !== 'ack' || call.places) return false;
  return !(effectOf(effects, 'timer') || effectOf(effects, 'documents') || effectOf(effects, 'gameOver'));
}

/**
 * The calls from the one current in `state` (its `effects` as the last answer gave them) that may share one
 * screen, in order; fewer than two: no group, the call has its screen as ever.
 */
export function callsAhead(rules: AnyRuleset, state: GameState, effects: readonly Effect[]): GroupedCall[] {
  const out: GroupedCall[] = [];
  let s = state;
  let fx = effects;
  while (out.length < GROUP_MAX) {
    const call = currentCall(rules, s);
    // Only at night, as the guided night's automatic calls: the setup and the day are the table's, one call at a time.
    if (!call || s.clock.phase !== 'night' || !readOnly(call, fx, out.length === 0)) break;
    if (s.clock.phase !== state.clock.phase || s.clock.day !== state.clock.day) break;
    out.push({ call, effects: fx, state: s });
    const next = apply(rules, s, { kind: 'answer', step: call.step, value: null });
    // Refused, a die to roll at the table, or the game over: this call is the last of the screen.
    if (next.kind !== 'accepted' || next.state.ended) break;
    s = next.state;
    fx = next.effects;
  }
  return out.length >= 2 ? out : [];
}
