/**
 * The houses at night (003:10-11, 78-90): who sleeps where, who hides, which
 * houses are still in play.
 */
import { sleepersIn } from '../mechanisms/houses';
import type { PlayerId } from '../../../engine';
import type { NGame } from '../types';
import { announcedDead } from './people';

/** Houses the living may still target: those of players not announced dead (003:10). */
export function housesInPlay(s: NGame): PlayerId[] {
  return s.order.filter((id) => !announcedDead(s, id));
}

/** Everyone sleeping in `house` tonight, hidden Planqués included. */
export function inHouse(s: NGame, house: PlayerId): PlayerId[] {
  return sleepersIn(s.rs.night.beds, house, s.order);
}

export function isHidden(s: NGame, id: PlayerId): boolean {
  return Object.prototype.hasOwnProperty.call(s.rs.night.hidden, id);
}

/** Those sleeping in `house` who are not hiding there: the « logeur » and a swap partner. */
export function residents(s: NGame, house: PlayerId): PlayerId[] {
  return inHouse(s, house).filter((id) => !isHidden(s, id));
}

/** The Planqués hiding in `house` tonight. */
export function hiddenIn(s: NGame, house: PlayerId): PlayerId[] {
  return inHouse(s, house).filter((id) => isHidden(s, id));
}

/** Where `id` sleeps tonight, or null (away, dead). */
export function bed(s: NGame, id: PlayerId): PlayerId | null {
  return s.rs.night.beds[id] ?? null;
}
