import { describe, expect, it } from 'vitest';
import { produce } from 'immer';
import { tally, tiedAt, describeTally, ballotsOf } from '../../src/engine/vote';
import { checkTable, lookup, type DiceTable } from '../../src/rulesets/quintebourg/dice-table';
import { degrade, improve, isAlive, canAct, distance, type HealthModel } from '../../src/engine/health';
import { topAction, longActions } from '../../src/engine/priority';
import { neighbours, seatDistance } from '../../src/engine/seating';
import { weekdayOf, isSunday, clockLabel } from '../../src/engine/calendar';
import { seedRng, nextInt, weightedKey, shuffled } from '../../src/engine/random';
import { editBook, emptyBook, inResolutionOrder, ordersOfKind, parseEdit } from '../../src/engine/orders';

/** Quinte-bourg's five-step ladder (000_a045abd3825f1297.txt:70-80). */
const LADDER: HealthModel = {
  initial: 'I',
  states: [
    { id: 'I', label: 'Indemne', alive: true, canAct: true },
    { id: 'B', label: 'Blessé', alive: true, canAct: true },
    { id: 'C', label: 'Coma', alive: true, canAct: false },
    { id: 'Q', label: 'Quasi-mort', alive: true, canAct: false },
    { id: 'M', label: 'Mort', alive: false, canAct: false },
  ],
};

/** Quinte-bourg's table 1, attackers outnumbering (000_a045abd3825f1297.txt:713-716). */
const TABLE_1: DiceTable<'I' | 'B' | 'C' | 'Q' | 'M'> = {
  id: 't1',
  name: 'Table 1',
  faces: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  rows: [
    { result: 'I', faces: [0] },
    { result: 'B', faces: [1] },
    { result: 'C', faces: [2, 3, 4] },
    { result: 'Q', faces: [5, 6, 7, 8] },
    { result: 'M', faces: [9] },
  ],
};

describe('votes', () => {
  it('weights ballots, adds extra votes, ranks and finds ties', () => {
    const t = tally(
      [
        { voter: 'a', target: 'x', weight: 2 },
        { voter: 'b', target: 'y', weight: 1 },
        { voter: 'c', target: 'y', weight: 1 },
        { voter: 'd', target: null, weight: 1 },
      ],
      { z: 1 },
    );
    expect(t.counts).toEqual({ x: 2, y: 2, z: 1 });
    expect(t.leaders).toEqual(['x', 'y']);
    expect(t.blank).toBe(1);
    expect(tiedAt(t, 1)).toEqual(['z']);
    expect(tiedAt(t, 0, ['x'])).toEqual(['y']);
    expect(describeTally(t, (id) => id.toUpperCase())).toBe('X (2), Y (2), Z (1) — 1 blanc');
    expect(tally([]).leaders).toEqual([]);
  });

  it('reads a ballots answer with the voters’ weights', () => {
    expect(
      ballotsOf({ a: 'x', b: null }, [
        { id: 'a', weight: 2 },
        { id: 'b', weight: 1 },
      ]),
    ).toEqual([
      { voter: 'a', target: 'x', weight: 2 },
      { voter: 'b', target: null, weight: 1 },
    ]);
  });
});

describe('dice tables and the health ladder', () => {
  it('covers every face once and looks rows up', () => {
    expect(checkTable(TABLE_1)).toEqual([]);
    expect(lookup(TABLE_1, 0)).toBe('I');
    expect(lookup(TABLE_1, 4)).toBe('C');
    expect(lookup(TABLE_1, 8)).toBe('Q');
    expect(lookup(TABLE_1, 9)).toBe('M');
    expect(checkTable({ ...TABLE_1, rows: TABLE_1.rows.slice(1) })).toEqual(['t1: face 0 is covered 0 times']);
  });

  it('degrades and improves one step at a time, death being final', () => {
    expect(degrade(LADDER, 'I')).toBe('B');
    expect(degrade(LADDER, 'C', 5)).toBe('M');
    expect(improve(LADDER, 'C')).toBe('B');
    expect(improve(LADDER, 'I')).toBe('I');
    expect(improve(LADDER, 'M')).toBe('M');
    expect(isAlive(LADDER, 'Q')).toBe(true);
    expect(canAct(LADDER, 'C')).toBe(false);
    expect(distance(LADDER, 'I', 'Q')).toBe(3);
  });
});

describe('long actions, places and seats', () => {
  const PRIORITY = [
    { id: 'sommeil', label: 'Sommeil lourd' },
    { id: 'hopital', label: 'Repos à l’hôpital' },
    { id: 'attaque', label: 'Participer à une attaque' },
    { id: 'maison', label: 'Dormir chez soi' },
  ];
  it('keeps the highest long action of the priority table (000_a045abd3825f1297.txt:174-189)', () => {
    expect(topAction(PRIORITY, ['attaque', 'hopital'])).toBe('hopital');
    expect(topAction(PRIORITY, [])).toBeNull();
    expect(longActions(PRIORITY, { a: ['attaque'], b: [] }, 'maison')).toEqual({ a: 'attaque', b: 'maison' });
    expect(() => topAction(PRIORITY, ['voler'])).toThrow('not in the priority table');
  });

  it('walks the table around for neighbours and distances, skipping the dead', () => {
    const order = ['a', 'b', 'c', 'd', 'e', 'f'];
    expect(neighbours(order, 'a')).toEqual(['f', 'b']);
    expect(neighbours(order, 'a', (p) => p !== 'b')).toEqual(['f', 'c']);
    expect(seatDistance(order, 'a', 'e')).toBe(2);
    expect(seatDistance(order, 'a', 'e', (p) => p !== 'f')).toBe(1);
  });
});

