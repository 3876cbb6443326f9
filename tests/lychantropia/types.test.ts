/**
 * Type-level checks of the order books (src/rulesets/lychantropia/book.ts):
 * each kind's `check` and `describe` receive the value its prompt takes, and
 * a kept order is read back with that type. `npm test` typechecks this file;
 * each `@ts-expect-error` fails the typecheck if its line compiles.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { PlayerId } from '../../src/engine';
import { defineOrder } from '../../src/rulesets/lychantropia/book';
import { enchere, gifts, mise, publicOffer, vote } from '../../src/rulesets/lychantropia/day-orders';
import type { ItemKind } from '../../src/rulesets/lychantropia/items';
import { chaudron, loverGifts, tonneau } from '../../src/rulesets/lychantropia/night-orders';
import { LTable, type LAnswers, type LUntyped } from './driver';
import { seats } from './fixtures';

describe('order kinds are typed by their prompt', () => {
  it('gives check and describe the prompt’s answer type', () => {
    const bid = defineOrder({
      id: 'x',
      label: 'x',
      givers: [],
      prompt: () => ({ kind: 'number', label: 'x', min: 1, max: 9 }),
      check: (_s, _player, n) => {
        expectTypeOf(n).toEqualTypeOf<number>();
        // @ts-expect-error a number order's value is no player list
        const wrong: PlayerId[] = n;
        void wrong;
        return null;
      },
      describe: (_s, n) => `${n}`,
    });
    defineOrder({
      id: 'y',
      label: 'y',
      givers: [],
      prompt: () => ({ kind: 'choice', label: 'y', options: [{ value: 'oui', label: 'Oui' }] }),
      describe: (_s, v) => {
        expectTypeOf(v).toEqualTypeOf<'oui'>();
        return v;
      },
    });
    const s = new LTable(seats(5)).state;
    expect([bid.describe(s, 3), bid.check(s, 'p1', 3)]).toEqual(['3', null]);
  });

  it('reads kept values back with their kind’s type', () => {
    expectTypeOf(vote.read).returns.toEqualTypeOf<PlayerId[]>();
    expectTypeOf(mise.read).returns.toEqualTypeOf<number>();
    expectTypeOf(publicOffer.read).returns.toEqualTypeOf<string>();
    expectTypeOf(enchere.read).returns.toEqualTypeOf<ItemKind>();
    expectTypeOf(chaudron.read).returns.toEqualTypeOf<ItemKind>();
    expectTypeOf(tonneau.read).returns.toEqualTypeOf<'oui'>();
    expectTypeOf(gifts.of('don:fusil')!.order.read).returns.toEqualTypeOf<PlayerId[]>();
    expectTypeOf(loverGifts.of('amoureux:sac')!.order.read).returns.toEqualTypeOf<number>();
    expect(gifts.of('don:fusil')?.item).toBe('fusil');
    expect(gifts.of('don:pipot')).toBeUndefined();
    expect(loverGifts.of('amoureux:sac')?.item).toBe('sac');
  });
});

describe('the tests’ table takes the steps’ ids and answers as src does (tests/support/table.ts)', () => {
  it('finds every step and action, and refuses a wrong id or a wrong answer', () => {
    expectTypeOf<LUntyped>().toEqualTypeOf<never>();
    expectTypeOf<LAnswers['steps']['vol']>().toEqualTypeOf<null>();
    const t = new LTable(seats(5));
    // Never run: each line is there for the compiler only.
    const wrong = () => {
      // @ts-expect-error no step is called « nuits »
      t.until('nuits');
      // @ts-expect-error the MJ's exclusion names players
      t.invoke('exclusion', true);
    };
    void wrong;
    expect(t.until('jour').step).toBe('jour');
  });
});
