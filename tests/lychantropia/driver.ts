/**
 * The generic Table (tests/support/table.ts) with what only Lychantropia
 * needs: each seat's camp and two starting items (the random deal replaced,
 * as test scaffolding), the order books' helpers, the items held, and its
 * quiet answers (a book is closed, the troc finds no offer).
 */
import { produce } from 'immer';
import type { Options } from '../../src/engine';
import { lychantropia } from '../../src/rulesets/lychantropia';
import { addToHand, emptyHand, hand } from '../../src/rulesets/lychantropia/holdings';
import { kindOf, type ItemKind } from '../../src/rulesets/lychantropia/items';
import type * as exclusion from '../../src/rulesets/lychantropia/actions/exclusion';
import type * as dayOrders from '../../src/rulesets/lychantropia/day-orders';
import type * as nightOrders from '../../src/rulesets/lychantropia/night-orders';
import type * as bucher from '../../src/rulesets/lychantropia/steps/bucher';
import type * as dawn from '../../src/rulesets/lychantropia/steps/dawn';
import type * as day from '../../src/rulesets/lychantropia/steps/day';
import type * as deadline from '../../src/rulesets/lychantropia/steps/deadline';
import type * as election from '../../src/rulesets/lychantropia/steps/election';
import type * as night from '../../src/rulesets/lychantropia/steps/night';
import type * as nightAttack from '../../src/rulesets/lychantropia/steps/night-attack';
import type * as nightBook from '../../src/rulesets/lychantropia/steps/night-book';
import type * as pigeons from '../../src/rulesets/lychantropia/steps/pigeons';
import type * as reactions from '../../src/rulesets/lychantropia/steps/reactions';
import type * as start from '../../src/rulesets/lychantropia/steps/start';
import type { DealtKinds } from '../../src/rulesets/lychantropia/steps/start';
import type * as troc from '../../src/rulesets/lychantropia/steps/troc';
import type { LTypes } from '../../src/rulesets/lychantropia/types';
import type { DefsIn, Typed, Untyped } from '../support/answers';
import type { KindOf, KindsIn, OrdersOf, UntypedKinds } from '../support/orders';
import { defaultQuiet, Table, type Quiet } from '../support/table';

type Steps = DefsIn<
  typeof bucher &
    typeof dawn &
    typeof day &
    typeof deadline &
    typeof election &
    typeof night &
    typeof nightAttack &
    typeof nightBook &
    typeof pigeons &
    typeof reactions &
    typeof start &
    typeof troc
>;

/** Every Lychantropia step and action, each with the answer its prompt takes. */
export type LAnswers = Typed<LTypes, Steps, DefsIn<typeof exclusion>>;

/** The steps and actions whose definitions the modules above miss (tests/lychantropia/types.test.ts: none). */
export type LUntyped = Untyped<LTypes, Steps, DefsIn<typeof exclusion>>;

/** Lychantropia's order kinds: the day's, the night's, the deal's (`objet:fusil`…). */
type Kinds = KindsIn<typeof dayOrders & typeof nightOrders> | DealtKinds[number];

/** Every Lychantropia order kind, with the value it takes. */
export type LOrders = OrdersOf<Kinds>;

/** A Lychantropia order kind (`put`, `refuse`). */
export type LKind = KindOf<LOrders>;

/** The kinds whose id the compiler does not know (tests/lychantropia/types.test.ts: none). */
export type LUntypedKinds = UntypedKinds<Kinds>;

export interface Seat {
  camp: 'loup' | 'villageois';
  items: [ItemKind, ItemKind];
}

/** Shorthands: `w('fusil', 'pigeon')` is a wolf with a Fusil and a Pigeon. */
export const w = (a: ItemKind, b: ItemKind): Seat => ({ camp: 'loup', items: [a, b] });
export const v = (a: ItemKind, b: ItemKind): Seat => ({ camp: 'villageois', items: [a, b] });

/** The engine's quiet answers, then Lychantropia's: a book is closed, the Marchand has no offer left. */
const quiet: Quiet = (call) => {
  const engine = defaultQuiet(call);
  if (engine !== undefined) return engine;
  if (call.prompt.kind === 'orders') return { close: true };
  if (call.step === 'troc') return 'aucune';
  return undefined;
};

export class LTable extends Table<LTypes, LAnswers> {
  protected override quiet = quiet;

  constructor(seats: Seat[], options: Options = {}, seed = 'test') {
    super(lychantropia, {
      cards: seats.map((x) => x.camp),
      options: { ...options, distributionObjets: 'hasard' },
      seed,
    });
    // Test scaffolding: the seats' items replace the random deal (the shop stays as stocked).
    this.setState(
      produce(this.state, (d) => {
        const shop = new Set(d.rs.shop);
        d.rs.minted = d.rs.minted.filter((inst) => shop.has(inst));
        d.rs.removed = [];
        d.order.forEach((id, i) => {
          emptyHand(d, id);
          for (const kind of seats[i]!.items) {
            const inst = `${kind}#${d.rs.minted.length + 1}`;
            d.rs.minted.push(inst);
            addToHand(d, id, inst);
          }
        });
      }),
    );
  }

  alive(name: string): boolean {
    return this.player(name).health === 'vivant';
  }

  /** The copies a player holds (« fusil#9 »…), in the order they came. */
  hand(name: string): readonly string[] {
    return hand(this.state, this.id(name));
  }

  /** Item kinds held, sorted. */
  items(name: string): ItemKind[] {
    return this.hand(name).map(kindOf).sort();
  }

  shop(): ItemKind[] {
    return this.state.rs.shop.map(kindOf).sort();
  }

  /** Enter an order in the current book (`step` defaults to the current call). */
  put<K extends LKind>(player: string, kind: K, value: LOrders[K], step: string = this.step!): this {
    return this.playAny(step, { put: { player, kind, value } });
  }

  /** The refusal of an order. */
  refuse<K extends LKind>(player: string, kind: K, value: LOrders[K]): string {
    return this.refusalAny(this.step!, { put: { player, kind, value } });
  }

  close(): this {
    return this.playAny(this.step!, { close: true });
  }

  /** Day 0 with the given votes (voter → candidate), up to the first night's book. */
  elect(votes: Record<string, string | null>): this {
    this.until('jour');
    for (const [voter, target] of Object.entries(votes)) this.put(voter, 'vote', target ? [target] : []);
    this.close();
    return this.until('nuit');
  }

  /**
   * Test scaffolding only: hand a player an extra copy of an item, taken from
   * the shop when it is there, else created (as a brewed potion would be).
   */
  grant(name: string, kind: ItemKind, n = 1): this {
    this.setState(
      produce(this.state, (d) => {
        for (let i = 0; i < n; i++) {
          const at = d.rs.shop.findIndex((x) => kindOf(x) === kind);
          let inst: string;
          if (at >= 0) inst = d.rs.shop.splice(at, 1)[0]!;
          else {
            inst = `${kind}#${d.rs.minted.length + 1}`;
            d.rs.minted.push(inst);
          }
          addToHand(d, this.id(name), inst);
        }
      }),
    );
    return this;
  }
}
