/**
 * Who may give an order is declared once, as the kind's bars (the engine's
 * `bars.ts`): the book's givers of a kind are the living no bar catches, in
 * seating order, and a seat left out is refused with the first bar that
 * catches it, its reason and its line (002_8a15d59d81dc3fa5.txt).
 */
import { describe, expect, it } from 'vitest';
import { apply, barOf, currentPrompt, eligible, type GameState, type PlayerId, typo, type Why } from '../../src/engine';
import { lychantropia } from '../../src/rulesets/lychantropia';
import { DAY_KINDS, gifts, thefts } from '../../src/rulesets/lychantropia/day-orders';
import { deadWhy } from '../../src/rulesets/lychantropia/book';
import { CAUSE_LABEL } from '../../src/rulesets/lychantropia/deaths';
import { ITEM_LINE } from '../../src/rulesets/lychantropia/items';
import type { LGame } from '../../src/rulesets/lychantropia/types';
import { firstDay, firstNight } from './fixtures';

/** The refusal of an order, as data. */
function refusal(s: GameState, step: string, player: PlayerId, kind: string, value: unknown) {
  const out = apply(lychantropia, s, { kind: 'answer', step, value: { put: { player, kind, value } } as never });
  return out.kind === 'refused' ? { reason: out.reason, rule: out.rule } : out.kind;
}

/** A bar's reason as the MJ reads it, in French typography. */
const typeset = (why: Why | null) => why && { reason: typo(why.reason), rule: why.rule };

describe('an order kind’s givers, from its bars', () => {
  // Hugo holds the Masque and two Pigeons, Ana a Fusil and one Pigeon (002:86, 95).
  const t = firstDay({ hands: { Ana: ['fusil', 'pigeon'], Hugo: ['masque', 'pigeon'] } }).grant('Hugo', 'pigeon');
  const s = t.state;
  const call = currentPrompt(lychantropia, s)!;

  it('are the seats no bar catches, and every other seat is barred by the first bar that catches it', () => {
    if (call.prompt.kind !== 'orders') throw new Error('day 1 opens the book');
    expect(call.prompt.kinds.length).toBeGreaterThan(5);
    for (const line of call.prompt.kinds) {
      const def = DAY_KINDS.find((k) => k.id === line.id)!;
      expect(line.players, line.id).toEqual(eligible(s, def.givers, undefined));
      for (const id of s.order) {
        if (line.players?.includes(id)) continue;
        expect(line.barred?.[id], `${line.id} ${id}`).toEqual(barOf(s, def.givers, id, undefined));
      }
    }
  });

  it('refuse a seat with its bar’s reason and line', () => {
    const [ana, bruno] = [t.id('Ana'), t.id('Bruno')];
    const theft = thefts.of('vol:fusil')!.order;
    const pigeon = gifts.of('don:pigeon')!.order;
    // Bruno holds no Masque: the item's line (002:86).
    const noMask = refusal(s, call.step, bruno, 'vol:fusil', [ana]);
    expect(noMask).toEqual(typeset(barOf(s, theft.givers, bruno, undefined)));
    expect(noMask).toMatchObject({ rule: ITEM_LINE.masque });
    // Ana has one Pigeon: none left to carry the one she would send (002:95), though she holds a Pigeon.
    const onePigeon = refusal(s, call.step, ana, 'don:pigeon', [bruno]);
    expect(onePigeon).toEqual(typeset(barOf(s, pigeon.givers, ana, undefined)));
    expect(onePigeon).toMatchObject({ rule: '002:95' });
    expect(eligible(s, pigeon.givers, undefined)).toEqual([t.id('Hugo')]);
  });
});

describe('a dead player’s order', () => {
  /** Hugo killed by the wolves on the first night: day 1's book is open. */
  const deadAtDawn = () => {
    const t = firstNight();
    t.put('Ana', 'loups', ['Hugo']).close().until('jour');
    expect(t.alive('Hugo')).toBe(false);
    return t;
  };

  it('is refused with the call’s line (the day’s vote, 002:18), never the heading 002:15', () => {
    const t = deadAtDawn();
    const s = t.state;
    const hugo = t.id('Hugo');
    // 002:18: « Les joueurs discutent sur le forum et votent »; 002:15 is the heading « DEROULEMENT DE LA PARTIE ».
    expect(refusal(s, t.step!, hugo, 'vote', [t.id('Ana')])).toMatchObject({ rule: '002:18' });
  });

  it('says who died and how, whatever the order (its kind open, shut or unknown, or a cancel): not a bare « ne peut pas »', () => {
    const t = deadAtDawn();
    const s = t.state as LGame;
    const hugo = t.id('Hugo');
    // The dead are out of the book: his own reason is the book's, the first bar of every kind (deadWhy).
    const book = currentPrompt(lychantropia, s)!.prompt;
    if (book.kind !== 'orders') throw new Error('day 1 opens the book');
    expect(book.players).not.toContain(hugo);
    expect(book.barred).toEqual({ [hugo]: deadWhy(s, hugo) });
    const vote = DAY_KINDS.find((k) => k.id === 'vote')!;
    expect(barOf(s, vote.givers, hugo, undefined)).toEqual(deadWhy(s, hugo));
    // The wolves' attack (« attaqué·e par les loups »), from the game's record of the death.
    expect(deadWhy(s, hugo).reason).toContain(CAUSE_LABEL[s.rs.deaths.find((d) => d.id === hugo)!.cause]);
    const hisOwn = { ...typeset(deadWhy(s, hugo)), rule: '002:18' };
    for (const [kind, value] of [
      ['vote', [t.id('Ana')]],
      ['pigeon-message', [t.id('Ana')]],
      ['vol:sac', [t.id('Ana')]],
      ['mise', 3],
      ['inconnu', 1],
    ] as const)
      expect(refusal(s, t.step!, hugo, kind, value), kind).toEqual(hisOwn);
    const cancel = apply(lychantropia, s, {
      kind: 'answer',
      step: t.step!,
      value: { cancel: { player: hugo, kind: 'vote' } } as never,
    });
    expect(cancel).toMatchObject(hisOwn);
    // At night, the night's line (002:26: « les loups … choisissent … Les joueurs peuvent aussi utiliser certains objets »).
    t.close().until('nuit');
    expect(refusal(t.state, t.step!, hugo, 'loups', [t.id('Chloé')])).toMatchObject({ rule: '002:26' });
  });

  it('of a player the MJ excluded cites the exclusion’s line (002:107)', () => {
    const t = firstDay();
    t.invoke('exclusion', ['Emma']);
    const emma = t.id('Emma');
    expect(refusal(t.state, t.step!, emma, 'vote', [t.id('Ana')])).toEqual(typeset(deadWhy(t.state as LGame, emma)));
    expect(refusal(t.state, t.step!, emma, 'vote', [t.id('Ana')])).toMatchObject({ rule: '002:107' });
  });

  it('reads, in French, who died and how', () => {
    const t = deadAtDawn();
    expect(refusal(t.state, t.step!, t.id('Hugo'), 'vote', [t.id('Ana')])).toEqual({
      reason: typo('Hugo est mort·e (attaqué·e par les loups) : seuls les vivants donnent des ordres.'),
      rule: '002:18',
    });
  });
});
