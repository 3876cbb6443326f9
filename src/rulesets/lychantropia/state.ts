/**
 * The Lychantropia ruleset's starting state and the small queries every step
 * uses (who lives, who votes, names as the texts write them). What players
 * hold is asked of `holdings.ts`.
 */
import {
  ALIVE_DEAD,
  type Bar,
  type Bars,
  emptyBook,
  livingOf,
  memo,
  nameOf,
  namesOf,
  type PlayerId,
  playerRead,
} from '../../engine';
import type { DayState, LGame, LState, NightState, Post } from './types';

export const HEALTH = ALIVE_DEAD;
export const DEAD = 'mort';

export function emptyDay(): DayState {
  return { bids: [], pigeonOffers: [], auction: null, merchantDied: false, tried: [], trocDone: false };
}

export function emptyNight(): NightState {
  return { drunk: false, target: null, prevented: false, used: [], dead: [], stoned: [], lost: [] };
}

/** The state before anything is dealt: every seat's hand empty. */
export function initialState(order: readonly PlayerId[]): LState {
  return {
    hands: Object.fromEntries(order.map((id) => [id, []])),
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

/**
 * The state copied one level, as one object literal in `initialState`'s
 * order: the playouts' writer copies it whenever a resolution writes one of
 * its entries, and a spread that has met every record's shape copies slowly
 * (`engine/literal-copy.ts`).
 */
export function copyState(rs: LState): LState {
  return {
    hands: rs.hands,
    shop: rs.shop,
    shopShown: rs.shopShown,
    toShop: rs.toShop,
    removed: rs.removed,
    minted: rs.minted,
    book: rs.book,
    lovers: rs.lovers,
    whiteWolf: rs.whiteWolf,
    deaths: rs.deaths,
    pending: rs.pending,
    tick: rs.tick,
    acts: rs.acts,
    day: rs.day,
    night: rs.night,
    crossbow: rs.crossbow,
    election: rs.election,
    testaments: rs.testaments,
    successions: rs.successions,
    moment: rs.moment,
  };
}

export function alive(s: LGame, id: PlayerId): boolean {
  return playerRead(s.players, id).health !== DEAD;
}

/** The living in seating order (the engine keeps them per players record: shared, never write into it). */
export function living(s: LGame): PlayerId[] {
  return memo(livingNow, s);
}

/** The engine's list, kept for the last state asked too: asked many times of one state (every bar, every kind). */
function livingNow(s: LGame): PlayerId[] {
  return livingOf(s, alive);
}

export const name: (s: LGame, id: PlayerId) => string = nameOf;

/**
 * The dead are not chosen (the call's own line says so: the book has none
 * of its own): the first bar of every call that names the living. It lets
 * through the living, a kept list.
 */
export const DEAD_BAR: Bar<LGame> = {
  test: (s, id) => !alive(s, id),
  why: (s, id) => `${name(s, id)} est mort·e.`,
  pass: living,
};

/** The bars of a call among the living: `living` is what they leave. */
export const LIVING: Bars<LGame> = [DEAD_BAR];

// Elision before a vowel or a mute h (« d’Ana », « qu’Hugo »): the engine's French helpers.
export { de, que } from '../../engine';

export const names: (s: LGame, ids: readonly PlayerId[]) => string = namesOf;

export function isWolf(s: LGame, id: PlayerId): boolean {
  return playerRead(s.players, id).role === 'loup';
}

export function post(s: LGame, p: Post): PlayerId | null {
  return s.posts[p] ?? null;
}

export function illiterate(s: LGame, id: PlayerId): boolean {
  return playerRead(s.players, id).markers.analphabete === true;
}

/** May vote: alive, not illiterate, not stoned by the Herbes (lines 78, 90). */
export function canVote(s: LGame, id: PlayerId): boolean {
  return alive(s, id) && !illiterate(s, id) && playerRead(s.players, id).markers.sansVote !== true;
}

export function partnerOf(s: LGame, id: PlayerId): PlayerId | null {
  const l = s.rs.lovers;
  if (!l) return null;
  if (l[0] === id) return l[1];
  if (l[1] === id) return l[0];
  return null;
}

export function charmed(s: LGame, id: PlayerId): boolean {
  return playerRead(s.players, id).markers.charme === true;
}
