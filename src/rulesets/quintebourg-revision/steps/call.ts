/**
 * How a call of a card is made: always read, even when nobody holds the card
 * or its holder cannot act (dead, or in a heavy sleep, 001:129), so that the
 * table learns nothing from the calls; the reason is the MJ's alone.
 */
import type { ArgsOf, PlayerId, Prompt, StepDef } from '../../../engine';
import { cardHolder, specialtyHolder, unavailable } from '../queries';
import { cardName, isSpecialty } from '../roles';
import type { RGame, RStepId, RTypes } from '../types';

/** The holder of a card: a specialty's, or a camp card's. */
export function holderOf(s: RGame, card: string): PlayerId | null {
  return isSpecialty(card) ? specialtyHolder(s, card) : cardHolder(s, card);
}

/** Why a card's call has no effect: nobody holds it, or its holder cannot act. */
export function cardInert(s: RGame, card: string): string | null {
  const holder = holderOf(s, card);
  if (!holder) return `personne n’a la carte ${cardName(card)}`;
  return unavailable(s, holder);
}

/** A call of a card: inert when nobody holds it or its holder cannot act, or for the step's own reason (`own`). */
export function cardStep<K extends RStepId, P extends Prompt>(
  card: string,
  def: StepDef<RTypes, K, P>,
  own: (s: RGame, args: ArgsOf<RTypes, K>) => string | null = () => null,
): StepDef<RTypes, K, P> {
  return {
    ...def,
    role: card,
    inert: (s, args) => cardInert(s, card) ?? own(s, args),
    wakes: def.wakes ?? ((s) => [holderOf(s, card)!]),
  };
}
