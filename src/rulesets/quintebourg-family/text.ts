/** French text helpers: names, elision, plurals. */
import type { GameState, PlayerId } from '../../engine';

export function name(s: GameState, id: PlayerId): string {
  return s.players[id]?.name ?? id;
}

// Elision is the engine's (a vowel or a mute h: « d’Ana », « qu’Hugo »), shared by every ruleset.
export { de, que } from '../../engine/french';

/** « Ana, Bruno et Chloé ». */
export function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} et ${items[items.length - 1]}`;
}

export function names(s: GameState, ids: readonly PlayerId[]): string {
  return list(ids.map((id) => name(s, id)));
}

export function coins(n: number): string {
  return `${n} pièce${n > 1 ? 's' : ''}`;
}
