import { andList, asItStands, type GameState, type PlayerId } from '../../engine';
export { de, que } from '../../engine';
/** French text helpers: names, elision, plurals. */

export function name(s: GameState, id: PlayerId): string {
  // Read as it stands: a name read in a playout's resolution does not copy its player.
  return asItStands(s.players)[id]?.name ?? id;
}

// Elision is the engine's (a vowel or a mute h: « d’Ana », « qu’Hugo »), shared by every ruleset, its answers kept per word.

/** « Ana, Bruno et Chloé » (the engine's). */
export const list: (items: readonly string[]) => string = andList;

export function names(s: GameState, ids: readonly PlayerId[]): string {
  return list(ids.map((id) => name(s, id)));
}

export function coins(n: number): string {
  return `${n} pièce${n > 1 ? 's' : ''}`;
}