describe('calendar', () => {
  it('knows the weekdays of a week that starts on Monday (000_a045abd3825f1297.txt:50-56)', () => {
    expect(weekdayOf(1, 'lundi')).toBe('lundi');
    expect(weekdayOf(7, 'lundi')).toBe('dimanche');
    expect(isSunday(14, 'lundi')).toBe(true);
    expect(weekdayOf(8, 'lundi')).toBe('lundi');
    expect(clockLabel({ day: 3, phase: 'night' }, 'lundi')).toBe('Nuit 3 (mercredi)');
    expect(clockLabel({ day: 0, phase: 'day' })).toBe('Jour 0');
  });
});

describe('seeded randomness', () => {
  it('is reproducible and roughly uniform', () => {
    const a = seedRng('x');
    const b = seedRng('x');
    const xs = Array.from({ length: 50 }, () => nextInt(a, 10));
    expect(Array.from({ length: 50 }, () => nextInt(b, 10))).toEqual(xs);
    const c = seedRng('uniform');
    const counts = new Array(6).fill(0);
    for (let i = 0; i < 6000; i++) counts[nextInt(c, 6)]++;
    for (const n of counts) expect(Math.abs(n - 1000)).toBeLessThan(120);
  });

  it('draws by weights out of a total (NewMilenium’s weights out of 200, 003_7860fbf4cb88296e.txt:26-47)', () => {
    const rng = seedRng('w');
    const hits = { rare: 0, common: 0 };
    for (let i = 0; i < 4000; i++) hits[weightedKey(rng, { rare: 20, common: 180 }) as 'rare' | 'common']++;
    expect(hits.rare / 4000).toBeGreaterThan(0.07);
    expect(hits.rare / 4000).toBeLessThan(0.13);
    expect(shuffled(seedRng('s'), [1, 2, 3, 4]).sort()).toEqual([1, 2, 3, 4]);
  });
});

describe('order books', () => {
  it('keeps one order per player and kind, editable until closed', () => {
    const book = produce(emptyBook(), (d) => {
      expect(editBook(d, parseEdit({ put: { player: 'a', kind: 'vote', value: 'x' } })!, 1)).toBeNull();
      expect(editBook(d, parseEdit({ put: { player: 'a', kind: 'vote', value: 'y' } })!, 2)).toBeNull();
      expect(editBook(d, parseEdit({ put: { player: 'b', kind: 'potion', value: 'a' } })!, 3)).toBeNull();
      expect(editBook(d, parseEdit({ cancel: { player: 'c', kind: 'vote' } })!, 4)).toBe('Cet ordre n’existe pas.');
      expect(editBook(d, parseEdit({ deadline: '20 h' })!, 5)).toBeNull();
      expect(editBook(d, { close: true }, 6)).toBeNull();
      expect(editBook(d, parseEdit({ put: { player: 'c', kind: 'vote', value: 'x' } })!, 7)).toBe(
        'Les ordres sont clos pour cette deadline.',
      );
    });
    expect(inResolutionOrder(book, ['potion', 'vote']).map((o) => [o.player, o.value])).toEqual([
      ['b', 'a'],
      ['a', 'y'],
    ]);
    expect(book.deadline).toBe('20 h');
    expect(parseEdit({ put: 3 })).toBeNull();
  });

  it("gives one kind's orders in arrival order, a changed order at its new place, as the resolution order does", () => {
    const book = produce(emptyBook(), (d) => {
      editBook(d, parseEdit({ put: { player: 'a', kind: 'vote', value: 'x' } })!, 1);
      editBook(d, parseEdit({ put: { player: 'b', kind: 'vote', value: 'x' } })!, 2);
      editBook(d, parseEdit({ put: { player: 'c', kind: 'potion', value: 'a' } })!, 3);
      // Ana changes her vote: it keeps its row in the book, but arrived last.
      editBook(d, parseEdit({ put: { player: 'a', kind: 'vote', value: 'y' } })!, 4);
    });
    expect(book.orders.map((o) => o.player)).toEqual(['a', 'b', 'c']);
    expect(ordersOfKind(book, 'vote').map((o) => [o.player, o.value, o.seq])).toEqual([
      ['b', 'x', 2],
      ['a', 'y', 4],
    ]);
    expect(ordersOfKind(book, 'vote')).toEqual(inResolutionOrder(book, ['vote']));
    expect(ordersOfKind(book, 'troc')).toEqual([]);
  });
});
