/**
 * Thiercelieux's one table: the typed driver (tests/support/table.ts) with
 * what only this ruleset needs: whether a player is alive in its health
 * model, and a day where nobody is executed. Seat i is `NAMES[i]` (Ana,
 * Bruno, Chloé…), id `p{i+1}`; seatings are in fixtures.ts.
 *
 *   const t = village(FIVE);                         // the options as the MJ leaves them
 *   const u = recueil(seated(6, 'devin', 'loup-garou')); // no Capitaine, so no random election steers the scenario
 */
import { isAlive, type Options } from '../../src/engine';
import { thiercelieux } from '../../src/rulesets/thiercelieux';
import type * as ameEnPeine from '../../src/rulesets/thiercelieux/actions/ame-en-peine';
import type * as detective from '../../src/rulesets/thiercelieux/actions/detective';
import type * as espion from '../../src/rulesets/thiercelieux/actions/espion';
import type * as evenement from '../../src/rulesets/thiercelieux/actions/evenement';
import type * as exclusion from '../../src/rulesets/thiercelieux/actions/exclusion';
import type * as dawn from '../../src/rulesets/thiercelieux/steps/dawn';
import type * as execution from '../../src/rulesets/thiercelieux/steps/execution';
import type * as night from '../../src/rulesets/thiercelieux/steps/night';
import type * as preparation from '../../src/rulesets/thiercelieux/steps/preparation';
import type * as recueilSteps from '../../src/rulesets/thiercelieux/steps/recueil';
import type * as vote from '../../src/rulesets/thiercelieux/steps/vote';
import type { TTypes } from '../../src/rulesets/thiercelieux/types';
import type { Answers, DefsIn, Typed, Untyped } from '../support/answers';
import { Table, type TableSetup } from '../support/table';

type Steps = DefsIn<
  typeof dawn & typeof execution & typeof night & typeof preparation & typeof recueilSteps & typeof vote
>;
type Actions = DefsIn<typeof ameEnPeine & typeof detective & typeof espion & typeof evenement & typeof exclusion>;

/** Every Thiercelieux step and action, each with the answer its prompt takes. */
export type TAnswers = Typed<TTypes, Steps, Actions>;

/** The steps and actions whose definitions the modules above miss (tests/thiercelieux/types.test.ts: none). */
export type TUntyped = Untyped<TTypes, Steps, Actions>;

/** What a seating adds to its cards: the centre cards (Voleur), the seed that pins the draws, names. */
export type More = Omit<TableSetup, 'cards' | 'options'>;

export class ThiercelieuxTable<D extends Answers = TAnswers> extends Table<TTypes, D> {
  constructor(cards: string[], options: Options = {}, more: More = {}) {
    super(thiercelieux, { cards, options, ...more });
  }

  alive(name: string): boolean {
    return isAlive(this.rules.health, this.player(name).health);
  }

  /** Run through the day with no execution (everyone abstains), up to the next night's first call. */
  quietDay(): this {
    if (this.step === 'election') this.playAny('election', this.voteAll(null));
    this.untilAny('vote').playAny('vote', this.voteAll(null));
    return this;
  }
}

/** A table of `cards` (seat by seat), with the options the MJ left as they are unless given. */
export const village = (cards: string[], options: Options = {}, more: More = {}): ThiercelieuxTable =>
  new ThiercelieuxTable(cards, options, more);

/** The recueil's scenarios: no Capitaine unless a test wants one, so that the random election does not steer them. */
export const recueil = (cards: string[], options: Options = {}, more: More = {}): ThiercelieuxTable =>
  new ThiercelieuxTable(cards, { electionCapitaine: 'sans', ...options }, more);
