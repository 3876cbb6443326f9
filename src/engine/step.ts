/**
 * Steps and actions: the calls a ruleset declares. A step says when it
 * happens, which card it calls, the line to read and its prompt; the type of
 * the answer its `validate` and `resolve` receive follows from that prompt
 * (`AnswerOf`), and its arguments from the ruleset's types (`ArgsOf`).
 *
 * Write a step through the ruleset's `step` helper so that the compiler
 * infers the prompt from the `prompt` function (list `prompt` before
 * `validate` and `resolve`):
 *
 *   const step = stepsOf<MyTypes>();
 *   export const voyante = step({ id: 'voyante', …, prompt: (s) => ({ kind: 'players', … }), resolve(ctx, [target]) { … } });
 */
import type { Ctx } from './ctx';
import type { TextDoc } from './documents';
import type { PlaceRow } from './places';
import type { AnswerOf, Prompt } from './prompts';
import type { ArgsOf, Game, RulesetTypes, StepId } from './types-of';
import type { PhaseId, PlayerId } from './types';

/**
 * Why an answer is refused: the MJ's French reason, and optionally the rule
 * book line it applies (`002:61`), shown in the MJ's « Pourquoi ? ».
 */
export type Refusal = string | { reason: string; rule: string };

export interface StepDef<T extends RulesetTypes, K extends StepId<T> = StepId<T>, P extends Prompt = Prompt> {
  id: K;
  /** Short title for the night's progress list (« La Voyante »). */
  title: string;
  phase?: PhaseId;
  /** The role card this step calls, for the dead/absent/asleep logic. */
  role?: string;
  /**
   * The book line(s) this call applies (`000:313`, `001:158-165`): a refusal
   * of its prompt (a player not among the candidates, too many, a ballot
   * missing) names it in the MJ's « Pourquoi ? ».
   */
  rule?: string;
  /** False: this step does not happen (role not in the game, wrong weekday…). */
  when?(s: Game<T>, args: ArgsOf<T, K>): boolean;
  /**
   * A reason the call has no effect (dead, asleep, powerless), or null. An inert
   * step is still called when `callInert` says so, with the reason shown to the MJ.
   */
  inert?(s: Game<T>, args: ArgsOf<T, K>): string | null;
  /** Whether an inert call is still read aloud (default: the ruleset's `callInert`). */
  callInert?(s: Game<T>): boolean;
  /** Runs when the step becomes current (dice rolled before the MJ sees the call). */
  enter?(ctx: Ctx<T>, args: ArgsOf<T, K>): void;
  /** The line the MJ reads aloud. */
  line(s: Game<T>, args: ArgsOf<T, K>): string;
  /** Private notes for the MJ's eyes (what to show, what happened). */
  notes?(s: Game<T>, args: ArgsOf<T, K>): string[];
  /** Players the MJ wakes or taps for this call. */
  wakes?(s: Game<T>, args: ArgsOf<T, K>): PlayerId[];
  /** Whether the app rings when this call comes up (the village wakes). */
  ring?(s: Game<T>, args: ArgsOf<T, K>): boolean;
  /** No prompt: the step resolves by itself when reached (bookkeeping rows). */
  auto?: boolean;
  prompt(s: Game<T>, args: ArgsOf<T, K>): P;
  /** Rule checks beyond the prompt's shape; a French reason when refused. */
  validate?(s: Game<T>, value: AnswerOf<P>, args: ArgsOf<T, K>): Refusal | null;
  resolve(ctx: Ctx<T>, value: AnswerOf<P>, args: ArgsOf<T, K>): void;
  /** True keeps the call current after this answer (an order book collecting orders). */
  repeat?(s: Game<T>, value: AnswerOf<P>, args: ArgsOf<T, K>): boolean;
  /** A timer the UI runs for this call (seconds). */
  timer?(s: Game<T>, args: ArgsOf<T, K>): number | null;
  /** Texts the MJ copies at this call (forum posts, private messages, a vote recap). */
  documents?(s: Game<T>, args: ArgsOf<T, K>): TextDoc[];
  /** Where everyone is, for a call that shows the MJ a map of places (Quinte-bourg's row P). */
  places?(s: Game<T>, args: ArgsOf<T, K>): PlaceRow[];
}

