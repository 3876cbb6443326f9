/**
 * The ruleset's types, checked by the compiler (`npm test` typechecks this
 * file; each `@ts-expect-error` fails the typecheck if its line compiles):
 * `roleStep` infers each call's prompt and types its answer, as `step` does,
 * and every step's arguments are the ones declared in types.ts.
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
});
