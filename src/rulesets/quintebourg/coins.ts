/**
 * Coins (000_a045abd3825f1297.txt:559-561): they move between players, into
 * an estate the Notaire hands out when a player falls Q or M (000:126, 501),
 * to a widow (000:632), into a vote's pot, or out of the game when a rule
 * spends them (an assassin's bullet, an investigation).
 */
import type { PlayerId } from '../../engine';
import { game, type QCtx } from './common';
import type { QGame } from './state';
import { coins, name } from './text';

export function moveCoins(ctx: QCtx, from: PlayerId, to: PlayerId, n: number, why: string): number {
  const s = game(ctx);
  const k = Math.min(n, s.players[from]!.money);
  if (k <= 0) return 0;
  ctx.s.players[from]!.money -= k;
  // A Q or M never holds coins (000:126): what reaches one waits for the Notaire.
  const h = s.players[to]!.health;
  if (h === 'Q' || h === 'M') ctx.s.rs.coins.estates[to] = (ctx.s.rs.coins.estates[to] ?? 0) + k;
  else ctx.s.players[to]!.money += k;
  ctx.emit('pieces', { to: 'mj' }, `${name(s, from)} → ${name(s, to)} : ${coins(k)} (${why}).`, { from, to, coins: k });
  return k;
}

/** Coins a rule takes out of the game. */
export function burnCoins(ctx: QCtx, from: PlayerId, n: number, why: string): void {
  const s = game(ctx);
  ctx.s.players[from]!.money -= n;
  ctx.s.rs.coins.removed += n;
  ctx.emit('pieces', { to: 'mj' }, `${name(s, from)} dépense ${coins(n)} (${why}).`, { from, coins: n });
}

/** Every coin, wherever it is. */
export function coinsInGame(s: QGame): number {
  const held = s.order.reduce((sum, id) => sum + s.players[id]!.money, 0);
  const estates = Object.values(s.rs.coins.estates).reduce((a, b) => a + b, 0);
  return held + estates + s.rs.coins.pot;
}

/** The strictly richest player, or null (000:563). */
export function richest(s: QGame): PlayerId | null {
  let best: PlayerId | null = null;
  let top = -1;
  let tie = false;
  for (const id of s.order) {
    const m = s.players[id]!.money;
    if (m > top) {
      top = m;
      best = id;
      tie = false;
    } else if (m === top) tie = true;
  }
  return tie ? null : best;
}