/** An action a player may invoke at any moment (a Fusil, an MJ's exclusion…). */
export interface ActionDef<T extends RulesetTypes, A extends T['actions'] = T['actions'], P extends Prompt = Prompt> {
  id: A;
  title: string;
  /** The book line(s) this action applies: a refusal of its prompt, or of the action now, names it. */
  rule?: string;
  /** Whether it can be invoked now. */
  available(s: Game<T>): boolean;
  /** Why it cannot be invoked now, with its rule, when a rule says so (else a plain « pas possible maintenant »). */
  unavailable?(s: Game<T>): Refusal | null;
  line(s: Game<T>): string;
  prompt(s: Game<T>): P;
  validate?(s: Game<T>, value: AnswerOf<P>): Refusal | null;
  resolve(ctx: Ctx<T>, value: AnswerOf<P>): void;
}

/** Every step of a ruleset, by id: a table naming a step that does not exist fails the typecheck. */
export type StepTable<T extends RulesetTypes> = { [K in StepId<T>]: StepDef<T, K> };

/** Every invoked action of a ruleset, by id. */
export type ActionTable<T extends RulesetTypes> = { [A in T['actions']]: ActionDef<T, A> };

/**
 * The ruleset's step helper: `const step = stepsOf<MyTypes>()`. It returns its
 * argument unchanged; it exists so that the compiler infers the prompt (`const`
 * keeps a choice's option values as a union) and types the answer from it.
 */
export function stepsOf<T extends RulesetTypes>() {
  return <K extends StepId<T>, const P extends Prompt>(def: StepDef<T, K, P>): StepDef<T, K, P> => def;
}

/** The same for invoked actions: `const action = actionsOf<MyTypes>()`. */
export function actionsOf<T extends RulesetTypes>() {
  return <A extends T['actions'], const P extends Prompt>(def: ActionDef<T, A, P>): ActionDef<T, A, P> => def;
}

/** A list of steps (or actions) indexed by id, each id keeping its own step type. */
export type Indexed<D extends { id: string }> = { [X in D as X['id']]: X };

/**
 * Index a list of steps (or actions) by id. Assign the result to the ruleset's
 * `StepTable`: a step missing from the list, or named twice, fails there.
 */
export function tableOf<D extends { id: string }>(defs: readonly D[]): Indexed<D> {
  const out: Record<string, D> = {};
  for (const d of defs) {
    if (Object.prototype.hasOwnProperty.call(out, d.id)) throw new Error(`Step or action "${d.id}" is declared twice`);
    out[d.id] = d;
  }
  // Built key by key from the list: the mapped type says the same thing, which the loop cannot show the compiler.
  return out as Indexed<D>;
}

/**
 * A definition as one object literal holding every field the engine reads of
 * a step or an action, absent ones `undefined`, in one order: every call of
 * every ruleset then has one shape, and the engine's reads (`def.when`,
 * `def.enter`, `def.prompt`… several per answer) meet one shape instead of
 * the hundred or so the rulesets' helpers build (V8 reads a field it has met
 * in a few shapes inline, in many through a slow lookup). A field the engine
 * does not list is kept, after them.
 */
export function oneShape(d: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {
    id: d.id,
    title: d.title,
    phase: d.phase,
    role: d.role,
    rule: d.rule,
    when: d.when,
    inert: d.inert,
    callInert: d.callInert,
    enter: d.enter,
    line: d.line,
    notes: d.notes,
    wakes: d.wakes,
    ring: d.ring,
    auto: d.auto,
    prompt: d.prompt,
    validate: d.validate,
    resolve: d.resolve,
    repeat: d.repeat,
    timer: d.timer,
    documents: d.documents,
    places: d.places,
    available: d.available,
    unavailable: d.unavailable,
  };
  for (const k in d) if (!(k in out)) out[k] = d[k];
  return out;
}

/**
 * A step (or action) table with each call's book line set from `lines`, a
 * record over every id of the table: a call left without its rule fails the
 * typecheck. The ruleset's lines.ts is the one place a call's line is written
 * (tests/engine/lines.test.ts), so it is set whatever the definition says.
 */
export function withRules<S extends Record<string, { rule?: string }>>(table: S, lines: { [K in keyof S]: string }): S {
  const out: Record<string, { rule?: string }> = {};
  for (const [id, def] of Object.entries(table))
    out[id] = oneShape({ ...def, rule: lines[id] } as Record<string, unknown>);
  // The same keys and definitions as `table`, each with one optional field set.
  return out as S;
}
