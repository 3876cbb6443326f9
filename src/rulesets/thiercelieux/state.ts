/**
 * The Thiercelieux ruleset's own state and the small queries every step uses.
 */
import { isDraft } from 'immer';
import { isAlive, type GameState, type PlayerId } from '../../engine';
import { ALIVE_DEAD } from '../../engine/health';
import { isVillagePower } from './roles';

export interface Night {
  /** The wolves' choice. */
  victim: PlayerId | null;
  /** The MJ caught the Petite Fille spying: she dies instead of the victim. */
  littleGirlCaught: boolean;
  protectedId: PlayerId | null;
  healed: boolean;
  poisoned: PlayerId | null;
}

export interface Death {
  id: PlayerId;
  cause: Cause;
  day: number;
  phase: string;
}

export type Cause = 'loups' | 'poison' | 'vote' | 'chasseur' | 'chagrin' | 'exclusion';

export interface TState {
  night: Night;
  /** Whom the Sauveteur protected last night (not twice in a row). */
  lastProtected: PlayerId | null;
  /** The Ancien was killed by the village: villagers' powers are gone. */
  villagersPowerless: boolean;
  lovers: [PlayerId, PlayerId] | null;
  deaths: Death[];
}

export type TGame = GameState<TState>;

export const DEAD = 'mort';
export const HEALTH = ALIVE_DEAD;

export function emptyNight(): Night {
  return { victim: null, littleGirlCaught: false, protectedId: null, healed: false, poisoned: null };
}

export function opt<T extends string | number | boolean>(s: TGame, id: string): T {
  return s.setup.options[id] as T;
}

export function alive(s: TGame, id: PlayerId): boolean {
  return isAlive(HEALTH, s.players[id]!.health);
}

export function living(s: TGame): PlayerId[] {
  return s.order.filter((id) => alive(s, id));
}

/**
 * Who holds which card, per finalized `players` object: every call's guards ask
 * it, often several times, while the cards themselves rarely change. A draft is
 * never cached (its content changes under the same identity).
 */
const holdersByPlayers = new WeakMap<object, Map<string, PlayerId[]>>();

/** Players holding `role` now (dead or alive), in seating order. */
export function holders(s: TGame, role: string): PlayerId[] {
  if (isDraft(s.players)) return s.order.filter((id) => s.players[id]!.role === role);
  let index = holdersByPlayers.get(s.players);
  if (!index) {
    index = new Map();
    for (const id of s.order) {
      const r = s.players[id]!.role;
      const list = index.get(r);
      if (list) list.push(id);
      else index.set(r, [id]);
    }
    holdersByPlayers.set(s.players, index);
  }
  return index.get(role) ?? [];
}

export function livingHolders(s: TGame, role: string): PlayerId[] {
  return holders(s, role).filter((id) => alive(s, id));
}

/** The player called for a single-holder role (the living one first). */
export function holder(s: TGame, role: string): PlayerId | null {
  return livingHolders(s, role)[0] ?? holders(s, role)[0] ?? null;
}

export function inGame(s: TGame, role: string): boolean {
  return holders(s, role).length > 0;
}

export function isWolf(s: TGame, id: PlayerId): boolean {
  return s.players[id]!.role === 'loup-garou';
}

/** Whether a card's power still works (the Ancien's death takes villagers' powers away). */
export function powered(s: TGame, id: PlayerId): boolean {
  return !(s.rs.villagersPowerless && isVillagePower(s.players[id]!.role));
}

/** Why the role's call has no effect now, or null (shared by every role step). */
export function roleInert(s: TGame, role: string): string | null {
  const id = holder(s, role);
  if (id === null) return 'carte absente';
  if (!alive(s, id)) return `${s.players[id]!.name} est mort·e`;
  if (!powered(s, id)) return 'les villageois ont perdu leurs pouvoirs (mort de l’Ancien)';
  return null;
}

export function name(s: TGame, id: PlayerId): string {
  return s.players[id]!.name;
}

export function names(s: TGame, ids: readonly PlayerId[]): string {
  const list = ids.map((id) => name(s, id));
  if (list.length <= 1) return list.join('');
  return `${list.slice(0, -1).join(', ')} et ${list[list.length - 1]}`;
}

export function partnerOf(s: TGame, id: PlayerId): PlayerId | null {
  const l = s.rs.lovers;
  if (!l) return null;
  if (l[0] === id) return l[1];
  if (l[1] === id) return l[0];
  return null;
}

export function captain(s: TGame): PlayerId | null {
  return s.posts.capitaine ?? null;
}
