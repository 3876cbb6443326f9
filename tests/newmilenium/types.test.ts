/**
 * The tests' table takes NewMilenium's step ids and answers as `src` types
 * them (tests/support/table.ts). `npm test` typechecks this file; each
 * `@ts-expect-error` fails the typecheck if its line compiles.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { OrderEdit } from '../../src/engine';
import type { NAnswers, NUntyped } from './driver';
import { table } from './fixtures';

describe('the tests’ table is typed by the compiler', () => {
  it('finds every step, and refuses a wrong id or a wrong answer', () => {
    expectTypeOf<NUntyped>().toEqualTypeOf<never>();
    expectTypeOf<NAnswers['steps']['jour']>().toEqualTypeOf<OrderEdit>();
    const t = table();
    // Never run: each line is there for the compiler only.
    const wrong = () => {
      // @ts-expect-error no step is called « nuits »
      t.until('nuits');
      // @ts-expect-error a day's book takes order edits, not a list of players
      t.play('jour', ['Ana']);
      // @ts-expect-error NewMilenium has no invoked action
      t.invoke('exclusion', ['Ana']);
    };
    void wrong;
    expect(t.until('nuit').step).toBe('nuit');
  });
});
