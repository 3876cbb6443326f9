/**
 * The generic Table (tests/support/table.ts) with what only NewMilenium
 * needs: each seat's nature and two roles (entered at the `tirage` call, as
 * an MJ who drew them by hand would), the Assassins' targets, the order
 * books' helpers, planted secret numbers, and its quiet answers (a book is
 * closed, an order stands).
 */
import { produce } from 'immer';
import type { Options } from '../../src/engine';
import { newmilenium } from '../../src/rulesets/newmilenium';
import type * as bucher from '../../src/rulesets/newmilenium/steps/bucher';
import type * as choices from '../../src/rulesets/newmilenium/steps/choices';
import type * as dawn from '../../src/rulesets/newmilenium/steps/dawn';
import type * as day from '../../src/rulesets/newmilenium/steps/day';
import type * as deadline from '../../src/rulesets/newmilenium/steps/deadline';
import type * as maire from '../../src/rulesets/newmilenium/steps/maire';
import type * as night from '../../src/rulesets/newmilenium/steps/night';
import type * as dayOrders from '../../src/rulesets/newmilenium/orders/day';
import type * as nightOrders from '../../src/rulesets/newmilenium/orders/night';
import type * as reactions from '../../src/rulesets/newmilenium/steps/reactions';
import type * as start from '../../src/rulesets/newmilenium/steps/start';
import type { Nature, NTypes, RoleId } from '../../src/rulesets/newmilenium/types';
import type { DefsIn, Typed, Untyped } from '../support/answers';
import type { KindOf, KindsIn, OrdersOf, UntypedKinds } from '../support/orders';
import { defaultQuiet, Table, type Quiet } from '../support/table';

type Steps = DefsIn<
  typeof bucher &
    typeof choices &
    typeof dawn &
    typeof day &
    typeof deadline &
    typeof maire &
    typeof night &
    typeof reactions &
    typeof start
>;

/** Every NewMilenium step, with the answer its prompt takes. */
export type NAnswers = Typed<NTypes, Steps>;

/** The steps whose definitions the modules above miss (tests/newmilenium/types.test.ts: none). */
export type NUntyped = Untyped<NTypes, Steps>;

/** NewMilenium's order kinds: the day's, the night's, the draw's (`role-1`, `role-2`, `cibles`). */
type Kinds = KindsIn<typeof dayOrders & typeof nightOrders & typeof start>;

/** Every NewMilenium order kind, with the value it takes. */
export type NOrders = OrdersOf<Kinds>;

/** A NewMilenium order kind (`put`, `refuse`). */
export type NKind = KindOf<NOrders>;

/** The kinds whose id the compiler does not know (tests/newmilenium/types.test.ts: none). */
export type NUntypedKinds = UntypedKinds<Kinds>;

export interface Seat {
  nature: Nature;
  roles: [RoleId, RoleId];
  /** An Assassin's targets, by name. */
  targets?: string[];
}

/** The engine's quiet answers, then NewMilenium's: a book is closed, an order asked about stands. */
const quiet: Quiet = (call) => {
  const engine = defaultQuiet(call);
  if (engine !== undefined) return engine;
  if (call.prompt.kind === 'orders') return { close: true };
  return undefined;
};

/** Non-breaking spaces read as plain ones, for comparing texts. */
export const plain = (t: string): string => t.replace(/\u00a0/g, ' ');

export class NTable extends Table<NTypes, NAnswers> {
  protected override quiet = quiet;

  constructor(seats: Seat[], options: Options = {}, seed = 'test') {
    super(newmilenium, {
      cards: seats.map((x) => x.nature),
      options: { ...options, distributionRoles: 'manuelle', ciblesAssassin: 'manuelle' },
      seed,
    });
    seats.forEach((seat, i) => {
      const who = this.name(`p${i + 1}`);
      this.put(who, 'role-1', seat.roles[0]).put(who, 'role-2', seat.roles[1]);
      if (seat.targets) this.put(who, 'cibles', seat.targets);
    });
    this.close();
  }

  alive(name: string): boolean {
    return this.player(name).health === 'vivant';
  }

  /** Enter an order in the current book. */
  put<K extends NKind>(player: string, kind: K, value: NOrders[K]): this {
    return this.playAny(this.step!, { put: { player, kind, value } });
  }

  /** The refusal of an order, as the MJ reads it. */
  refuse<K extends NKind>(player: string, kind: K, value: NOrders[K]): string {
    return plain(this.refusalAny(this.step!, { put: { player, kind, value } }));
  }

  /** The full rejection (reason and the book's line). */
  refusedWith<K extends NKind>(player: string, kind: K, value: NOrders[K]) {
    return this.rejectionAny(this.step!, { put: { player, kind, value } });
  }

  close(): this {
    return this.playAny(this.step!, { close: true });
  }

  /** Test scaffolding: the secret numbers of one role's holders, by name. */
  numbers(role: RoleId | 'assassin', byName: Record<string, number>): this {
    return this.setState(
      produce(this.state, (d) => {
        d.rs.numbers[role] = Object.fromEntries(Object.entries(byName).map(([n, x]) => [this.id(n), x]));
      }),
    );
  }

  /** The texts of the current call's document, spaces made plain. */
  text(id: string): string {
    return plain(this.doc(id));
  }

  /** Private lines a player got in play (their `pm`; the opening message left out), spaces made plain, in order. */
  pms(name: string): string[] {
    const id = this.id(name);
    return this.state.events
      .filter((e) => e.type !== 'depart' && e.vis.to === 'players' && e.vis.ids.includes(id))
      .map((e) => {
        const d = e.data;
        const pm = d && typeof d === 'object' && !Array.isArray(d) ? d.pm : undefined;
        return plain(typeof pm === 'string' ? pm : e.text);
      });
  }

  /** Public lines, spaces made plain. */
  said(): string[] {
    return this.publicTexts().map(plain);
  }

  /** MJ lines of type `nuit` (the night's resolution), plain. */
  log(): string[] {
    return this.state.events
      .filter((e) => e.vis.to === 'mj' && (e.type === 'nuit' || e.type === 'jour'))
      .map((e) => plain(e.text));
  }
}
