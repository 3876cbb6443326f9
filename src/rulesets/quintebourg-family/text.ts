/** French text helpers: names, elision, plurals. */
import type { GameState, PlayerId } from '../../engine';

export function name(s: GameState, id: PlayerId): string {
  return s.players[id]?.name ?? id;
}

const ELIDES = /^[AEIOUYÀÂÄÉÈÊËÎÏÔÖÙÛÜH]/i;

/** « de Bruno », « d’Ana ». */
export function de(who: string): string {
  return ELIDES.test(who) ? `d’${who}` : `de ${who}`;
}

/** « que Bruno », « qu’Ana ». */
export function que(who: string): string {
  return ELIDES.test(who) ? `qu’${who}` : `que ${who}`;
}

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
