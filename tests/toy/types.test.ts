/**
 * The tests' table takes the toy's step ids and answers as `src` types them
 * (tests/support/table.ts). `npm test` typechecks this file; each
 * `@ts-expect-error` fails the typecheck if its line compiles.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { OrderEdit, PlayerId } from '../../src/engine';
import { toy } from '../../src/rulesets/toy';
import type { ToyTypes } from '../../src/rulesets/toy/types';
import { Table } from '../support/table';
import { FOUR, ToyTable, toyAnswer, type ToyAnswers, type ToyUntyped } from './table';

describe('the tests’ table is typed by the compiler', () => {
  it('finds every step and action, and refuses a wrong id or a wrong answer', () => {
    expectTypeOf<ToyUntyped>().toEqualTypeOf<never>();
    expectTypeOf<ToyAnswers['steps']['designer']>().toEqualTypeOf<PlayerId[]>();
    expectTypeOf<ToyAnswers['steps']['ordres']>().toEqualTypeOf<OrderEdit>();
    const t = new ToyTable();
    // Never run: each line is there for the compiler only.
    const wrong = () => {
      // @ts-expect-error no step is called « designe »
      t.until('designe');
      // @ts-expect-error the Chef designates a list of players, not one
      t.play('designer', 'Bruno');
      // @ts-expect-error an order book takes an edit, not a number
      t.play('ordres', 3);
      // @ts-expect-error no action is called « vol » in the toy
      t.invoke('vol', ['Ana']);
      // @ts-expect-error the engine's answers are checked the same way
      toyAnswer('designer', true);
    };
    void wrong;
    expect(t.step).toBe('designer');
  });

  it('leaves no way to write an untyped table again', () => {
    // A driver of any step id and any answer, as the old untyped tables were.
    type AnyIds = { steps: Record<string, unknown>; actions: Record<string, unknown> };
    const loose = new ToyTable<AnyIds>();
    const wrong = () => {
      // @ts-expect-error the driver's answers must be named: there is no default
      new Table<ToyTypes>(toy, { cards: FOUR });
      // @ts-expect-error a table of any id takes no step…
      loose.play('designer', ['Bruno']);
      // @ts-expect-error …and no action
      loose.invoke('reveil', ['Bruno']);
    };
    void wrong;
    expect(loose.step).toBe('designer');
  });
});
