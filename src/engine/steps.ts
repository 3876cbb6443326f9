/** Looking up a ruleset's steps, and whether the current call acts. */
import { own } from './lookup';
import type { AnyRuleset } from './ruleset';
import type { ActionDef, StepDef } from './step';
import type { AgendaItem, GameState } from './types';
import type { RulesetTypes } from './types-of';

/** A step of the ruleset whatever its types, as the engine calls it. */
export type AnyStep = StepDef<RulesetTypes, string>;

/** An invoked action of the ruleset whatever its types, as the engine calls it. */
export type AnyAction = ActionDef<RulesetTypes, string>;

export function stepDef(rules: AnyRuleset, step: string): AnyStep {
  const def = own(rules.steps, step);
  if (!def) throw new Error(`Unknown step "${step}" in ruleset ${rules.id}`);
  return def;
}

/**
 * The call a state was left waiting on by the agenda walk (`apply.ts`
 * `settle`), with its inert reason: the walk asked the call's `inert` (a query
 * over the whole state) to know whether it is called, and whoever shows or
 * answers that call next (the playout's `headCall`, `apply`, the effects)
 * asks it again of the same state. A state is never written once made, so the
 * answer holds for that very state and call.
 */
const settled: { rules: AnyRuleset | null; state: GameState | null; item: AgendaItem | null; inert: string | null } = {
  rules: null,
  state: null,
  item: null,
  inert: null,
};

/** Record that `state` waits on `item`, whose inert reason is `inert` (as `inertReason` would give it). */
export function settledOn(rules: AnyRuleset, state: GameState, item: AgendaItem, inert: string | null): void {
  // One record, written in place: the walk settles once per answer.
  settled.rules = rules;
  settled.state = state;
  settled.item = item;
  settled.inert = inert;
}

/** Why the call `item` has no effect, or null when it acts. */
export function inertReason(rules: AnyRuleset, s: GameState, item: AgendaItem): string | null {
  const last = settled;
  if (last.state === s && last.item === item && last.rules === rules) return last.inert;
  return stepDef(rules, item.step).inert?.(s, item.args) ?? null;
}

/** `calledInert`'s answer for a call that is not called at all. */
export const NOT_CALLED: unique symbol = Symbol('not called');

/**
 * Whether `item` is called at all (it happens, and if inert, inert calls are
 * read aloud), and if so its inert reason (null: it acts), found on the way:
 * the agenda walk needs both, and `inert` is a query over the whole state.
 */
export function calledInert(rules: AnyRuleset, s: GameState, item: AgendaItem): string | null | typeof NOT_CALLED {
  const def = stepDef(rules, item.step);
  if (def.when && !def.when(s, item.args)) return NOT_CALLED;
  const inert = def.inert?.(s, item.args) ?? null;
  return inert === null || (def.callInert ? def.callInert(s) : rules.callInert(s)) ? inert : NOT_CALLED;
}

/** Whether `item` is called at all: it happens, and if inert, inert calls are read aloud. */
export function isCalled(rules: AnyRuleset, s: GameState, item: AgendaItem): boolean {
  return calledInert(rules, s, item) !== NOT_CALLED;
}
