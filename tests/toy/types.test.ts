/**
 * The tests' table takes the toy's step ids and answers as `src` types them
 * (tests/support/table.ts). `npm test` typechecks this file; each
 * `@ts-expect-error` fails the typecheck if its line compiles.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { OrderEdit, PlayerId } from '../../src/engine';
import { ToyTable, toyAnswer, type ToyAnswers, type ToyUntyped } from './table';

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
});
