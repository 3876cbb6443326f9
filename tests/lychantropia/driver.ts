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
import type { LTypes } from '../../src/rulesets/lychantropia/types';
import { defaultQuiet, Table, type Quiet } from '../support/table';

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

export class LTable extends Table<LTypes> {
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
  put(player: string, kind: string, value: unknown, step = this.step!): this {
    return this.play(step, { put: { player, kind, value } });
  }

  /** The refusal of an order. */
  refuse(player: string, kind: string, value: unknown): string {
    return this.refusal(this.step!, { put: { player, kind, value } });
  }

  close(): this {
    return this.play(this.step!, { close: true });
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
