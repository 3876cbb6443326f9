/**
 * What must hold after every answer, whatever the MJ tapped (property tests
 * and the simulator): every copy of every item is in exactly one place,
 * every hand belongs to a seat, nobody dead acts or keeps items, posts and
 * votes are consistent.
 */
import { actsAfterDeath, has, lastValid, type PlayerId, playerRead, sameItems } from '../../engine';
import { hand, handOwners } from './holdings';
import { kindOf } from './items';
import { alive, canVote, isWolf, post } from './state';
import type { LGame } from './types';

/** Where a copy was met: a seat's hand (the seat's id), or one of the stock's places. */
type Where = PlayerId | { readonly label: string };
const IN_SHOP: Where = { label: 'in the shop' };
const TO_SHOP: Where = { label: 'on its way to the shop' };
const REMOVED: Where = { label: 'removed' };
const said = (w: Where): string => (typeof w === 'string' ? `held by ${w}` : w.label);

/**
 * Each copy once: in a hand, in the shop, on its way to the shop, or removed
 * with a reason. Plain loops, the places named only in a message: this runs
 * after every answer of every simulated game.
 */
function checkCopies(s: LGame, out: string[]): void {
  const seen = new Map<string, Where>();
  const place = (inst: string, where: Where) => {
    const before = seen.get(inst);
    if (before !== undefined) out.push(`${inst} is both ${said(before)} and ${said(where)}`);
    seen.set(inst, where);
  };
  for (const id of s.order) for (const inst of hand(s, id)) place(inst, id);
  for (const inst of s.rs.shop) place(inst, IN_SHOP);
  for (const inst of s.rs.toShop) place(inst, TO_SHOP);
  for (const r of s.rs.removed) {
    if (r.reason.trim() === '') out.push(`${r.item} was removed with no reason`);
    place(r.item, REMOVED);
  }
  for (const id of handOwners(s)) if (!has(s.players, id)) out.push(`${id} holds items but has no seat`);
  let minted = seen.size === s.rs.minted.length;
  for (let i = 0; minted && i < s.rs.minted.length; i++) minted = seen.has(s.rs.minted[i]!);
  if (!minted) out.push('an item copy is missing or was never created');
  for (const list of [s.rs.shop, s.rs.toShop])
    for (const inst of list) if (kindOf(inst) === 'pipot') out.push('the Pipot went to the shop');
  for (const id of s.order)
    if (hand(s, id).some((i) => kindOf(i) === 'nid')) out.push(`${id} holds a Nid de pigeons that did not split`);
}

/** Every part of the game the copies' check reads, but the seating and the seats (`sameSeating`). */
const copyInputs = (s: LGame): readonly unknown[] => [s.rs.hands, s.rs.shop, s.rs.toShop, s.rs.removed, s.rs.minted];

/**
 * The seating and the seats' ids, which are all the copies' check reads of
 * `s.order` and `s.players`. Compared by content: a resolution that reads
 * either gets a copy (`copy-on-access.ts`, immer alike for the players), so
 * their identity changes at most answers while their content never does.
 */
function sameSeating(s: LGame, order: readonly PlayerId[], seats: readonly PlayerId[]): boolean {
  if (s.order !== order && (s.order.length !== order.length || s.order.some((id, i) => id !== order[i]))) return false;
  let i = 0;
  for (const id in s.players) if (seats[i++] !== id) return false;
  return i === seats.length;
}

/**
 * The copies' check, kept by the engine with the parts it read: most answers
 * (an order entered in a book, a vote) move no item, so the next state shares
 * every one of these parts with the last one checked, and the same parts give
 * the same result.
 */
interface CopiesChecked {
  inputs: readonly unknown[];
  order: readonly PlayerId[];
  seats: readonly PlayerId[];
  found: readonly string[];
}

function checkAllCopies(s: LGame): CopiesChecked {
  const found: string[] = [];
  checkCopies(s, found);
  return { inputs: copyInputs(s), order: s.order, seats: Object.keys(s.players), found };
}

