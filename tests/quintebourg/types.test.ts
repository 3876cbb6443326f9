/**
 * The tests' table takes Quinte-bourg's step ids and answers as `src` types
 * them (tests/support/table.ts). `npm test` typechecks this file; each
 * `@ts-expect-error` fails the typecheck if its line compiles.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { POSTS, seatsV } from './fixtures';
import { QuintebourgTable, type QAnswers, type QUntyped } from './table';

describe('the tests’ table is typed by the compiler', () => {
  it('finds every step and action, and refuses a wrong id or a wrong answer', () => {
    expectTypeOf<QUntyped>().toEqualTypeOf<never>();
    expectTypeOf<QAnswers['steps']['tricheur']>().toEqualTypeOf<'larcin' | 'trucage' | 'rien'>();
    const t = new QuintebourgTable({ seats: seatsV(), posts: POSTS });
    // Never run: each line is there for the compiler only.
    const wrong = () => {
      // @ts-expect-error no step is called « reptilien »
      t.until('reptilien');
      // @ts-expect-error the Reptiliens aim at a house, a room or nowhere, not at a list of players
      t.play('reptiliens', ['Ana']);
      // @ts-expect-error the Tricheur chooses the larcin, the trucage or nothing
      t.play('tricheur', 'vol');
      // @ts-expect-error no action is called « fusil » in Quinte-bourg
      t.invoke('fusil', ['Ana']);
    };
    void wrong;
    expect(t.until('reptiliens').step).toBe('reptiliens');
  });
});
