/**
 * The Transformiste's pile (004:564-567): the cards left in the box (one of
 * each, the Simple Villageois aside), the centre cards, then the cards of the
 * dead as they die; never a wolf nor a card named at line 564.
 */
import { ROLES, transformable } from './roles';
import { eventsInPlay } from './state';
import { flag } from './options';
import type { TGame } from './types';
import { playerIn, playerRead } from '../../engine';

/** The cards that need the event deck (004:191, 004:465). */
const NEEDS_EVENTS = ['diseuse', 'maitre-du-destin'];

export function buildPile(s: TGame): string[] {
  const out: string[] = [];
  const add = (role: string) => {
    if (!transformable(role) || out.includes(role)) return;
    if (NEEDS_EVENTS.includes(role) && !eventsInPlay(s)) return;
    out.push(role);
  };
  // The variant of line 567: he starts as a plain villager, the pile holds only the dead's cards.
  if (!flag(s, 'transformisteVillageois')) {
    for (const r of ROLES) if (r.id !== 'villageois' && !s.setup.composition.includes(r.id)) add(r.id);
    for (const r of s.spare) add(r);
  }
  for (const d of s.rs.deaths) if (d.cause !== 'imposteur') add(playerIn(s.players, d.id).role);
  return out;
}

/** The pile as it stands (built on first use). */
export function pileNow(s: TGame): string[] {
  return s.rs.pile ?? buildPile(s);
}

/** The player who holds the Transformiste card (whatever card he plays tonight). */
export function transformist(s: TGame): string | null {
  return s.order.find((id) => playerRead(s.players, id).markers.transformiste === true) ?? null;
}
