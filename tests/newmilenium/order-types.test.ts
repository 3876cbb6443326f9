/**
 * The tests' orders are typed as NewMilenium declares its kinds
 * (tests/support/orders.ts): `put`, `refuse` and `refusedWith` take one of
 * the ruleset's kind ids and that kind's value. `npm test` typechecks this
 * file; each `@ts-expect-error` fails the typecheck if its line compiles.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { PlayerId } from '../../src/engine';
import type { RoleId } from '../../src/rulesets/newmilenium/types';
import type { NKind, NOrders, NUntypedKinds } from './driver';
import { firstDay } from './fixtures';

describe('the tests’ orders are typed by the compiler', () => {
  it('knows every kind’s id and value, and refuses a misspelt kind or a wrong value', () => {
    // Every kind keeps its id as written: none would take any kind.
    expectTypeOf<NUntypedKinds>().toEqualTypeOf<never>();
    expectTypeOf<NOrders['vote']>().toEqualTypeOf<PlayerId[]>();
    expectTypeOf<NOrders['cibles']>().toEqualTypeOf<PlayerId[]>();
    expectTypeOf<'role-1' | 'role-2' | 'sympathique-1' | 'voyante-roles' | 'vote-maire'>().toExtend<NKind>();
    expectTypeOf<RoleId>().toExtend<NOrders['role-1']>();
    const t = firstDay();
    // Never run: each line is there for the compiler only.
    const wrong = () => {
      // @ts-expect-error no order kind is called « votes »
      t.put('Ana', 'votes', ['Bruno']);
      // @ts-expect-error the bûcher's vote names a player, in a list
      t.put('Ana', 'vote', 'Bruno');
      // @ts-expect-error no order kind is called « maire »
      t.refuse('Ana', 'maire', ['Bruno']);
      // @ts-expect-error the Sympathique's kinds are « sympathique-1 » and « sympathique-2 »
      t.refusedWith('Ana', 'sympathique', ['Bruno']);
    };
    void wrong;
    expect(t.put('Ana', 'vote', ['Bruno']).step).toBe('jour');
  });
});
