/**
 * Why a player may not be designated at a call, for the refusal of an answer
 * that names him anyway (a scenario, the CLI, a stale screen): the reasons
 * every card shares (dead, dead in a night an eclipse hides, gone with the
 * Mage), then the call's own (himself, protected last night…). Worked out
 * only when a refusal reads them (`engine/lazy-barred.ts`): playouts never
 * pay. A call's own reason is a plain function of the state, never a closure
 * made per prompt (a prompt is built on every call of every playout).
 */
import type { PlayerId, PlayersPrompt, Why } from '../../../engine';
import { withBarred, type BarredBy, type PlayersFields } from '../../../engine/lazy-barred';
import { roleDef } from '../roles';
import { alive, disappeared, doomed, holder, name } from '../state';
import type { TGame } from '../types';

/** A call's own reason for leaving `id` out, or null where only the shared ones apply. */
export type OwnBar = BarredBy<TGame>;

/**
 * Why `id` is not around the table to be designated, or null. The dead carry
 * no line of their own: the refusal names the call's.
 */
export function absence(s: TGame, id: PlayerId): Why | null {
  if (!alive(s, id)) return { reason: `${name(s, id)} est mort·e.` };
  if (doomed(s, id))
    return {
      reason: `${name(s, id)} est mort·e pendant la nuit de l’éclipse : sa mort sera annoncée au prochain réveil.`,
      rule: '004:97',
    };
  if (disappeared(s, id))
    return {
      reason: `${name(s, id)} a disparu avec le Mage : hors de portée de toute carte jusqu’à son retour.`,
      rule: '004:338',
    };
  return null;
}

/** `id` is the holder of `role`, called now: a card that never designates its own holder. */
export function holderItself(s: TGame, id: PlayerId, role: string, rule?: string): Why | null {
  if (id !== holder(s, role)) return null;
  return {
    reason: `${name(s, id)} a la carte ${roleDef(role).name} : cette carte ne désigne jamais celui ou celle qui la tient.`,
    ...(rule ? { rule } : {}),
  };
}

/** `prompt`, with why each seat left out of its candidates may not be chosen: the shared reasons first, then the call's own. */
export function designate(s: TGame, prompt: PlayersFields, own?: OwnBar): PlayersPrompt {
  return withBarred(s, prompt, absence, own);
}

/** A card's own reason, made once when its module loads: it never designates its holder (`rule`: the book's word for it, else the call's line). */
export function notHolder(role: string, rule?: string): OwnBar {
  return (s, id) => holderItself(s, id, role, rule);
}
