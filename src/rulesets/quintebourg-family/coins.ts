/**
 * Coins (000:559-563, 001:179-181), the one module every rule goes through
 * to read or move them. Each player's coins are his `coins` marker; the coins
 * nobody holds are in `rs.coins` (the `Treasury`): an estate waiting for the
 * Notaire, a vote's pot, those a rule took out of the game. Who may hold
 * coins is the ruleset's hook (`CoinRules.mayHoldCoins`): in the original a Q
 * or M holds none (000:126), in the revision a dead player (001:180); coins
 * that reach a player who may not hold them wait in his estate.
 */
import { asItStands, playerIn, playerRead, type PlayerId } from '../../engine';
import { homeOf } from './pairs';
import { coins, name } from './text';
import type { FamilyCtx, FamilyGame, FamilyMarkers } from './types';

export interface CoinRules {
  /** Whether `id` may hold coins now (method: see `PlayerRules`). */
  mayHoldCoins(s: FamilyGame, id: PlayerId): boolean;
}

/** Whoever may hold coins: a player's state, or its draft. */
type Holder = { markers: Partial<FamilyMarkers> };

/** The coins a player holds (none until the start deals them). */
export const held = (p: Holder): number => p.markers.coins ?? 0;

/** Set a player's coins (the start's deal; tests set a purse the same way). */
export function setHeld(p: Holder, n: number): void {
  p.markers.coins = n;
}

export function coinsOf(s: FamilyGame, id: PlayerId): number {
  return held(playerRead(s.players, id));
}

/** Add (or, negative, remove) coins a player holds, with no event: the caller tells what happened. */
export function addCoins(ctx: FamilyCtx, id: PlayerId, n: number): void {
  const p = playerIn(ctx.s.players, id);
  setHeld(p, held(p) + n);
}

/** The start: every player receives the same purse (000:559, 001:179). */
export function dealCoins(ctx: FamilyCtx, pieces: number): void {
  for (const id of ctx.s.order) setHeld(playerIn(ctx.s.players, id), pieces);
}

export interface Move {
  from: PlayerId;
  to: PlayerId;
  /** How many the rule asks for: at most what the giver holds moves. */
  coins: number;
  /** Why, for the MJ's log (« don », « vote payant »). */
  why: string;
}

/** Move coins from a player to another (no more than he holds); returns how many moved. Coins for one who may not hold them wait in his estate. */
export function moveCoins(ctx: FamilyCtx, rules: CoinRules, move: Move): number {
  const s: FamilyGame = ctx.s;
  const { from, to, why } = move;
  const k = Math.min(move.coins, coinsOf(s, from));
  if (k <= 0) return 0;
  addCoins(ctx, from, -k);
  if (rules.mayHoldCoins(s, to)) addCoins(ctx, to, k);
  else addToEstate(ctx, to, k);
  ctx.emit('pieces', { to: 'mj' }, () => `${name(s, from)} donne ${coins(k)} à ${name(s, to)} (${why}).`, {
    from,
    to,
    coins: k,
  });
  return k;
}

/** Coins a rule takes out of the game (a bullet, an inquiry: 000:437, 001:128, 156). */
export function burnCoins(ctx: FamilyCtx, spent: { from: PlayerId; coins: number; why: string }): void {
  const { from, why } = spent;
  addCoins(ctx, from, -spent.coins);
  ctx.s.rs.coins.removed += spent.coins;
  ctx.emit('pieces', { to: 'mj' }, () => `${name(ctx.s, from)} dépense ${coins(spent.coins)} (${why}).`, {
    from,
    coins: spent.coins,
  });
}

/** Coins put into a vote's pot (000:687). */
export function intoPot(ctx: FamilyCtx, from: PlayerId, n: number): void {
  addCoins(ctx, from, -n);
  ctx.s.rs.coins.pot += n;
}

/** Coins taken from a vote's pot by those a rule allows. */
export function fromPot(ctx: FamilyCtx, to: PlayerId, n: number): void {
  ctx.s.rs.coins.pot -= n;
  addCoins(ctx, to, n);
}

/** Coins that wait for the Notaire (or an heir) in a player's estate. */
export function addToEstate(ctx: FamilyCtx, id: PlayerId, n: number): void {
  ctx.s.rs.coins.estates[id] = (ctx.s.rs.coins.estates[id] ?? 0) + n;
}

/** Close an estate (handed out, or its owner came back for it): returns what it held. */
export function closeEstate(ctx: FamilyCtx, id: PlayerId): number {
  const n = ctx.s.rs.coins.estates[id] ?? 0;
  const estates = { ...ctx.s.rs.coins.estates };
  delete estates[id];
  ctx.s.rs.coins.estates = estates;
  return n;
}

/** The coins in a vote's pot. */
export const potOf = (s: FamilyGame): number => asItStands(s.rs).coins.pot;

/** The coins a player's estate holds (0 when none waits). */
export const estateOf = (s: FamilyGame, id: PlayerId): number => asItStands(s.rs).coins.estates[id] ?? 0;

/** The players whose estate waits. */
export const estateOwners = (s: FamilyGame): PlayerId[] => Object.keys(asItStands(s.rs).coins.estates);

/** Coins a rule took out of the game, and those the start dealt: the invariant's sum. */
export const removedCoins = (s: FamilyGame): number => asItStands(s.rs).coins.removed;
export const dealtCoins = (s: FamilyGame): number => asItStands(s.rs).coins.total;

/** The coins nobody holds but that are still in the game: the estates waiting for the Notaire, and the pot. */
export function unheldCoins(s: FamilyGame): number {
  const { estates, pot } = asItStands(s.rs).coins;
  return Object.values(estates).reduce((a, b) => a + b, 0) + pot;
}

/** Every coin, wherever it is. */
export function coinsInGame(s: FamilyGame): number {
  const heldAll = s.order.reduce((sum, id) => sum + coinsOf(s, id), 0);
  return heldAll + unheldCoins(s);
}

/** The player strictly richer than each of the others, or null (000:563, 001:181). */
export function richest(s: FamilyGame): PlayerId | null {
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

/** Whether the richest citizen's system guards the house of `owner` (000:563, 001:181): the richest's home, a couple's once married. It never guards against an assassination or a larceny. */
export function richestGuards(s: FamilyGame, owner: PlayerId): boolean {
  return s.rs.richest !== null && homeOf(s, s.rs.richest) === homeOf(s, owner);
}
