/**
 * The table every Lychantropia scenario sits at: Ana and Bruno are wolves,
 * everyone after them a villager (Chloé, David, Emma, Farid, Gaëlle, Hugo);
 * each holds two items, a `fill` pair unless the test gives his own. Day 0
 * elects Chloé Notaire and David Marchand.
 */
import type { Options } from '../../src/engine';
import type { ItemKind } from '../../src/rulesets/lychantropia/items';
import { NAMES } from '../support/table';
import { LTable, v, w, type Seat } from './driver';

/** The two items some players start with, by name. */
export type Hands = Partial<Record<string, [ItemKind, ItemKind]>>;

/** The first `count` seats, Ana and Bruno wolves; each with his own hand or `fill`. */
export function seats(count: number, hands: Hands = {}, fill: [ItemKind, ItemKind] = ['pigeon', 'sac']): Seat[] {
  return NAMES.slice(0, count).map((n, i) => {
    const [a, b] = hands[n] ?? fill;
    return i < 2 ? w(a, b) : v(a, b);
  });
}

/** Five players with items of every sort: a Fusil, Sacs d'or, the Pipot, Pigeons, Lorgnettes and Herbes. */
export const FIVE: Hands = {
  Ana: ['fusil', 'pigeon'],
  Bruno: ['sac', 'sac'],
  Chloé: ['pipot', 'testament'],
  David: ['pigeon', 'pigeon'],
  Emma: ['lorgnettes', 'herbes'],
};

/** Day 0's votes: Chloé becomes Notaire (the most voted), David Marchand (the next one). */
export const ELECTION = { Ana: 'Chloé', Bruno: 'Chloé', Chloé: 'David', David: 'Chloé' };

export interface TableSpec {
  /** Seats at the table (eight unless said). */
  players?: number;
  hands?: Hands;
  fill?: [ItemKind, ItemKind];
  options?: Options;
}

/** Day 0 played (Chloé Notaire, David Marchand): the first night's book is open. */
export function firstNight({ players = 8, hands = {}, fill, options = {} }: TableSpec = {}): LTable {
  return new LTable(seats(players, hands, fill), options).elect(ELECTION);
}

/** The first night passed with no order: day 1's book is open, nobody died. */
export function firstDay(spec: TableSpec = {}): LTable {
  return firstNight(spec).close().until('jour');
}
