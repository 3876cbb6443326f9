/**
 * The CLI speaks names, as scenario files do: every player id in what it
 * prints (a list, a vote's keys and values, the parts of an option value
 * joined by « : » such as `house:p8`) becomes the player's name.
 */
import { has, type GameState, type Json, type PlayerId } from '../engine';

export type Namer = {
  /** A player's name (an unknown id is kept as it is). */
  (id: PlayerId): string;
  /** Any JSON with every player id in it replaced by the player's name. */
  json(value: Json): Json;
  /** A text that may be an id, or hold ids between « : » (`house:p8`). */
  text(value: string): string;
  list(ids: readonly PlayerId[]): string[];
};

export function namerOf(s: Pick<GameState, 'players'>): Namer {
  const one = (id: PlayerId): string => (has(s.players, id) ? s.players[id]!.name : id);
  const text = (value: string): string =>
    has(s.players, value) ? one(value) : value.includes(':') ? value.split(':').map(one).join(':') : value;
  const json = (value: Json): Json => {
    if (typeof value === 'string') return text(value);
    if (Array.isArray(value)) return value.map(json);
    if (value !== null && typeof value === 'object') {
      const out: Record<string, Json> = {};
      for (const [k, v] of Object.entries(value)) out[text(k)] = json(v);
      return out;
    }
    return value;
  };
  return Object.assign(one, { json, text, list: (ids: readonly PlayerId[]) => ids.map(one) });
}
