/**
 * The tables Thiercelieux scenarios start from, and the generic driver
 * (tests/support/table.ts) with what only this ruleset needs: whether a
 * player is alive in its health model, and a day where nobody is executed.
 * Seat i is `NAMES[i]` (Ana, Bruno, Chloé…), id `p{i+1}`.
 */
import { isAlive } from '../../src/engine';
import { thiercelieux } from '../../src/rulesets/thiercelieux';
import type { TTypes } from '../../src/rulesets/thiercelieux/types';
import { Table, type TableSetup } from '../support/table';

export class Village extends Table<TTypes> {
  constructor(setup: TableSetup) {
    super(thiercelieux, setup);
  }

  alive(name: string): boolean {
    return isAlive(this.rules.health, this.player(name).health);
  }

  /** Run through the day with no execution (everyone abstains), up to the next night's first call. */
  quietDay(): this {
    if (this.step === 'election') this.play('election', this.voteAll(null));
    this.until('vote').play('vote', this.voteAll(null));
    return this;
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
