/**
 * The answers a test driver may give, typed as `src` types them: a ruleset's
 * step ids come from its types (`StepId<T>`), and each step's answer from its
 * definition's prompt (`AnswerOf`), as `stepsOf<T>()` gives them to `resolve`.
 *
 * The ruleset's table (`steps: StepTable<T>`) keeps only the ids, so a test
 * reads the answers from the step definitions themselves: the modules that
 * declare them, imported as types (`import type * as night from …`). A step
 * no listed module declares would take any answer: each ruleset's typed table
 * has a type test that none is left out (`Untyped<…>` is `never`).
 *
 * Names stand for ids in a test's answers (`PlayerId` is a string), so the
 * engine's answer types fit them as they are.
 */
import type { Answer, AnswerOf, AnyAnswer, RulesetTypes, StepId, TokenEdit } from '../../src/engine';

/** What a driver knows of the answers: each step's, each invoked action's. */
export interface Answers {
  steps: Record<string, unknown>;
  actions: Record<string, unknown>;
}

/** The step (or action) definitions among a module's exports, lists and records of them opened. */
export type DefsIn<M> = M[keyof M] extends infer V
  ? V extends { id: string; prompt: unknown }
    ? V
    : V extends readonly (infer E)[]
      ? E
      : V extends Record<string, unknown>
        ? V[keyof V]
        : never
  : never;

/** Each definition's id and the answer its prompt takes. */
export type AnswersOf<Defs> = {
  [D in Defs as D extends { id: infer K extends string; prompt: unknown } ? K : never]: D extends {
    prompt: (...args: never[]) => infer P;
  }
    ? AnswerOf<P>
    : never;
};

/** The actions the engine handles for every ruleset (the MJ's tokens, `TOKEN_ACTION`). */
export type EngineActions = {
  'veilleur:marqueur': TokenEdit;
};

/**
 * A ruleset's answers: every step and action id of `T`, each answered as its
 * definition among `Steps`/`Actions` says, and the engine's own actions.
 */
export interface Typed<T extends RulesetTypes, Steps, Actions = never> {
  steps: { [K in StepId<T>]: K extends keyof AnswersOf<Steps> ? AnswersOf<Steps>[K] : AnyAnswer };
  actions: {
    [A in T['actions']]: A extends keyof AnswersOf<Actions> ? AnswersOf<Actions>[A] : AnyAnswer;
  } & EngineActions;
}

/** The step and action ids whose definition was not found among the listed modules (must be `never`). */
export type Untyped<T extends RulesetTypes, Steps, Actions = never> =
  Exclude<StepId<T>, keyof AnswersOf<Steps>> | Exclude<T['actions'], keyof AnswersOf<Actions>>;

/**
 * The ids of a ruleset's answers: none at all for a table of any id
 * (`Record<string, …>`), so that an untyped driver can be declared but
 * takes no step and no action, and no test is written on one again.
 */
type IdsOf<R> = string extends keyof R ? never : keyof R & string;

/** A step id the driver takes. */
export type StepOf<D extends Answers> = IdsOf<D['steps']>;

/** An action id the driver takes. */
export type ActionOf<D extends Answers> = IdsOf<D['actions']>;

/** The answer parameter: optional where `null` (« Suivant ») is an answer. */
export type ValueParam<A> = null extends A ? [value?: A] : [value: A];

/**
 * An answer built outside a table (a stored log, a replay), its step id and
 * value checked as a table's `play` checks them: `answerOf<TAnswers>()` gives
 * Thiercelieux's, so `answer('voyant', …)` fails the typecheck. The value is
 * the engine's: ids, not names.
 */
export const answerOf =
  <D extends Answers>() =>
  <K extends StepOf<D>>(step: K, value: D['steps'][K]): Answer => ({
    kind: 'answer',
    step,
    value: value as Answer['value'],
  });

/**
 * One planned answer of a scenario a test walks itself: a step id and its
 * value (or the value worked out from the call's prompt), typed as `play`
 * types them. `Planned<QAnswers>[]` refuses `['vot', …]` and `['vote', ['Ana']]`.
 */
export type Planned<D extends Answers, Ctx = never> = {
  [K in StepOf<D>]: [step: K, value: D['steps'][K] | ((ctx: Ctx) => D['steps'][K])];
}[StepOf<D>];
