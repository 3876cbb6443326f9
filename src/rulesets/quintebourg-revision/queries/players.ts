/**
 * Players as the revision's rules read them (001:9, 129, 195-216): alive or
 * dead, in a heavy sleep for the night, able to act, a ghost or a spirit,
 * believed alive by the table.
 */
import { asItStands, livingOf, playerRead, type PlayerId } from '../../../engine';
import type { RGame } from '../types';

export const ALIVE = 'vivant';
export const DEAD = 'mort';

export const isAlive = (s: RGame, id: PlayerId): boolean => playerRead(s.players, id).health === ALIVE;

/** The living, in seating order (kept by the engine per players record, `table.ts`; shared: never write into it; the end checks read it many times per answer). */
export function livingNow(s: RGame): readonly PlayerId[] {
  return livingOf(s, isAlive);
}

/** The living, in seating order: a list of the caller's own (prompts hand it on). */
export function living(s: RGame): PlayerId[] {
  return livingNow(s).slice();
}

/** A heavy sleep lasts the night it was cast (001:129-130): not the next night's nightfall. */
export function asleep(s: RGame, id: PlayerId): boolean {
  if (s.clock.phase !== 'night') return false;
  // Read as it stands: asking does not copy the night (`copy-on-access.ts`).
  const night = asItStands(s.rs).night;
  return night.night === s.clock.day && night.sleepers.includes(id);
}

/** Able to act now: alive, and not in a heavy sleep at night (001:9, 129). */
export function available(s: RGame, id: PlayerId): boolean {
  return isAlive(s, id) && !asleep(s, id);
}

/** Why a player cannot act now, or null. */
export function unavailable(s: RGame, id: PlayerId): string | null {
  const name = playerRead(s.players, id).name;
  if (!isAlive(s, id)) return `${name} est mort·e`;
  if (asleep(s, id)) return `${name} dort d’un sommeil lourd`;
  return null;
}

/** The table was told he lives. */
export const believedAlive = (s: RGame, id: PlayerId): boolean => playerRead(s.players, id).announced.health === ALIVE;

/** A dead player who chose to be a ghost (001:196-205). */
export const isGhost = (s: RGame, id: PlayerId): boolean =>
  !isAlive(s, id) && asItStands(s.rs).dead[id]?.fate === 'fantome';

/** A dead player who chose to be a spirit (001:206-210). */
export const isSpirit = (s: RGame, id: PlayerId): boolean =>
  !isAlive(s, id) && asItStands(s.rs).dead[id]?.fate === 'esprit';

/** The ghosts, the first dead first (001:148, 202). */
export function ghosts(s: RGame): PlayerId[] {
  return s.order.filter((id) => isGhost(s, id)).sort((a, b) => s.rs.dead[a]!.rank - s.rs.dead[b]!.rank);
}

export function spirits(s: RGame): PlayerId[] {
  return s.order.filter((id) => isSpirit(s, id));
}

/** The house a player lives in: his own, married or not (married couples live in neighbouring houses, 001:192). */
export const houseOf = (id: PlayerId): PlayerId => id;
