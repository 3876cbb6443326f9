/**
 * The ruleset's types, checked by the compiler (`npm test` typechecks this
 * file; each `@ts-expect-error` fails the typecheck if its line compiles):
 * `roleStep` infers each call's prompt and types its answer, as `step` does,
 * every step's arguments are the ones declared in types.ts, and the tests'
 * table (table.ts) takes the same step ids and answers.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Ballots, PlayerId } from '../../src/engine';
import { thiercelieux } from '../../src/rulesets/thiercelieux';
import { roleStep } from '../../src/rulesets/thiercelieux/steps/common';
import { sorciereVie, voyante } from '../../src/rulesets/thiercelieux/steps/night';
import { maitreDuDestin } from '../../src/rulesets/thiercelieux/steps/recueil/evenements';
import { imposteur } from '../../src/rulesets/thiercelieux/steps/recueil/revenants';
import { departage, vote } from '../../src/rulesets/thiercelieux/steps/vote';
import type { Revenant } from '../../src/rulesets/thiercelieux/types';
import { FIVE } from './fixtures';
import { village, type TAnswers, type TUntyped } from './table';

describe('the Thiercelieux steps are typed by the compiler', () => {
  it('types each answer from its prompt, through roleStep too', () => {
    expectTypeOf<Parameters<(typeof voyante)['resolve']>[1]>().toEqualTypeOf<PlayerId[]>();
    // Shown no victim, one, or several: « Suivant », « Sauver », or a player.
    expectTypeOf<Parameters<(typeof sorciereVie)['resolve']>[1]>().toEqualTypeOf<PlayerId[] | boolean | null>();
    expectTypeOf<Parameters<(typeof maitreDuDestin)['resolve']>[1]>().toEqualTypeOf<'dessus' | 'dessous' | null>();
    expectTypeOf<Parameters<(typeof vote)['resolve']>[1]>().toEqualTypeOf<Ballots>();
    const probe = roleStep('voyante', {
      id: 'voyante',
      title: 't',
      line: () => '',
      prompt: () => ({ kind: 'yesno', label: 'x' }),
      resolve(ctx, value) {
        expectTypeOf(value).toEqualTypeOf<boolean>();
        // @ts-expect-error a yes/no answer is no list of players
        const wrong: PlayerId[] = value;
        void wrong;
        // @ts-expect-error « montrer » needs what to show
        ctx.react('montrer');
        // @ts-expect-error « execution » takes { target }, not a list
        ctx.react('execution', ['p1']);
        ctx.react('montrer', { title: 'La Voyante', line: 'Montrez la carte.' });
      },
    });
    // The card called comes apart from the step, its guards wrapped around the step's own.
    expect(probe.role).toBe('voyante');
    expect(typeof probe.when).toBe('function');
    expect(typeof probe.inert).toBe('function');
  });

  it('reads each step’s arguments as declared', () => {
    expectTypeOf<Parameters<(typeof departage)['line']>[1]>().toEqualTypeOf<{ tied: PlayerId[] }>();
    expectTypeOf<Parameters<(typeof imposteur)['resolve']>[2]>().toEqualTypeOf<Revenant>();
    expect(Object.keys(thiercelieux.steps)).toContain('departage');
  });

  it('checks the tests’ step ids and answers as src does (tests/support/table.ts)', () => {
    // Every step and action is found among the modules table.ts reads, so none takes any answer.
    expectTypeOf<TUntyped>().toEqualTypeOf<never>();
    expectTypeOf<TAnswers['steps']['voyante']>().toEqualTypeOf<PlayerId[]>();
    expectTypeOf<TAnswers['steps']['vote']>().toEqualTypeOf<Ballots>();
    expectTypeOf<TAnswers['steps']['maitre-du-destin']>().toEqualTypeOf<'dessus' | 'dessous' | null>();
    const t = village(FIVE);
    // Never run: each line is there for the compiler only.
    const wrong = () => {
      // @ts-expect-error no step is called « voyant »
      t.play('voyant', ['Bruno']);
      // @ts-expect-error the Voyante designates players, she does not answer yes or no
      t.play('voyante', true);
      // @ts-expect-error the Voyante's call needs a decision: no « Suivant » without a value
      t.play('voyante');
      // @ts-expect-error a vote takes ballots, not a list
      t.refusal('vote', ['Bruno']);
      // @ts-expect-error the Maître du destin answers « dessus » or « dessous »
      t.play('maitre-du-destin', 'milieu');
      // @ts-expect-error no step is called « loup »
      t.until('loup');
      // @ts-expect-error no action is called « fusil » in Thiercelieux
      t.invoke('fusil', ['Ana']);
    };
    void wrong;
    t.play('endormissement').play('voyante', ['Bruno']);
    expect(t.step).toBe('montrer');
  });
});
