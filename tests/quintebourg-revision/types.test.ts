/**
 * The tests' table takes the revision's step ids and answers as `src` types
 * them (tests/support/table.ts). `npm test` typechecks this file; each
 * `@ts-expect-error` fails the typecheck if its line compiles.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Verdict } from '../../src/rulesets/quintebourg-revision/show';
import { PLAIN, POSTS, seats } from './fixtures';
import { RevisionTable, type RAnswers, type RUntyped } from './table';

describe('the tests’ table is typed by the compiler', () => {
  it('finds every step and action, and refuses a wrong id or a wrong answer', () => {
    expectTypeOf<RUntyped>().toEqualTypeOf<never>();
    expectTypeOf<RAnswers['steps']['show-reponse']>().toEqualTypeOf<Verdict>();
    const t = new RevisionTable({ seats: seats(), posts: POSTS, options: PLAIN });
    // Never run: each line is there for the compiler only.
    const wrong = () => {
      // @ts-expect-error no step is called « reptilien »
      t.until('reptilien');
      // @ts-expect-error Poirot's verdict is « ok », « erreur » or « grosse »
      t.play('show-reponse', 'faux');
      // @ts-expect-error `phase` types each answer by its step: a ghost's card is no list
      t.phase({ 'mort-devenir': ['Ana'] });
    };
    void wrong;
    expect(t.state.clock.day).toBe(1);
  });
});
