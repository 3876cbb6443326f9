/** Pairs of players (lovers, marriages…) and the house a married player lives in (000:630, 001:192). */
import { asItStands, type PlayerId } from '../../engine';
import type { FamilyGame, Pair } from './types';

export function partnerIn(pair: Pair | null, id: PlayerId): PlayerId | null {
  if (!pair) return null;
  if (pair[0] === id) return pair[1];
  if (pair[1] === id) return pair[0];
  return null;
}

/** Read as it stands (`spouseOf`, `homeOf`): asking does not copy the marriages (`copy-on-access.ts`). */
export function spouseOf(s: FamilyGame, id: PlayerId): PlayerId | null {
  for (const m of asItStands(s.rs).spouses) {
    const other = partnerIn(m.pair, id);
    if (other) return other;
  }
  return null;
}

/** The house a player lives in: their own, or the couple's (000:630, 001:192). */
export function homeOf(s: FamilyGame, id: PlayerId): PlayerId {
  return asItStands(s.rs).spouses.find((m) => m.pair.includes(id))?.home ?? id;
}
