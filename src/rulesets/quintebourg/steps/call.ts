/**
 * How a call of the night tables is made: always read, even when its card is
 * not dealt or its holder cannot act (000_a045abd3825f1297.txt:697), with the
 * reason shown to the MJ alone.
 */
import { type ArgsOf, healthState, type PlayerId, type Prompt, type StepDef } from '../../../engine';
import { HEALTH } from '../health';
import { campInMode } from '../modes';
import { asleep, effectHolder, health, partyHolder } from '../queries';
import { cardCamp, cardName, isParty } from '../roles';
import { name } from '../text';
import type { QGame, QStepId, QTypes } from '../types';

/** « David est dans le coma », « est quasi-mort·e », « est mort·e ». */
const STATE_PHRASE: Record<string, string> = { C: 'dans le coma', Q: 'quasi-mort·e', M: 'mort·e' };

/** Why a player cannot act now (C, Q, M, heavy sleep), or null. */
export function unavailable(s: QGame, id: PlayerId): string | null {
  const h = health(s, id);
  if (h !== 'I' && h !== 'B')
    return `${name(s, id)} est ${STATE_PHRASE[h] ?? healthState(HEALTH, h).label.toLowerCase()}`;
  if (asleep(s, id)) return `${name(s, id)} dort d’un sommeil lourd`;
  return null;
}

export function holderOf(s: QGame, card: string): PlayerId | null {
  return isParty(card) ? partyHolder(s, card) : effectHolder(s, card);
}

/** The reason a card's call has no effect: not dealt, or its holder cannot act. */
export function cardInert(s: QGame, card: string): string | null {
  const holder = holderOf(s, card);
  if (!holder) return `personne n’a la carte ${cardName(card)}`;
  return unavailable(s, holder);
}

/**
 * A call of a card: skipped only when the mode has no such card (a party card
 * of a camp the mode does not play), else always read; inert when nobody holds
 * the card or its holder cannot act, or for the step's own reason (`own`).
 */
export function cardStep<K extends QStepId, P extends Prompt>(
  card: string,
  def: StepDef<QTypes, K, P>,
  own: (s: QGame, args: ArgsOf<QTypes, K>) => string | null = () => null,
): StepDef<QTypes, K, P> {
  return {
    ...def,
    role: card,
    when: (s, args) => (!isParty(card) || campInMode(s.rs.mode, cardCamp(card))) && (def.when?.(s, args) ?? true),
    inert: (s, args) => cardInert(s, card) ?? own(s, args),
    wakes: def.wakes ?? ((s) => [holderOf(s, card)!]),
  };
}
