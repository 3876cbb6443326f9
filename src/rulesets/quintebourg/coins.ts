/**
 * Coins (000_a045abd3825f1297.txt:559-561): the family's coins module
 * (quintebourg-family/coins.ts) with this book's hook: a Q or M never holds
 * coins (000:126); what reaches one waits in his estate for the Notaire (000:501).
 */
import * as F from '../quintebourg-family/coins';
import type { QCtx } from './types';
import { playerRead } from '../../engine';

export {
  held,
  setHeld,
  coinsOf,
  addCoins,
  dealCoins,
  burnCoins,
  intoPot,
  fromPot,
  addToEstate,
  closeEstate,
  potOf,
  estateOf,
  estateOwners,
  removedCoins,
  dealtCoins,
  coinsInGame,
  unheldCoins,
  richest,
} from '../quintebourg-family/coins';
export type { Move } from '../quintebourg-family/coins';

/** A Q or M never holds coins (000:126). */
export const COIN_RULES: F.CoinRules = {
  mayHoldCoins: (s, id) => {
    const h = playerRead(s.players, id).health;
    return h !== 'Q' && h !== 'M';
  },
};

/** Move coins from a player to another (no more than he holds); returns how many moved. */
export function moveCoins(ctx: QCtx, move: F.Move): number {
  return F.moveCoins(ctx, COIN_RULES, move);
}

/** The pot of a paying vote, as a choice names it: only the cheats, Minus, Cortex and the pickpockets may touch it (000:687). */
export const POT = 'cagnotte';
