/** Pairs (lovers, hated ones, plans-cul) and marriages (000_a045abd3825f1297.txt:227-241, 421-431, 626-634). */
import type { PlayerId } from '../../../engine';
import type { Pair, QGame } from '../types';

export function partnerIn(pair: Pair | null, id: PlayerId): PlayerId | null {
  if (!pair) return null;
  if (pair[0] === id) return pair[1];
  if (pair[1] === id) return pair[0];
  return null;
}

export function spouseOf(s: QGame, id: PlayerId): PlayerId | null {
  for (const m of s.rs.spouses) {
    const other = partnerIn(m.pair, id);
    if (other) return other;
  }
  return null;
}

/** The house a player lives in: their own, or the couple's (000:630). */
export function homeOf(s: QGame, id: PlayerId): PlayerId {
  return s.rs.spouses.find((m) => m.pair.includes(id))?.home ?? id;
}
