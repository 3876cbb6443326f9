/**
 * The prompt of Lychantropia's order books: the kinds open now, each with who
 * may give it and why the others may not, and the kinds shut now with the
 * rule that shuts them, so that a refused order names its rule rather than an
 * unknown kind. Built and kept by the engine (`order-kinds.ts`: each kind's
 * line from one state to the next while the parts of the game it may read
 * keep their identity; `barred` worked out when first read, from the bars, `bars.ts`).
 */
import {
  bookPrompt as enginePrompt,
  type ClosedOrderKind,
  type OrdersPrompt,
  type PlayerId,
  type Why,
} from '../../engine';
import { deadReasons, type OrderDef } from './book';
import { STEP_LINES } from './lines';
import { living } from './state';
import type { LGame } from './types';

/**
 * Every kind says why it is shut: a kind without its own reason is shut for
 * this call, and the refusal names the call's line, the one saying who acts in
 * it (the day's « Les joueurs … votent », 002:18; the night's « les loups …
 * choisissent … Les joueurs peuvent aussi utiliser certains objets », 002:26),
 * never the heading « DEROULEMENT DE LA PARTIE » (002:15). One function per
 * line, kept: the engine keeps a book's kinds while its options stay the same.
 */
const shutFor =
  (rule: string) =>
  (label: string): Why => ({ reason: `Personne ne peut donner l’ordre « ${label} » en ce moment de la partie.`, rule });

/** Made once, when the module loads (a ruleset keeps no state of its own): one per call's line. */
const SHUT_WHY: ReadonlyMap<string, (label: string) => Why> = new Map(
  [...new Set(Object.values(STEP_LINES))].map((rule) => [rule, shutFor(rule)]),
);

function shutWhy(rule: string): (label: string) => Why {
  return SHUT_WHY.get(rule) ?? shutFor(rule);
}

/**
 * `elsewhere`: orders of another book, each with why it is not given in this
 * one (a day's Pigeon at night, the Pipot sent by Pigeon…), so that such an
 * order is refused with its rule rather than as an unknown kind. Kept by the
 * engine from one state to the next (`order-kinds.ts`). `line`: the call's
 * line in the book, for a kind shut without a reason of its own.
 */
export function bookPrompt(
  s: LGame,
  label: string,
  line: string,
  kinds: readonly OrderDef[],
  elsewhere: readonly ClosedOrderKind[] = NONE,
): OrdersPrompt {
  return enginePrompt(s, label, living(s), kinds, { shutWhy: shutWhy(line), elsewhere, barred: theDead });
}

/**
 * The dead are out of the book (its `players` are the living): an order of
 * theirs (a scenario, a pasted message, a post in the day's thread) is refused
 * with who died and how (`deadReasons`), not a bare « ne peut pas donner
 * d’ordre ». The prompt's `barred`, made with it (one per state).
 */
function theDead(s: LGame): Readonly<Record<PlayerId, Why>> | undefined {
  return s.rs.deaths.length === 0 ? undefined : deadReasons(s);
}

const NONE: readonly ClosedOrderKind[] = [];
