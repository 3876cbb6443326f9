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
import { ITEM_LINE } from '../../src/rulesets/lychantropia/items';
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
  it('is refused with the call’s line (the day’s vote, 002:18), never the heading 002:15', () => {
    const t = firstNight();
    t.put('Ana', 'loups', ['Hugo']).close().until('jour');
    const s = t.state;
    const hugo = t.id('Hugo');
    expect(t.alive('Hugo')).toBe(false);
    // 002:18: « Les joueurs discutent sur le forum et votent »; 002:15 is the heading « DEROULEMENT DE LA PARTIE ».
    expect(refusal(s, t.step!, hugo, 'vote', [t.id('Ana')])).toMatchObject({ rule: '002:18' });
    const vote = DAY_KINDS.find((k) => k.id === 'vote')!;
    expect(barOf(s, vote.givers, hugo, undefined)).toEqual({
      reason: 'Hugo est mort·e : seuls les vivants donnent des ordres.',
    });
  });
});
