/**
 * The prompt of Lychantropia's order books: the kinds open now, each with who
 * may give it and why the others may not, and the kinds shut now with the
 * rule that shuts them, so that a refused order names its rule rather than an
 * unknown kind. Built and kept by the engine (`order-kinds.ts`: each kind's
 * line from one state to the next while the parts of the game it may read
 * keep their identity; `barred` worked out when first read, from the bars, `bars.ts`).
 */
import { bookPrompt as enginePrompt, type ClosedOrderKind, type OrdersPrompt, type Why } from '../../engine';
import type { OrderDef } from './book';
import { living } from './state';
import type { LGame } from './types';

/** Every kind says why it is shut: a kind without its own reason is shut for this phase of the game (002:15-38). */
const shutWhy = (label: string): Why => ({
  reason: `Personne ne peut donner l’ordre « ${label} » en ce moment de la partie.`,
  rule: '002:15',
});

/**
 * `elsewhere`: orders of another book, each with why it is not given in this
 * one (a day's Pigeon at night, the Pipot sent by Pigeon…), so that such an
 * order is refused with its rule rather than as an unknown kind. Kept by the
 * engine from one state to the next (`order-kinds.ts`).
 */
export function bookPrompt(
  s: LGame,
  label: string,
  kinds: readonly OrderDef[],
  elsewhere: readonly ClosedOrderKind[] = NONE,
): OrdersPrompt {
  return enginePrompt(s, label, living(s), kinds, { shutWhy, elsewhere });
}

const NONE: readonly ClosedOrderKind[] = [];
