/**
 * Coins (000_a045abd3825f1297.txt:559-561), the one module every rule goes
 * through to read or move them. Each player's coins are his `coins` marker;
 * the coins nobody holds are in `rs.coins` (the `Treasury`): an estate the
 * Notaire hands out when a player falls Q or M (000:126, 501), a vote's pot
 * (000:687), and those a rule took out of the game (an assassin's bullet, an
 * investigation). A Q or M never holds coins (000:126).
 */
import type { PlayerId } from '../../engine';
import type { QCtx, QGame, QMarkers } from './types';
import { coins, name } from './text';

/** Whoever may hold coins: a player's state, or its draft. */
type Holder = { markers: Partial<QMarkers> };

/** The coins a player holds (none until the start deals them). */
export const held = (p: Holder): number => p.markers.coins ?? 0;

/** Set a player's coins (the start's deal; tests set a purse the same way). */
export function setHeld(p: Holder, n: number): void {
  p.markers.coins = n;
}

export function coinsOf(s: QGame, id: PlayerId): number {
  return held(s.players[id]!);
}

/** Add (or, negative, remove) coins a player holds, with no event: the caller tells what happened. */
export function addCoins(ctx: QCtx, id: PlayerId, n: number): void {
  const p = ctx.s.players[id]!;
  setHeld(p, held(p) + n);
}

/** The start: every player receives the same purse (000:559); the total is what the invariant keeps. */
export function dealCoins(ctx: QCtx, pieces: number): void {
  for (const id of ctx.s.order) setHeld(ctx.s.players[id]!, pieces);
}

export interface Move {
  from: PlayerId;
  to: PlayerId;
  /** How many the rule asks for: at most what the giver holds moves. */
  coins: number;
  /** Why, for the MJ's log (« don », « vote payant »). */
  why: string;
}

/** Move coins from a player to another (no more than he holds); returns how many moved. */
export function moveCoins(ctx: QCtx, move: Move): number {
  const s: QGame = ctx.s;
  const { from, to, why } = move;
  const k = Math.min(move.coins, coinsOf(s, from));
  if (k <= 0) return 0;
  addCoins(ctx, from, -k);
  // A Q or M never holds coins (000:126): what reaches one waits for the Notaire.
  const h = s.players[to]!.health;
  if (h === 'Q' || h === 'M') addToEstate(ctx, to, k);
  else addCoins(ctx, to, k);
  ctx.emit('pieces', { to: 'mj' }, `${name(s, from)} → ${name(s, to)} : ${coins(k)} (${why}).`, { from, to, coins: k });
  return k;
}

/** Coins a rule takes out of the game. */
export function burnCoins(ctx: QCtx, spent: { from: PlayerId; coins: number; why: string }): void {
  const { from, why } = spent;
  addCoins(ctx, from, -spent.coins);
  ctx.s.rs.coins.removed += spent.coins;
  ctx.emit('pieces', { to: 'mj' }, `${name(ctx.s, from)} dépense ${coins(spent.coins)} (${why}).`, { from, coins: spent.coins });
}

/** The pot of a paying vote, as a choice names it: only the cheats, Minus, Cortex and the pickpockets may touch it (000:687). */
export const POT = 'cagnotte';

/** Coins put into a vote's pot (000:687), or taken from it by those who may (cheats, Cortex and Minus, pickpockets). */
export function intoPot(ctx: QCtx, from: PlayerId, n: number): void {
  addCoins(ctx, from, -n);
  ctx.s.rs.coins.pot += n;
}

export function fromPot(ctx: QCtx, to: PlayerId, n: number): void {
  ctx.s.rs.coins.pot -= n;
  addCoins(ctx, to, n);
}

/** Coins that wait for the Notaire in a fallen player's estate (000:126, 501). */
export function addToEstate(ctx: QCtx, id: PlayerId, n: number): void {
  ctx.s.rs.coins.estates[id] = (ctx.s.rs.coins.estates[id] ?? 0) + n;
}

/** Close an estate (handed out, or its owner came back for it): returns what it held. */
export function closeEstate(ctx: QCtx, id: PlayerId): number {
  const n = ctx.s.rs.coins.estates[id] ?? 0;
  const estates = { ...ctx.s.rs.coins.estates };
  delete estates[id];
  ctx.s.rs.coins.estates = estates;
  return n;
}

/** The coins in a vote's pot. */
export const potOf = (s: QGame): number => s.rs.coins.pot;

/** The coins a fallen player's estate holds (0 when none waits). */
export const estateOf = (s: QGame, id: PlayerId): number => s.rs.coins.estates[id] ?? 0;

/** The players whose estate waits for the Notaire. */
export const estateOwners = (s: QGame): PlayerId[] => Object.keys(s.rs.coins.estates);

/** Coins a rule took out of the game, and those the start dealt: the invariant's sum. */
export const removedCoins = (s: QGame): number => s.rs.coins.removed;
export const dealtCoins = (s: QGame): number => s.rs.coins.total;

/** Every coin, wherever it is. */
export function coinsInGame(s: QGame): number {
  const heldAll = s.order.reduce((sum, id) => sum + coinsOf(s, id), 0);
  const estates = Object.values(s.rs.coins.estates).reduce((a, b) => a + b, 0);
  return heldAll + estates + s.rs.coins.pot;
}

/** The strictly richest player, or null (000:563). */
export function richest(s: QGame): PlayerId | null {
  let best: PlayerId | null = null;
  let top = -1;
  let tie = false;
  for (const id of s.order) {
    const m = coinsOf(s, id);
    if (m > top) {
      top = m;
      best = id;
      tie = false;
    } else if (m === top) tie = true;
  }
  return tie ? null : best;
}
