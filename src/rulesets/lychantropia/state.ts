/**
 * The Lychantropia ruleset's own state and the small queries every step uses.
 */
import { isDraft } from 'immer';
import { ALIVE_DEAD } from '../../engine/health';
import { emptyBook, type OrderBook } from '../../engine/orders';
import type { GameState, PlayerId } from '../../engine';
import { kindOf, type ItemKind } from './items';

export const HEALTH = ALIVE_DEAD;
export const DEAD = 'mort';

export type Cause = 'loups' | 'potion' | 'arbalete' | 'remords' | 'loup-blanc' | 'fusil' | 'bucher' | 'chagrin' | 'exclusion';

export interface Death {
  id: PlayerId;
  cause: Cause;
  day: number;
  phase: string;
  /** Position in the game's sequence of acts and deaths (see `acts`). */
  tick: number;
}

/** Where a copy of an item went when it left the game. */
export interface Removal {
  item: string;
  reason: string;
  day: number;
}

/** An order carried out, to check that nobody dead acts. */
export interface Act {
  actor: PlayerId;
  what: string;
  tick: number;
}

export interface Bid {
  player: PlayerId;
  amount: number;
}

export interface Offer {
  /** `public:p3` or `pigeon:p3`. */
  id: string;
  player: PlayerId;
  price: ItemKind[];
  want: ItemKind;
  byPigeon: boolean;
}

export interface DayState {
  /** Every bid of the day's auction, in the order entered. */
  bids: Bid[];
  /** Troc offers the Marchand received by Pigeon (delivered at the deadline). */
  pigeonOffers: Offer[];
  /** The auction's outcome at the deadline: the item, and the bid counted as votes against the winner (line 69). */
  auction: { winner: PlayerId; item: ItemKind; amount: number } | null;
  /** The Marchand died during the day before the troc: no troc (line 58). */
  merchantDied: boolean;
  /** Troc offers found impossible, in the Marchand's order. */
  tried: string[];
  trocDone: boolean;
}

export interface NightState {
  drunk: boolean;
  /** The wolves' target, once drawn. */
  target: PlayerId | null;
  /** The Potion de vie stopped the attack. */
  prevented: boolean;
  /** Items used tonight, for the Lorgnettes (line 83). */
  used: ItemKind[];
  /** Died tonight, in order. */
  dead: PlayerId[];
  /** Saved by the Herbes du bonheur tonight. */
  stoned: PlayerId[];
  /** What the dead of the night left: lost items, or null when the Aimant took them. */
  lost: { id: PlayerId; items: ItemKind[] | null }[];
}

export interface ElectionState {
  round: number;
  /** Who may still be elected this round. */
  eligible: PlayerId[];
  /** This round repeats the previous one's candidates: a new tie is drawn. */
  stalled: boolean;
}

export type Post = 'notaire' | 'marchand';

export interface LState {
  shop: string[];
  /** The shop as the MJ last revealed it (at the start, then at each dawn), for the public screen. */
  shopShown: ItemKind[];
  /** Items on their way back to the shop: they appear there at the next dawn (lines 57, 87). */
  toShop: string[];
  removed: Removal[];
  /** Every copy ever created. */
  minted: string[];
  book: OrderBook;
  lovers: [PlayerId, PlayerId] | null;
  whiteWolf: PlayerId | null;
  deaths: Death[];
  /** Dead players whose items wait for the end of the phase (the magnet, or lost). */
  pending: PlayerId[];
  tick: number;
  /** Acts since the start of the last night (orders carried out), to check that nobody dead acts. */
  acts: Act[];
  day: DayState;
  night: NightState;
  /** Arbalète targets received by Pigeon today, per receiver, for the coming night (line 85). */
  crossbow: Record<PlayerId, PlayerId[]>;
  election: ElectionState | null;
  /** Testaments written, handed to the Notaire at the next dawn (line 98). */
  testaments: PlayerId[];
  /** Post holders dead at night: they name their successor at dawn (line 43). */
  successions: { post: Post; from: PlayerId }[];
  /** When the end of the game may be checked: at dawn and after the bûcher (line 5). */
  moment: 'aube' | 'bucher' | null;
}

export type LGame = GameState<LState>;

export function emptyDay(): DayState {
  return { bids: [], pigeonOffers: [], auction: null, merchantDied: false, tried: [], trocDone: false };
}

export function emptyNight(): NightState {
  return { drunk: false, target: null, prevented: false, used: [], dead: [], stoned: [], lost: [] };
}

