/**
 * A players call declares who may be chosen once, as its bars (`bars.ts`):
 * the candidates are the seats no bar catches, in seating order, and each
 * seat left out says why with the first bar that catches it. The reasons are
 * worked out only when read (a refusal, the screen), once.
 */
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { ALL, ONE_IF_ANY, barOf, choose, eligible, upTo, type Bar, type Bars } from '../../src/engine';
import { readAnswer } from '../../src/engine/read-answer';
import type { GameState } from '../../src/engine';

// Only the players' names are read by a refusal.
const s = {
  players: { a: { name: 'Ana' }, b: { name: 'Bruno' }, c: { name: 'Chloé' }, d: { name: 'David' }, e: { name: 'Eve' } },
} as unknown as GameState;

/** A small table: its seats, who is dead, who was protected last night. */
const table = { order: ['a', 'b', 'c', 'd', 'e'], dead: ['d', 'b'], last: 'c' };
type Table = typeof table;

let whys = 0;
const DEAD: Bar<Table> = {
  test: (t, id) => t.dead.includes(id),
  why: (_t, id) => {
    whys++;
    return `${id} est mort.`;
  },
};
const LAST: Bar<Table> = {
  test: (t, id) => id === t.last || id === 'b',
  why: (_t, id) => {
    whys++;
    return `${id} était protégé.`;
  },
  line: '004:622',
};
const BARS: Bars<Table> = [DEAD, LAST];

describe('a call’s bars', () => {
  it('give the candidates: the seats no bar catches, in seating order', () => {
    expect(eligible(table, BARS, undefined)).toEqual(['a', 'e']);
    expect(choose(table, { label: 'Joueur protégé', min: 1, max: 1 }, BARS).candidates).toEqual(['a', 'e']);
  });

  it('give each seat left out the first bar that catches it, its reason and its line', () => {
    const p = choose(table, { label: 'Joueur protégé', min: 1, max: 1 }, BARS);
    // Bruno is both dead and caught by the second bar: the first one says why.
    expect(p.barred).toEqual({
      b: { reason: 'b est mort.' },
      c: { reason: 'c était protégé.', rule: '004:622' },
      d: { reason: 'd est mort.' },
    });
    expect(barOf(table, [LAST, DEAD], 'b', undefined)).toEqual({ reason: 'b était protégé.', rule: '004:622' });
    expect(barOf(table, BARS, 'a', undefined)).toBeNull();
  });

  it('refuse an answer naming a seat left out with that reason and line', () => {
    const p = choose(table, { label: 'Joueur protégé', min: 1, max: 1 }, BARS);
    expect(readAnswer(s, p, ['c'])).toEqual({ ok: false, reason: 'c était protégé.', rule: '004:622' });
    expect(readAnswer(s, p, ['d'])).toEqual({ ok: false, reason: 'd est mort.' });
    expect(readAnswer(s, p, ['e'])).toEqual({ ok: true, value: ['e'] });
  });

  it('hand the call’s argument to every test and reason', () => {
    const NOT_HIM: Bars<Table, string> = [
      DEAD,
      { test: (_t, id, him) => id === him, why: (_t, id, him) => `${id} est ${him}, le corrompu.` },
    ];
    const p = choose(table, { label: 'Contre qui', min: 1, max: 1 }, NOT_HIM, 'e');
    expect(p.candidates).toEqual(['a', 'c']);
    expect(p.barred?.e).toEqual({ reason: 'e est e, le corrompu.' });
  });

  it('seek the candidates among the shortest list a bar gives of the seats it lets through, in the same order', () => {
    let tested = 0;
    const living = table.order.filter((id) => !table.dead.includes(id));
    const LISTED: Bar<Table> = { ...DEAD, pass: () => living };
    const COUNTED: Bar<Table> = { ...LAST, test: (t, id) => (tested++, LAST.test(t, id, undefined)) };
    expect(eligible(table, [COUNTED, LISTED], undefined)).toEqual(eligible(table, BARS, undefined));
    // The dead were never tested by the other bar, though it comes first: the walk went over the three living seats only.
    expect(tested).toBe(3);
    const SHUT: Bar<Table> = { test: () => true, why: () => 'Fermé.', pass: () => [] };
    expect(eligible(table, [LISTED, SHUT, COUNTED], undefined)).toEqual([]);
  });

  it('count the players to choose from the candidates when asked to', () => {
    const fields = (min: Parameters<typeof choose>[1]['min'], max: Parameters<typeof choose>[1]['max']) =>
      choose(table, { label: 'Joueurs', min, max }, BARS);
    expect(fields(upTo(3), upTo(3))).toMatchObject({ min: 2, max: 2 });
    expect(fields(0, ALL)).toMatchObject({ min: 0, max: 2 });
    const nobody = choose({ ...table, dead: table.order }, { label: 'Joueur', min: ONE_IF_ANY, max: 1 }, BARS);
    expect(nobody).toMatchObject({ candidates: [], min: 0, max: 1 });
  });
});

describe('the reasons worked out when read', () => {
  it('not before a refusal or the screen reads them, then once', () => {
    whys = 0;
    const p = choose(table, { label: 'Joueur protégé', min: 1, max: 1 }, BARS);
    expect(readAnswer(s, p, ['a'])).toEqual({ ok: true, value: ['a'] });
    expect(whys).toBe(0);
    expect(readAnswer(s, p, ['c'])).toMatchObject({ ok: false, rule: '004:622' });
    // One reason for each of the three seats left out, then kept.
    expect(whys).toBe(3);
    void p.barred;
    expect(whys).toBe(3);
  });

  it('compare and serialize as the plain prompt (the reasons are not its own fields)', () => {
    const p = choose(table, { label: 'Joueur protégé', min: 1, max: 1 }, BARS);
    const plain = { kind: 'players', label: 'Joueur protégé', min: 1, max: 1, candidates: ['a', 'e'] };
    expect(p).toEqual(plain);
    expect(JSON.stringify(p)).toBe(JSON.stringify(plain));
  });

  it('read as none when no seat is left out', () => {
    expect(choose(table, { label: 'Joueur', min: 1, max: 1 }, []).barred).toBeUndefined();
  });

  it('at once on a state that may still change (a draft)', () => {
    let seen: unknown;
    produce(table, (draft) => {
      const p = choose(draft, { label: 'Joueur protégé', min: 1, max: 1 }, BARS);
      // Already a plain value: the draft may change (or be revoked) before anyone reads it.
      seen = Object.getOwnPropertyDescriptor(p, 'barred')?.value;
    });
    expect(seen).toEqual({
      b: { reason: 'b est mort.' },
      c: { reason: 'c était protégé.', rule: '004:622' },
      d: { reason: 'd est mort.' },
    });
  });
});
