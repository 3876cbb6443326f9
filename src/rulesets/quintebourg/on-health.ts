/**
 * What follows any health change: the first return from Q (000_a045abd3825f1297.txt:104),
 * the coins of a Q or M (never held: 000:126) going to the widow (000:632) or
 * to the Notaire's estates (000:501), news for a lover or a hated one (000:239-241, 465),
 * the hospital's count of nights starting again (000:93).
 */
import { asItStands, type PlayerId } from '../../engine';

import { addCoins, addToEstate, closeEstate, coinsOf, estateOf } from './coins';
import { CAUSES, rank } from './health';
import { health, partnerIn, spouseOf } from './queries';
import { coins, de, name } from './text';
import type { QCtx, QGame } from './types';

const fallen = (h: string): boolean => h === 'Q' || h === 'M';

export function onHealthChange(ctx: QCtx, id: PlayerId, from: string, to: string, cause: string): void {
  const s = ctx.s;
  const rs = ctx.s.rs;
  if (from === 'Q' && !fallen(to) && CAUSES[cause]?.isReturn && !rs.returned) {
    rs.returned = true;
    ctx.emit(
      'retour',
      { to: 'mj' },
      () => `${name(s, id)} est le premier à revenir de Q : on peut désormais aggraver l’état d’un Q.`,
    );
  }
  // Read as they stand: a record copied only to find nothing to change would cost more than the change (`copy-on-access.ts`).
  const now = asItStands(rs);
  if (now.hospital[id] !== 0) rs.hospital[id] = 0;
  if (now.hiddenComa.includes(id) && cause !== 'potion-coma') rs.hiddenComa = rs.hiddenComa.filter((x) => x !== id);
  if (!fallen(from) && fallen(to)) estate(ctx, id);
  // A Q who goes on to M is news too: the lover follows him to M, a Q hated one heals (000:239, 465).
  if (fallen(to) && rank(to) > rank(from) && tied(s, id) && !rs.news.fell.includes(id)) rs.news.fell.push(id);
  if (from === 'Q' && !fallen(to) && tied(s, id)) rs.news.rose.push(id);
  // Back from Q before the Notaire handed his coins out: they are his again.
  if (from === 'Q' && !fallen(to) && estateOf(s, id)) {
    const back = closeEstate(ctx, id);
    addCoins(ctx, id, back);
    ctx.emit('heritage', { to: 'mj' }, () => `${name(s, id)} revient et retrouve ses ${coins(back)}.`);
  }
}

/** A lover or a hated one: their partner reacts at the next row B. */
function tied(s: QGame, id: PlayerId): boolean {
  const rs = asItStands(s.rs);
  return partnerIn(rs.lovers, id) !== null || partnerIn(rs.hated, id) !== null;
}

function estate(ctx: QCtx, id: PlayerId): void {
  const s = ctx.s;
  const money = coinsOf(s, id);
  if (money === 0) return;
  addCoins(ctx, id, -money);
  const spouse = spouseOf(s, id);
  if (spouse && !fallen(health(s, spouse))) {
    addCoins(ctx, spouse, money);
    ctx.emit(
      'heritage',
      { to: 'mj' },
      () => `${name(s, spouse)} hérite des ${coins(money)} de son époux·se ${name(s, id)}.`,
      { from: id, to: spouse, coins: money },
    );
    return;
  }
  addToEstate(ctx, id, money);
  ctx.emit('heritage', { to: 'mj' }, () => `Les ${coins(money)} ${de(name(s, id))} attendent le Notaire.`, {
    from: id,
    coins: money,
  });
}
