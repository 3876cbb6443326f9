/**
 * The questions every ruleset asks of the table: a player by id, his name,
 * names in French, the living in seating order, a card's holders. Answered
 * once here, on the engine's memo (`memo.ts`), where five rulesets each kept
 * a copy with its own cache and its own rule for when that cache was valid.
 */
import { asItStands } from './part-as-it-stands';
import { mayChange } from './draft';
import { andList } from './french';
import type { PlayerId } from './types';

/** A table as these questions read it: its seats in order, and a record of players. */
export interface Seated<P> {
  order: readonly PlayerId[];
  players: Readonly<Record<PlayerId, P>>;
}

/** The player seated as `id`; a clear internal error when there is none (a bug, never the MJ's input: answers are checked first). */
export function playerOf<P>(s: { players: Readonly<Record<PlayerId, P>> }, id: PlayerId): P {
  return playerIn(s.players, id);
}

/**
 * The player seated as `id` in a players record (`s.players`, read at the
 * caller: each call site then keeps its own inline cache for it, the hot
 * path of every guard). A clear internal error when there is none.
 */
export function playerIn<P>(players: Readonly<Record<PlayerId, P>>, id: PlayerId): P {
  const p = players[id];
  if (p === undefined) throw new Error(`internal error: no player « ${id} » at this table`);
  return p;
}

/**
 * `playerIn` for a read that writes nothing (a name, a health): inside a
 * playout's resolution, the player as it stands rather than a private copy
 * made for the read (`copy-on-access.ts`). Never write into what it gives.
 */
export function playerRead<P>(players: Readonly<Record<PlayerId, P>>, id: PlayerId): P {
  return playerIn(asItStands(players), id);
}

/** A player's name. */
export function nameOf(s: { players: Readonly<Record<PlayerId, { name: string }>> }, id: PlayerId): string {
  return playerRead(s.players, id).name;
}

/** « Ana, Bruno et Chloé » (« Ana » alone, nothing for nobody). */
export function namesOf(
  s: { players: Readonly<Record<PlayerId, { name: string }>> },
  ids: readonly PlayerId[],
): string {
  return andList(ids.map((id) => nameOf(s, id)));
}

/** Whether a seat is alive, as a ruleset's health reads it. */
export type AliveTest<S> = (s: S, id: PlayerId) => boolean;

/** Per test of life: the living last worked out, with the `players` and `order` they were worked out from. */
const LIVING = new Map<AliveTest<never>, { players: object; order: readonly PlayerId[]; list: PlayerId[] }>();

const sameIds = (a: readonly PlayerId[], b: readonly PlayerId[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * The living in seating order, as `alive` tells them (a top-level function
 * of the ruleset: it names the answer kept). Kept for the last `players` and
 * `order` asked; when a new players record has the same living (most answers
 * make one, deaths are rare) the very same list is given back, so that what
 * is kept per list of the living stands. Shared: never write into it.
 */
export function livingOf<S extends Seated<unknown>>(s: S, alive: AliveTest<S>): PlayerId[] {
  if (mayChange(s.players)) return s.order.filter((id) => alive(s, id));
  const last = LIVING.get(alive);
  if (last?.players === s.players && last.order === s.order) return last.list;
  const fresh = s.order.filter((id) => alive(s, id));
  const list = last && sameIds(last.list, fresh) ? last.list : fresh;
  LIVING.set(alive, { players: s.players, order: s.order, list });
  return list;
}

/** A seat whose card is its `role`. */
interface Dealt {
  role: string;
}

/**
 * Who holds which card, checked by content: the seating (player and card,
 * seat by seat) the index was built from is kept with it, and the index is
 * used again only while the game still seats the same cards. So it holds
 * inside a resolution too, and when cards change hands (the Voleur, the
 * Corbeau…). While the game asks with the very `players` and `order` objects
 * of a finished state, the check itself is skipped; so it is inside a
 * resolution while its players, as they stand, are still that record.
 */
interface HoldersIndex {
  seats: readonly PlayerId[];
  cards: readonly string[];
  index: Map<string, PlayerId[]>;
  /** The finished `players` and `order` the index was last checked against. */
  players: object | null;
  order: object | null;
}

let holdersIndex: HoldersIndex = { seats: [], cards: [], index: new Map(), players: null, order: null };

function holdersOf(s: Seated<Dealt>): Map<string, PlayerId[]> {
  const { order } = s;
  const last = holdersIndex;
  // Read, never written: inside a playout's resolution, without copying every player (`copy-on-access.ts`).
  const players = asItStands(s.players);
  // The finished record last checked is never written: inside a resolution, its players as they stand are that very
  // record until an entry is copied (the resolution reads its cards, or a name), and the index still holds.
  if (players === last.players && order === last.order) return last.index;
  const finished = !mayChange(s.players);
  let same = order.length === last.seats.length;
  for (let i = 0; same && i < order.length; i++) {
    const id = order[i]!;
    same = id === last.seats[i] && playerIn(players, id).role === last.cards[i];
  }
  if (same) {
    // The record last checked, if any, still seats these cards: kept unless this one is finished too.
    if (finished) {
      last.players = players;
      last.order = order;
    }
    return last.index;
  }
  const index = new Map<string, PlayerId[]>();
  const seats: PlayerId[] = [];
  const cards: string[] = [];
  for (const id of order) {
    const r = playerIn(players, id).role;
    seats.push(id);
    cards.push(r);
    const list = index.get(r);
    if (list) list.push(id);
    else index.set(r, [id]);
  }
  holdersIndex = { seats, cards, index, players: finished ? players : null, order: finished ? order : null };
  return index;
}

const NOBODY: readonly PlayerId[] = Object.freeze([]);

/**
 * An object standing for who holds which card now: the same object while the
 * table seats the same cards (a new one may stand for the same again). For an
 * answer kept per deal (`latest`'s inputs: the calls a phase plans).
 */
export function cardsDealt(s: Seated<Dealt>): object {
  return holdersOf(s);
}

/** Players holding `card` now (dead or alive), in seating order. Shared: never write into it. */
export function holdersOfCard(s: Seated<Dealt>, card: string): readonly PlayerId[] {
  return holdersOf(s).get(card) ?? NOBODY;
}
