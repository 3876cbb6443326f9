/**
 * The houses at night (003:10-11, 78-90): who sleeps where, who hides, which
 * houses are still in play.
 */
import { sleepersIn } from '../mechanisms/houses';
import { type Bar, type Bars, eligible, type PlayerId } from '../../../engine';
import type { NGame } from '../types';
import { announcedDead, de, name } from './people';

/** A house whose owner's death is announced is out of play (003:10). */
export const HOUSE_OUT: Bar<NGame> = {
  test: announcedDead,
  why: (s, id) => `La maison ${de(name(s, id))} est hors jeu : sa mort est annoncée.`,
  line: '003:10',
};

/** The bars of a call that names a house: `housesInPlay` is what they leave. */
export const HOUSES: Bars<NGame> = [HOUSE_OUT];

/** Houses the living may still target: those of players not announced dead (003:10). */
export function housesInPlay(s: NGame): PlayerId[] {
  return eligible(s, HOUSES, undefined);
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
