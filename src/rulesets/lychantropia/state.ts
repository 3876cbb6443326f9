/**
 * The Lychantropia ruleset's starting state and the small queries every step
 * uses (who lives, who votes, names as the texts write them). What players
 * hold is asked of `holdings.ts`.
 */
import { mayChange } from '../../engine/draft';
import { ALIVE_DEAD } from '../../engine/health';
import { emptyBook } from '../../engine/orders';
import type { PlayerId } from '../../engine';
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

export function alive(s: LGame, id: PlayerId): boolean {
  return s.players[id]!.health !== DEAD;
}

/**
 * The living are asked for many times per answer: kept for the last
 * finalized players record (and seating) asked, which a game keeps from one
 * answer to the next (one entry, not a map per state: less for the garbage
 * collector); a draft is never cached, its content changes under the same
 * identity.
 */
let lastLiving: { players: object; order: readonly PlayerId[]; list: PlayerId[] } | null = null;

export function living(s: LGame): PlayerId[] {
  if (mayChange(s.players)) return s.order.filter((id) => alive(s, id));
  if (lastLiving?.players !== s.players || lastLiving.order !== s.order) {
    const list = s.order.filter((id) => alive(s, id));
    // The same living as last time (the players record is a new object at most answers, its deaths are rare): the same list, so that what is kept per list of the living (`holders`) stands.
    lastLiving = {
      players: s.players,
      order: s.order,
      list: lastLiving && sameIds(lastLiving.list, list) ? lastLiving.list : list,
    };
  }
  return lastLiving.list;
}

const sameIds = (a: readonly PlayerId[], b: readonly PlayerId[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

export function name(s: LGame, id: PlayerId): string {
  return s.players[id]!.name;
}

// Elision before a vowel or a mute h (« d’Ana », « qu’Hugo »): the engine's French helpers.
export { de, que } from '../../engine';

export function names(s: LGame, ids: readonly PlayerId[]): string {
  const list = ids.map((id) => name(s, id));
  if (list.length <= 1) return list.join('');
  return `${list.slice(0, -1).join(', ')} et ${list[list.length - 1]}`;
}

export function isWolf(s: LGame, id: PlayerId): boolean {
  return s.players[id]!.role === 'loup';
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

export function partnerOf(s: LGame, id: PlayerId): PlayerId | null {
  const l = s.rs.lovers;
  if (!l) return null;
  if (l[0] === id) return l[1];
  if (l[1] === id) return l[0];
  return null;
}

export function charmed(s: LGame, id: PlayerId): boolean {
  return s.players[id]!.markers.charme === true;
}