export function initialState(): LState {
  return {
    shop: [],
    shopShown: [],
    toShop: [],
    removed: [],
    minted: [],
    book: emptyBook(),
    lovers: null,
    whiteWolf: null,
    deaths: [],
    pending: [],
    tick: 0,
    acts: [],
    day: emptyDay(),
    night: emptyNight(),
    crossbow: {},
    election: null,
    testaments: [],
    successions: [],
    moment: null,
  };
}

export function opt<T extends string | number | boolean>(s: LGame, id: string): T {
  return s.setup.options[id] as T;
}

export function alive(s: LGame, id: PlayerId): boolean {
  return s.players[id]!.health !== DEAD;
}

/**
 * Queries every order kind asks many times per answer are cached per
 * finalized object (the players, a hand); a draft is never cached, its
 * content changes under the same identity.
 */
const livingCache = new WeakMap<object, PlayerId[]>();
const countCache = new WeakMap<readonly string[], Map<ItemKind, number>>();

export function living(s: LGame): PlayerId[] {
  if (isDraft(s.players)) return s.order.filter((id) => alive(s, id));
  let list = livingCache.get(s.players);
  if (!list) {
    list = s.order.filter((id) => alive(s, id));
    livingCache.set(s.players, list);
  }
  return list;
}

export function name(s: LGame, id: PlayerId): string {
  return s.players[id]!.name;
}

const ELIDES = /^[AEIOUYÀÂÄÉÈÊËÎÏÔÖÙÛÜ]/i;

/** « de Bruno », « d’Ana » (French elision before a vowel). */
export function de(who: string): string {
  return ELIDES.test(who) ? `d’${who}` : `de ${who}`;
}

/** « que Bruno », « qu’Ana ». */
export function que(who: string): string {
  return ELIDES.test(who) ? `qu’${who}` : `que ${who}`;
}

export function names(s: LGame, ids: readonly PlayerId[]): string {
  const list = ids.map((id) => name(s, id));
  if (list.length <= 1) return list.join('');
  return `${list.slice(0, -1).join(', ')} et ${list[list.length - 1]}`;
}

export function isWolf(s: LGame, id: PlayerId): boolean {
  return s.players[id]!.role === 'loup';
}

export function count(s: LGame, id: PlayerId, kind: ItemKind): number {
  const items = s.players[id]!.items;
  if (isDraft(items)) return items.filter((i) => kindOf(i) === kind).length;
  let counts = countCache.get(items);
  if (!counts) {
    counts = new Map();
    for (const i of items) counts.set(kindOf(i), (counts.get(kindOf(i)) ?? 0) + 1);
    countCache.set(items, counts);
  }
  return counts.get(kind) ?? 0;
}

export function has(s: LGame, id: PlayerId, kind: ItemKind): boolean {
  return count(s, id, kind) > 0;
}

const holdersCache = new WeakMap<object, Map<ItemKind, PlayerId[]>>();

/** Living holders of an item, in seating order. */
export function holders(s: LGame, kind: ItemKind): PlayerId[] {
  if (isDraft(s.players)) return living(s).filter((id) => has(s, id, kind));
  let index = holdersCache.get(s.players);
  if (!index) {
    index = new Map();
    for (const id of living(s)) {
      for (const k of new Set(s.players[id]!.items.map(kindOf))) index.set(k, [...(index.get(k) ?? []), id]);
    }
    holdersCache.set(s.players, index);
  }
  return index.get(kind) ?? [];
}

export function post(s: LGame, p: Post): PlayerId | null {
  return s.posts[p] ?? null;
}

export function illiterate(s: LGame, id: PlayerId): boolean {
  return s.players[id]!.markers.analphabete === true;
}

/** May vote: alive, not illiterate, not stoned by the Herbes (lines 78, 90). */
export function canVote(s: LGame, id: PlayerId): boolean {
  return alive(s, id) && !illiterate(s, id) && s.players[id]!.markers.sansVote !== true;
}

/** May send a Pigeon (or burn one for a potion): alive, literate, with a Pigeon (line 78). */
export function canUsePigeon(s: LGame, id: PlayerId): boolean {
  return alive(s, id) && !illiterate(s, id) && has(s, id, 'pigeon');
}

export function partnerOf(s: LGame, id: PlayerId): PlayerId | null {
  const l = s.rs.lovers;
  if (!l) return null;
  if (l[0] === id) return l[1];
  if (l[1] === id) return l[0];
  return null;
}

/** The flute player: whoever holds the Pipot now (line 89). */
export function piper(s: LGame): PlayerId | null {
  return holders(s, 'pipot')[0] ?? null;
}

export function charmed(s: LGame, id: PlayerId): boolean {
  return s.players[id]!.markers.charme === true;
}
