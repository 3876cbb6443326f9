/**
 * The toy ruleset's one table: the typed driver (tests/support/table.ts)
 * with the toy's step ids and answers, and the same answers as the engine
 * takes them (`toyAnswer`) for the engine tests that call
 * `apply`, `replay` or `push` themselves. Seat i is `NAMES[i]` (Ana, Bruno,
 * Chloé, David…), id `p{i+1}`; the Chef sits first.
 *
 *   const t = new ToyTable().play('designer', ['Bruno']).play('annonce');
 */
import type { Answer, Json } from '../../src/engine';
import { toy } from '../../src/rulesets/toy';
import type * as reveil from '../../src/rulesets/toy/actions/reveil';
import type * as chef from '../../src/rulesets/toy/steps/chef';
import type * as de from '../../src/rulesets/toy/steps/de';
import type * as ordres from '../../src/rulesets/toy/steps/ordres';
import type { ToyTypes } from '../../src/rulesets/toy/types';
import type { Answers, DefsIn, StepOf, Typed, Untyped, ValueParam } from '../support/answers';
import { Table, type TableSetup } from '../support/table';

type Steps = DefsIn<typeof chef & typeof de & typeof ordres>;
type Actions = DefsIn<typeof reveil>;

/** Every toy step and action, each with the answer its prompt takes. */
export type ToyAnswers = Typed<ToyTypes, Steps, Actions>;

/** The steps and actions whose definitions the modules above miss (tests/toy/types.test.ts: none). */
export type ToyUntyped = Untyped<ToyTypes, Steps, Actions>;

/** The toy's usual four: the Chef, then three Pions. */
export const FOUR = ['chef', 'pion', 'pion', 'pion'];

export class ToyTable<D extends Answers = ToyAnswers> extends Table<ToyTypes, D> {
  /** `cards` seat by seat, on the seed `graine` unless told otherwise. */
  constructor(cards: string[] = FOUR, more: Omit<TableSetup, 'cards'> = {}) {
    super(toy, { seed: 'graine', ...more, cards });
  }
}

/** An answer to `step` as the engine takes it (ids, not names), its value checked by the compiler. */
export function toyAnswer<K extends StepOf<ToyAnswers>>(
  step: K,
  ...value: ValueParam<ToyAnswers['steps'][K]>
): Extract<Answer, { kind: 'answer' }> {
  // The step's answer types are the engine's own answer shapes, all JSON.
  return { kind: 'answer', step, value: (value[0] ?? null) as Json };
}
