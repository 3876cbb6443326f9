/**
 * A woken role that does nothing at its consecutive calls (issue 21): the
 * Sorcière shakes her head at « potion de vie », then at « potion de mort ».
 * Awake once, asked both questions in a row, she answers both at once; the
 * MJ taps once (« Rien (2 appels) ») and each call still gets its own answer
 * in the log, the very one the MJ would have tapped at it (« Ne pas
 * sauver », then « Personne »), so replay and export are those of the calls
 * answered one by one.
 *
 * As callGroup.ts does, the next calls are found by applying the quiet answer
 * to the state as it is (never written) and reading the call that comes. The
 * series holds while each call wakes the very same players, takes a « do
 * nothing » answer and asks nothing else of the MJ; it stops before anything
 * that needs a screen of its own. Only at night, as the guided night.
 */
import {
  apply,
  BUTTON_WORDS,
  currentCall,
  effectOf,
  type AnyRuleset,
  type CallView,
  type Effect,
  type GameState,
  type Json,
  type Prompt,
} from '../../engine';
import { GROUP_MAX, type GroupedCall } from './callGroup';
import { asksMoreOfTheMJ, asksTheMJ } from './quietCall';

export interface SeriesCall extends GroupedCall {
  /** The answer the MJ's « do nothing » tap gives at this call. */
  answer: Json;
  /** That tap's button, as the call's own screen shows it. */
  label: string;
}

/** The answer a prompt takes when the player does nothing, and its button's label; null: no such answer. */
export function quietAnswer(prompt: Prompt): { value: Json; label: string } | null {
  switch (prompt.kind) {
    case 'yesno':
      return { value: false, label: prompt.no ?? 'Non' };
    case 'players':
      return prompt.min === 0 ? { value: [], label: BUTTON_WORDS.nobody } : null;
    case 'choice': {
      // The option the ruleset says means « nothing » (« Rien cette nuit », « Pas d’attaque »…), unless shut now.
      const none = prompt.none === undefined || prompt.closed?.[prompt.none] ? undefined : prompt.none;
      const option = prompt.options.find((o) => o.value === none);
      return option ? { value: option.value, label: option.label } : null;
    }
    default:
      return null;
  }
}

const wakes = (effects: readonly Effect[]): string => [...(effectOf(effects, 'wake')?.players ?? [])].sort().join(' ');

/** Nothing on this call needs the MJ beyond the answer: no map, timer, document, ring, announcement, hands. */
function bare(call: CallView, effects: readonly Effect[]): boolean {
  if (call.places || asksTheMJ(call.line) || call.notes.some(asksTheMJ)) return false;
  return !asksMoreOfTheMJ(effects);
}

/**
 * The calls from the one current in `state` (its `effects` as the last answer gave them) that the players it wakes
 * may pass together, in order, each with its « do nothing » answer; fewer than two: none.
 */
export function quietSeries(rules: AnyRuleset, state: GameState, effects: readonly Effect[]): SeriesCall[] {
  const first = currentCall(rules, state);
  const who = wakes(effects);
  if (!first || state.clock.phase !== 'night' || first.inert !== null || who === '' || first.places) return [];
  const out: SeriesCall[] = [];
  let s = state;
  let fx = effects;
  let call: CallView | null = first;
  while (call && out.length < GROUP_MAX) {
    const quiet = call.inert === null ? quietAnswer(call.prompt) : null;
    // The next call must wake the same players, awake already, and ask them nothing but the same « nothing ».
    if (!quiet || wakes(fx) !== who || (out.length > 0 && !bare(call, fx))) break;
    if (s.clock.phase !== state.clock.phase || s.clock.day !== state.clock.day) break;
    out.push({ call, effects: fx, state: s, answer: quiet.value, label: quiet.label });
    const next = apply(rules, s, { kind: 'answer', step: call.step, value: quiet.value });
    // Refused, a die to roll at the table, or the game over: this call is the last of the series.
    if (next.kind !== 'accepted' || next.state.ended) break;
    s = next.state;
    fx = next.effects;
    call = currentCall(rules, s);
  }
  return out.length >= 2 ? out : [];
}
