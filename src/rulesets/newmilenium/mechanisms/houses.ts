/**
 * Houses (NewMilenium, 003_7860fbf4cb88296e.txt:10-13): one house per
 * player, named by its owner. For one night a player may sleep in another
 * house (a mutual swap, a hiding place) or be away; who is in a house is who
 * sleeps there, whoever only visits it does not count. Plain data and pure
 * functions: a ruleset keeps the beds in its state and decides who moves.
 */
import type { PlayerId } from '../../../engine';

/** A house is named by its owner. */
export type HouseId = PlayerId;

/** Where each player spends the night: a house, or null when away (absent, dead). */
export type Beds = Record<PlayerId, HouseId | null>;

/** Everyone in his own house, except `away`. */
export function homeBeds(players: readonly PlayerId[], away: (id: PlayerId) => boolean = () => false): Beds {
  return Object.fromEntries(players.map((id) => [id, away(id) ? null : id]));
}

/** Who sleeps in `house`, in seating order (the night map's `occupants` for houses known by id). */
export function sleepersIn(beds: Readonly<Beds>, house: HouseId, order: readonly PlayerId[]): PlayerId[] {
  return order.filter((id) => beds[id] === house);
}

/** The house where `who` sleeps, or null. */
export function bedOf(beds: Readonly<Beds>, who: PlayerId): HouseId | null {
  return Object.prototype.hasOwnProperty.call(beds, who) ? beds[who]! : null;
}

/** `who` sleeps elsewhere (or is away) tonight. */
export function awayFromHome(beds: Readonly<Beds>, who: PlayerId): boolean {
  return bedOf(beds, who) !== who;
}

/** A copy where `a` and `b` sleep in each other's bed (a one-night swap). */
export function swapBeds(beds: Readonly<Beds>, a: PlayerId, b: PlayerId): Beds {
  return { ...beds, [a]: bedOf(beds, b), [b]: bedOf(beds, a) };
}

/** A copy where `who` sleeps in `house` (a hiding place), or away. */
export function moveBed(beds: Readonly<Beds>, who: PlayerId, house: HouseId | null): Beds {
  return { ...beds, [who]: house };
}

export interface SwapRequest {
  from: PlayerId;
  to: PlayerId;
}

/**
 * The swaps that happen: pairs where each asked for the other (003:12). A
 * player's first request is his only one, so a pair is never part of
 * another; pairs come in the order their second request came.
 */
export function mutualPairs(requests: readonly SwapRequest[]): [PlayerId, PlayerId][] {
  const first = new Map<PlayerId, PlayerId>();
  for (const r of requests) if (!first.has(r.from) && r.from !== r.to) first.set(r.from, r.to);
  const out: [PlayerId, PlayerId][] = [];
  const paired = new Set<PlayerId>();
  for (const r of requests) {
    if (first.get(r.from) !== r.to || first.get(r.to) !== r.from || paired.has(r.from)) continue;
    paired.add(r.from);
    paired.add(r.to);
    out.push([r.to, r.from]);
  }
  return out;
}
