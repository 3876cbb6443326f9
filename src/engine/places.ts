/**
 * A call's map of places (Quinte-bourg's night map: houses, hospital rooms,
 * the morgue…) as the MJ sees it. The ruleset names its places and their
 * kinds; the engine and the UI only list them.
 */
import type { PlayerId } from './types';

export interface PlaceRow {
  /** Stable within the call (the UI keys on it). */
  key: string;
  /** The ruleset's kind of place (« house », « hospital »…): the tile's style, nothing more. */
  kind: string;
  /** The place as the MJ reads it (« la maison d’Ana »). */
  label: string;
  /** Who is there, each with what they do there (« attaque », « Coma »). */
  occupants: { id: PlayerId; label: string }[];
}
