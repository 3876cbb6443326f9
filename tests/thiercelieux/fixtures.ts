/**
 * The seatings Thiercelieux scenarios start from. Seat i is `NAMES[i]` (Ana,
 * Bruno, Chloé…), id `p{i+1}`. The table itself is in table.ts.
 */
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
