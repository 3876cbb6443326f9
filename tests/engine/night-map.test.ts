/**
 * The engine's night map (src/engine/night-map.ts): each player's wishes,
 * the one the priority table keeps (Quinte-bourg 000:174-189, 001:12-23), who
 * spends the night where.
 */
import { describe, expect, it } from 'vitest';
import { keptWish, occupants, placesOf } from '../../src/engine/night-map';
import type { PriorityTable } from '../../src/engine/priority';

const TABLE: PriorityTable = [
  { id: 'sommeil', label: 'Sommeil lourd' },
  { id: 'amoureux', label: 'Dormir ensemble' },
  { id: 'attaque', label: 'Attaquer' },
  { id: 'maison', label: 'Dormir chez soi' },
];
type Place = { house: string };
const same = (a: Place, b: Place) => a.house === b.house;

describe('the night map', () => {
  it('keeps the highest wish of the table, whatever the order they come in', () => {
    const wishes = [
      { action: 'maison', place: { house: 'p1' } },
      { action: 'attaque', place: { house: 'p3' } },
      { action: 'amoureux', place: { house: 'p2' } },
    ];
    expect(keptWish(TABLE, wishes)).toEqual({ action: 'amoureux', place: { house: 'p2' } });
    expect(keptWish(TABLE, wishes.slice(0, 2))).toEqual({ action: 'attaque', place: { house: 'p3' } });
    expect(keptWish(TABLE, [])).toBeNull();
    expect(() => keptWish(TABLE, [{ action: 'danse', place: { house: 'p1' } }])).toThrow(/not in the priority table/);
  });

  it('says who is where, and lists the occupied places in seating order', () => {
    const map = { p1: { house: 'p2' }, p2: { house: 'p2' }, p3: { house: 'p3' }, p4: { house: 'p1' } };
    expect(occupants(map, { house: 'p2' }, same)).toEqual(['p1', 'p2']);
    expect(occupants(map, { house: 'p4' }, same)).toEqual([]);
    expect(placesOf(['p1', 'p2', 'p3', 'p4'], map, same)).toEqual([
      { place: { house: 'p2' }, ids: ['p1', 'p2'] },
      { place: { house: 'p3' }, ids: ['p3'] },
      { place: { house: 'p1' }, ids: ['p4'] },
    ]);
  });
});