const sameCopies = (last: CopiesChecked, s: LGame): boolean =>
  sameItems(last.inputs, copyInputs(s)) && sameSeating(s, last.order, last.seats);

const copiesChecked = (s: LGame): readonly string[] => lastValid(checkAllCopies, s, sameCopies).found;

/** Each seat's checks, kept with the parts they read (`sameSeats`). */
interface SeatsChecked {
  order: readonly PlayerId[];
  players: LGame['players'];
  hands: LGame['rs']['hands'];
  pending: readonly PlayerId[];
  found: readonly string[];
}

/** The dead keep no items past their phase; nobody announced dead is alive. */
function checkSeats(s: LGame): SeatsChecked {
  const found: string[] = [];
  for (const id of s.order) {
    if (!alive(s, id) && hand(s, id).length > 0 && !s.rs.pending.includes(id))
      found.push(`${id} is dead and still holds items`);
    if (playerRead(s.players, id).announced.health === 'mort' && alive(s, id))
      found.push(`${id} is announced dead but alive`);
  }
  return { order: s.order, players: s.players, hands: s.rs.hands, pending: s.rs.pending, found };
}

/** The same parts, the same result: most answers (an order entered in a book) leave all four as they were. */
const sameSeats = (last: SeatsChecked, s: LGame): boolean =>
  last.players === s.players && last.hands === s.rs.hands && last.pending === s.rs.pending && last.order === s.order;

/** The acts after their actor's death (every death counts). */
const afterDeath = actsAfterDeath<LGame['rs']['acts'][number], LGame['rs']['deaths'][number]>(() => true);

export function invariants(s: LGame): string[] {
  const out: string[] = [...copiesChecked(s)];

  // Nobody dead acts, nor keeps items beyond the end of the phase of their death.
  for (const a of afterDeath(s.rs.acts, s.rs.deaths)) out.push(`${a.actor} acted (${a.what}) after dying`);
  out.push(...lastValid(checkSeats, s, sameSeats).found);

  // Posts: never both, held by the living unless a successor is about to be named.
  const notary = post(s, 'notaire');
  const merchant = post(s, 'marchand');
  if (notary && notary === merchant) out.push('one player is both Notaire and Marchand');
  const succeeding = s.rs.successions.length > 0 || s.agenda.some((a) => a.step === 'successeur');
  for (const holder of [notary, merchant])
    if (holder && !alive(s, holder) && !succeeding && !s.ended) out.push(`the post of ${holder} is held by the dead`);

  // Votes: only those who may vote have a vote in the book of the day.
  if (s.clock.phase === 'day') {
    for (const o of s.rs.book.orders)
      if ((o.kind === 'vote' || o.kind === 'sac') && !canVote(s, o.player) && alive(s, o.player))
        out.push(`${o.player} votes without the right to`);
  }
  const bids = s.rs.day.bids;
  for (let i = 1; i < bids.length; i++) {
    if (bids[i]!.amount <= bids[i - 1]!.amount || bids[i]!.player === bids[i - 1]!.player)
      out.push('a bid does not outbid the last one');
  }
  if (bids.some((b) => b.amount < 1 || b.amount > 9)) out.push('a bid is out of 1–9');

  // Lovers and the white wolf.
  const l = s.rs.lovers;
  if (l) {
    if (s.players[l[0]]!.markers.amoureux !== l[1] || s.players[l[1]]!.markers.amoureux !== l[0])
      out.push('lovers markers are not mutual');
    if (alive(s, l[0]) !== alive(s, l[1])) out.push('one lover outlived the other');
  }
  const white = s.rs.whiteWolf;
  if (white && !isWolf(s, white)) out.push('the white wolf is not a wolf');

  if (s.ended && s.agenda.length > 0) out.push('the game ended with calls left');
  if (!s.ended && s.agenda.length === 0) out.push('the game waits on no call');
  return out;
}
