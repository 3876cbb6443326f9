/**
 * A ruleset's types, declared once in its `types.ts` and read everywhere else:
 * its own state, its players' markers, its steps (each id with the arguments
 * it is scheduled with) and its invoked actions. The compiler then checks
 * every step id a table or a flow names, every argument a reaction passes,
 * and every marker a rule reads.
 */
import type { GameState, Json, Markers } from './types';

/**
 * Declare the bundle with `type` aliases, not `interface`s: an interface has
 * no index signature, so it would not fit `Markers` or the steps' record.
 */
export interface RulesetTypes {
  /** The ruleset's own state (`GameState.rs`). */
  rs: unknown;
  /** Each marker id and the value it holds. */
  markers: Markers;
  /** Each step id and its arguments (`undefined`: none). */
  steps: Record<string, Json | undefined>;
  /** The ids of the actions a player may invoke (`never`: none). */
  actions: string;
}

/** The state of a game of this ruleset. */
export type Game<T extends RulesetTypes> = GameState<T['rs'], T['markers']>;

/** A step id of this ruleset. */
export type StepId<T extends RulesetTypes> = keyof T['steps'] & string;

/** The arguments step `K` is scheduled with. */
export type ArgsOf<T extends RulesetTypes, K extends StepId<T>> = T['steps'][K];

/** How a scheduling call passes step `K`'s arguments: nothing for a step without, required otherwise. */
export type ArgsParam<T extends RulesetTypes, K extends StepId<T>> = undefined extends T['steps'][K]
  ? [args?: T['steps'][K]]
  : [args: T['steps'][K]];

/** The steps scheduled with no arguments (most of a night table). */
export type PlainStepId<T extends RulesetTypes> = {
  [K in StepId<T>]: [T['steps'][K]] extends [undefined] ? K : never;
}[StepId<T>];

/** The steps that need their arguments. */
export type ArgStepId<T extends RulesetTypes> = Exclude<StepId<T>, PlainStepId<T>>;

/**
 * One call of an agenda, as a flow or a table schedules it. The plain steps
 * form one object type (not one per id), so that a table of a hundred step ids
 * held in variables still fits it.
 */
export type Call<T extends RulesetTypes> =
  | { step: PlainStepId<T>; args?: undefined }
  | {
      [K in ArgStepId<T>]: undefined extends T['steps'][K]
        ? { step: K; args?: T['steps'][K] }
        : { step: K; args: T['steps'][K] };
    }[ArgStepId<T>];
