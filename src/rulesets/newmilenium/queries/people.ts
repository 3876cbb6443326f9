/**
 * Who is who: life, presence, natures, roles, names as the texts write them.
 */
import { isDraft } from 'immer';
import { de, que, type PlayerId } from '../../../engine';
import { roleName } from '../roles';
import { DEAD } from '../state';
import type { Nature, NGame, RoleId } from '../types';

export function alive(s: NGame, id: PlayerId): boolean {
  return s.players[id]!.health !== DEAD;
}

/** The living, in seating order: cached per finalized players record (a draft changes under the same identity). */
const livingCache = new WeakMap<object, PlayerId[]>();

export function living(s: NGame): PlayerId[] {
  if (isDraft(s.players)) return s.order.filter((id) => alive(s, id));
  let list = livingCache.get(s.players);
  if (!list) {
    list = s.order.filter((id) => alive(s, id));
    livingCache.set(s.players, list);
  }
  return list;
}

/** A Fuyard who fled is out of the game for a night and a day (003:127). */
export function absent(s: NGame, id: PlayerId): boolean {
  return s.players[id]!.markers.absent !== undefined;
}

/** Alive and in the game now: who may act, vote, or be targeted. */
export function present(s: NGame, id: PlayerId): boolean {
  return alive(s, id) && !absent(s, id);
}

export function presentPlayers(s: NGame): PlayerId[] {
  return living(s).filter((id) => !absent(s, id));
}

/** Dead and announced so: their houses are out of play (003:10). */
export function announcedDead(s: NGame, id: PlayerId): boolean {
  return s.players[id]!.announced.health === DEAD;
}

export function nature(s: NGame, id: PlayerId): Nature {
  const card = s.players[id]!.role;
  if (card !== 'loup' && card !== 'villageois' && card !== 'assassin')
    throw new Error(`${id} holds no nature (${card})`);
  return card;
}

export const isWolf = (s: NGame, id: PlayerId): boolean => nature(s, id) === 'loup';

export function rolesOf(s: NGame, id: PlayerId): readonly RoleId[] {
  return s.rs.hands[id]?.roles ?? [];
}

export function hasRole(s: NGame, id: PlayerId, role: RoleId): boolean {
  return rolesOf(s, id).includes(role);
}

/** The living holders of a role, in seating order. */
export function holders(s: NGame, role: RoleId): PlayerId[] {
  return living(s).filter((id) => hasRole(s, id, role));
}

export function name(s: NGame, id: PlayerId): string {
  return s.players[id]!.name;
}

/** « de Bruno », « d’Ana », « que Bruno », « qu’Ana »: the engine's elision. */
export { de, que };

/** « Ana, Bruno et Chloé ». */
export function names(s: NGame, ids: readonly PlayerId[]): string {
  const list = ids.map((id) => name(s, id));
  if (list.length <= 1) return list.join('');
  return `${list.slice(0, -1).join(', ')} et ${list[list.length - 1]}`;
}

/** « Voyante et Corbeau ». */
export function roleNames(roles: readonly RoleId[]): string {
  const list = roles.map(roleName);
  return list.length <= 1 ? list.join('') : `${list.slice(0, -1).join(', ')} et ${list[list.length - 1]}`;
}

/** « la maison d’Ana ». */
export function houseName(s: NGame, house: PlayerId): string {
  return `la maison ${de(name(s, house))}`;
}
