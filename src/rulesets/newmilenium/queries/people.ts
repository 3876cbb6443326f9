/**
 * Who is who: life, presence, natures, roles, names as the texts write them.
 */
import {
  andList,
  asItStands,
  type Bar,
  type Bars,
  de,
  lastValid,
  livingOf,
  nameOf,
  namesOf,
  playerRead,
  que,
  sameItems,
  type PlayerId,
} from '../../../engine';
import { roleName } from '../roles';
import { DEAD } from '../state';
import type { Nature, NGame, RoleId } from '../types';

export function alive(s: NGame, id: PlayerId): boolean {
  return playerRead(s.players, id).health !== DEAD;
}

/** The living, in seating order (the engine keeps them per players record: shared, never write into it). */
export function living(s: NGame): PlayerId[] {
  return livingOf(s, alive);
}

/** A Fuyard who fled is out of the game for a night and a day (003:127). */
export function absent(s: NGame, id: PlayerId): boolean {
  return playerRead(s.players, id).markers.absent !== undefined;
}

/** Alive and in the game now: who may act, vote, or be targeted. */
export function present(s: NGame, id: PlayerId): boolean {
  return alive(s, id) && !absent(s, id);
}

/** The dead are not chosen (the call's own line says so): the first bar of a call among the living, which it lets through. */
export const DEAD_BAR: Bar<NGame> = {
  test: (s, id) => !alive(s, id),
  why: (s, id) => `${nameOf(s, id)} est mort·e.`,
  pass: living,
};

/**
 * A Fuyard who fled is untouchable while away (003:127). Always listed after
 * `DEAD_BAR`, which catches a dead seat first: so it may let through the
 * present alone, a kept list (`presentPlayers`) that narrows every call
 * among the players in the game to them.
 */
export const ABSENT_BAR: Bar<NGame> = {
  test: (s, id) => !present(s, id),
  why: (s, id) => `${nameOf(s, id)} est absent·e : intouchable jusqu’à son retour.`,
  line: '003:127',
  pass: presentPlayers,
};

/** The bars of a call among the players in the game now: `presentPlayers` is what they leave. */
export const PRESENT: Bars<NGame> = [DEAD_BAR, ABSENT_BAR];

/**
 * The players in the game now, in seating order: alive, not away (003:127),
 * the seats `PRESENT` lets through. Asked by every call's prompt and check of
 * the same state: kept by the engine per players record, as the living are
 * (shared, never write into it).
 */
export function presentPlayers(s: NGame): readonly PlayerId[] {
  return livingOf(s, present);
}

/** Dead and announced so: their houses are out of play (003:10). */
export function announcedDead(s: NGame, id: PlayerId): boolean {
  return playerRead(s.players, id).announced.health === DEAD;
}

export function nature(s: NGame, id: PlayerId): Nature {
  const card = playerRead(s.players, id).role;
  if (card !== 'loup' && card !== 'villageois' && card !== 'assassin')
    throw new Error(`${id} holds no nature (${card})`);
  return card;
}

export const isWolf = (s: NGame, id: PlayerId): boolean => nature(s, id) === 'loup';

/**
 * Read as it stands (`asItStands`): inside a playout's resolution, reading
 * `s.rs.hands` would copy every hand for this one read; a hand is only
 * written at the deal, so the record as it stands holds the same roles.
 */
export function rolesOf(s: NGame, id: PlayerId): readonly RoleId[] {
  return asItStands(s.rs).hands[id]?.roles ?? [];
}

export function hasRole(s: NGame, id: PlayerId, role: RoleId): boolean {
  return rolesOf(s, id).includes(role);
}

/**
 * The seats holding a role, in seating order, the dead included: exactly the
 * seats `!hasRole` lets through, for a bar's `pass` (an order's givers are
 * then sought among one or two seats, not the whole table). Kept while the
 * hands record and the seating are the same (a hand changes only at the
 * deal; a resolution that reads the seating copies it, hence its content
 * compared); inside a resolution, one walk for this one role.
 */
export function roleSeats(s: NGame, role: RoleId): readonly PlayerId[] {
  return lastValid(seatsByRole, s, sameSeating).byRole.get(role) ?? NOBODY;
}

interface RoleSeats {
  hands: NGame['rs']['hands'];
  order: readonly PlayerId[];
  byRole: Map<RoleId, PlayerId[]>;
}

function seatsByRole(s: NGame): RoleSeats {
  const hands = asItStands(s.rs).hands;
  const byRole = new Map<RoleId, PlayerId[]>();
  for (const id of s.order) {
    for (const role of hands[id]?.roles ?? []) {
      const ids = byRole.get(role);
      // Each seat once per role (a hand holding it twice too), in seating order.
      if (!ids) byRole.set(role, [id]);
      else if (ids[ids.length - 1] !== id) ids.push(id);
    }
  }
  return { hands, order: s.order, byRole };
}

const sameSeating = (last: RoleSeats, s: NGame): boolean =>
  last.hands === s.rs.hands && (last.order === s.order || sameItems(last.order, s.order));

const NOBODY: readonly PlayerId[] = Object.freeze([]);

/** The living holders of a role, in seating order. */
export function holders(s: NGame, role: RoleId): PlayerId[] {
  return living(s).filter((id) => hasRole(s, id, role));
}

export const name: (s: NGame, id: PlayerId) => string = nameOf;

/** « de Bruno », « d’Ana », « que Bruno », « qu’Ana »: the engine's elision. */
export { de, que };

/** « Ana, Bruno et Chloé ». */
export const names: (s: NGame, ids: readonly PlayerId[]) => string = namesOf;

/** « Voyante et Corbeau ». */
export function roleNames(roles: readonly RoleId[]): string {
  return andList(roles.map(roleName));
}

/** « la maison d’Ana ». */
export function houseName(s: NGame, house: PlayerId): string {
  return `la maison ${de(name(s, house))}`;
}
