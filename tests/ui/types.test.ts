/**
 * The UI tests' answers are typed as the rulesets' tables type them
 * (tests/support/answers.ts): `npm test` typechecks this file, and each
 * `@ts-expect-error` fails the typecheck if its line compiles, so a
 * misspelt step id or an answer of the wrong shape in a stored game's log
 * (helpers.ts `answer`, NIGHT_1, TO_DAY_VOTE) or in a walked plan
 * (`Planned`, quintebourg-game.test.tsx) cannot reach a test unseen.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Ballots, PlayerId, Prompt } from '../../src/engine';
import type { Planned } from '../support/answers';
import type { QAnswers } from '../quintebourg/table';
import { answer, NIGHT_1 } from './helpers';

describe('the UI tests’ answers are typed by the compiler', () => {
  it('takes Thiercelieux’s step ids and answers, and refuses a wrong id or shape', () => {
    expectTypeOf(answer<'voyante'>)
      .parameter(1)
      .toEqualTypeOf<PlayerId[]>();
    expectTypeOf(answer<'vote'>)
      .parameter(1)
      .toEqualTypeOf<Ballots>();
    // Never run: each line is there for the compiler only.
    const wrong = () => [
      // @ts-expect-error no step is called « voyant »
      answer('voyant', ['j1']),
      // @ts-expect-error the Voyante designates players, she does not answer yes or no
      answer('voyante', true),
      // @ts-expect-error a vote takes ballots, not a list
      answer('vote', ['j1']),
      // @ts-expect-error no step is called « reptilien » in Quinte-bourg
      ['reptilien', 'aucune'] satisfies Planned<QAnswers, Prompt>,
      // @ts-expect-error the Tricheur chooses the larcin, the trucage or nothing
      ['tricheur', 'vol'] satisfies Planned<QAnswers, Prompt>,
      // @ts-expect-error a planned vote worked out from the prompt still gives ballots
      ['vote', (p: Prompt) => p.label] satisfies Planned<QAnswers, Prompt>,
    ];
    void wrong;
    expect(answer('voyante', ['j1'])).toEqual({ kind: 'answer', step: 'voyante', value: ['j1'] });
    expect(NIGHT_1[0]).toEqual({ kind: 'answer', step: 'endormissement', value: null });
  });
});
