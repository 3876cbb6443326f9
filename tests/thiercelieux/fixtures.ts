/**
 * The seatings Thiercelieux scenarios start from. Seat i is `NAMES[i]` (Ana,
 * Bruno, Chloé…), id `p{i+1}`. The table itself is in table.ts.
 */
import type { TableSetup } from '../support/table';
import type { Loose } from '../support/answers';
import { ThiercelieuxTable } from './table';

/**
 * The old, untyped table, for the tests not moved to table.ts yet (barred*.test.ts):
 * the same table, taking any step id and any answer.
 */
export class Village extends ThiercelieuxTable<Loose> {
  constructor({ cards, options, ...more }: TableSetup) {
    super(cards, options, more);
  }
}

/** `seats` players: these cards first, in seating order, then Simples Villageois. */
export function seated(seats: number, ...cards: string[]): string[] {
  return [...cards, ...Array.from({ length: seats - cards.length }, () => 'villageois')];
}

/** Ana the Voyante, Bruno the wolf, three villagers. */
export const FIVE = seated(5, 'voyante', 'loup-garou');

/** Ana the Voyante, Bruno the wolf, four villagers. */
export const SIX = seated(6, 'voyante', 'loup-garou');

/** Bruno the only wolf among villagers, no power at all. */
export const PLAIN_FIVE = seated(5, 'villageois', 'loup-garou');
