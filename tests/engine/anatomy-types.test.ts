/**
 * Type-level checks of the ruleset anatomy (docs/rulesets/anatomy.md): the
 * compiler refuses a wrong answer type, an unknown step id, missing or wrong
 * arguments, and a step table that lacks a step. `npm test` typechecks this
 * file; each `@ts-expect-error` fails the typecheck if its line compiles.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { stepsOf, tableOf, type Ballots, type PhasePlan, type PlayerId, type StepTable } from '../../src/engine';
import type { OrderEdit } from '../../src/engine/orders';
import { toy } from '../../src/rulesets/toy';
import { steps } from '../../src/rulesets/toy/steps';
import { ordres } from '../../src/rulesets/toy/steps/ordres';
import type { ToyTypes } from '../../src/rulesets/toy/types';

const step = stepsOf<ToyTypes>();

describe('the anatomy is checked by the compiler', () => {
  it('types each answer from its prompt', () => {
    step({
      id: 'designer',
      title: 't',
      line: () => '',
      prompt: () => ({ kind: 'players', label: 'x', min: 1, max: 1, candidates: [] }),
      resolve(_ctx, value) {
        expectTypeOf(value).toEqualTypeOf<PlayerId[]>();
        // @ts-expect-error a players answer is not a boolean
        const wrong: boolean = value;
        void wrong;
      },
    });
    step({
      id: 'de',
      title: 't',
      line: () => '',
      prompt: () => ({
        kind: 'choice',
        label: 'x',
        options: [
          { value: 'gauche', label: 'G' },
          { value: 'droite', label: 'D' },
        ],
      }),
      resolve(_ctx, value) {
        expectTypeOf(value).toEqualTypeOf<'gauche' | 'droite'>();
        // @ts-expect-error a choice answer is one of its option values
        const wrong: 'haut' = value;
        void wrong;
      },
    });
    step({
      id: 'ordres',
      title: 't',
      line: () => '',
      prompt: () => ({ kind: 'yesno', label: 'x' }),
      validate: (_s, value) => {
        expectTypeOf(value).toEqualTypeOf<boolean>();
        return null;
      },
      resolve() {},
    });
    expectTypeOf<Parameters<(typeof ordres)['resolve']>[1]>().toEqualTypeOf<OrderEdit>();
    step({
      id: 'designer',
      title: 't',
      line: () => '',
      prompt: (s) => ({ kind: 'ballots', label: 'x', voters: [], candidates: s.order, allowBlank: true }),
      resolve(_ctx, value) {
        expectTypeOf(value).toEqualTypeOf<Ballots>();
      },
    });
    // A step whose prompt may be of two kinds receives either answer.
    step({
      id: 'designer',
      title: 't',
      line: () => '',
      prompt: (s) =>
        s.order.length > 3 ? { kind: 'players', label: 'x', min: 0, max: 1, candidates: s.order } : { kind: 'ack' },
      resolve(_ctx, value) {
        expectTypeOf(value).toEqualTypeOf<PlayerId[] | null>();
      },
    });
  });

  it('refuses an unknown step id, and arguments that do not fit the step', () => {
    step({
      // @ts-expect-error no step « inconnu » in the toy
      id: 'inconnu',
      title: 't',
      line: () => '',
      prompt: () => ({ kind: 'ack' }),
      resolve(ctx) {
        // @ts-expect-error no step « inconnu » in the toy
        ctx.react('inconnu');
        // @ts-expect-error « annonce » needs its player
        ctx.react('annonce');
        // @ts-expect-error « annonce » takes { id }, not a list
        ctx.react('annonce', ['p1']);
        ctx.react('annonce', { id: 'p1' });
        ctx.append('designer');
      },
    });
    // @ts-expect-error a flow cannot schedule a step that does not exist
    const plan: PhasePlan<ToyTypes> = { phase: 'night', day: 1, agenda: [{ step: 'nulle-part' }] };
    void plan;
  });

  it('refuses a step table that lacks a step', () => {
    // @ts-expect-error « ordres », « de » and « annonce » are missing
    const partial: StepTable<ToyTypes> = tableOf([steps.designer]);
    void partial;
    expect(Object.keys(toy.steps).sort()).toEqual(['annonce', 'de', 'designer', 'ordres']);
  });
});
