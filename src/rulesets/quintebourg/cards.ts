/**
 * What a player's cards make of him (000_a045abd3825f1297.txt:112-118, 229):
 * the cards a lover may hold as alibi, the camps a party card and an alibi
 * give, the cards as the MJ's log lists them.
 */
import { playerRead, type PlayerId } from '../../engine';
import { sortCamps } from './queries';
import { cardCamp, cardName, type CampId } from './roles';
import type { QGame, QState } from './types';

/** Cards a lover may hold as alibi: a plain member of a camp (000:118, 229). */
export const ALIBIS = new Set(['reptilien', 'algebriste', 'analyste', 'geometre', 'villageois', 'nobel']);

/** A player's camps from their cards: a lover plays for the lovers first, and for the alibi's camp too (000:118). */
export function campsFromCards(party: string, alibi: string | null): CampId[] {
  const camps: CampId[] = [cardCamp(party)];
  if (alibi) camps.push(cardCamp(alibi));
  return sortCamps(camps);
}

/** Every card a player holds, the party card first, then the alibi and the effect card (the setup's checklist). */
export function cardsHeld(s: QGame, id: PlayerId): string[] {
  const c = s.rs.cards[id];
  return [playerRead(s.players, id).role, ...(c?.alibi ? [c.alibi] : []), ...(c?.effect ? [c.effect] : [])];
}

/** « Curieux, alibi Villageois ». */
export function describeCards(rs: QState, id: PlayerId): string {
  const c = rs.cards[id]!;
  const parts = [c.effect ? cardName(c.effect) : '?'];
  if (c.alibi) parts.push(`alibi ${cardName(c.alibi)}`);
  return parts.join(', ');
}
