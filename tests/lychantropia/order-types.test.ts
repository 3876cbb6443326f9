/**
 * The tests' orders are typed as Lychantropia declares its kinds
 * (tests/support/orders.ts): `put` and `refuse` take one of the ruleset's
 * kind ids (the day's, the night's, the deal's) and that kind's value.
 * `npm test` typechecks this file; each `@ts-expect-error` fails the
 * typecheck if its line compiles.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { PlayerId } from '../../src/engine';
import type { LKind, LOrders, LUntypedKinds } from './driver';
import { firstNight } from './fixtures';

describe('the tests’ orders are typed by the compiler', () => {
  it('knows every kind’s id and value, and refuses a misspelt kind or a wrong value', () => {
    // Every kind keeps its id as written: none would take any kind.
    expectTypeOf<LUntypedKinds>().toEqualTypeOf<never>();
    expectTypeOf<LOrders['loups']>().toEqualTypeOf<PlayerId[]>();
    expectTypeOf<LOrders['objet:fusil']>().toEqualTypeOf<number>();
    expectTypeOf<'don:fusil' | 'vol:sac' | 'objet:pigeon' | 'loup-blanc' | 'mise'>().toExtend<LKind>();
    const t = firstNight();
    // Never run: each line is there for the compiler only.
    const wrong = () => {
      // @ts-expect-error no order kind is called « loup »
      t.put('Ana', 'loup', ['Bruno']);
      // @ts-expect-error the pack's target is a player, in a list
      t.put('Ana', 'loups', 'Bruno');
      // @ts-expect-error an item sent by Pigeon is « don:ITEM »
      t.refuse('Ana', 'don', ['Bruno']);
      // @ts-expect-error the deal counts copies: a number
      t.refuse('Ana', 'objet:fusil', ['Bruno']);
    };
    void wrong;
    expect(t.step).toBe('nuit');
  });
});
