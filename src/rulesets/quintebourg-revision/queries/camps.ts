/**
 * The camps a player belongs to (001:25-36): cumulated after conversions, in
 * the camp table's order; the first is his dominant camp, which decides his
 * win; every camp's powers add up (a Minus turned Reptilien attacks too).
 */
import { asItStands, playerRead, type PlayerId } from '../../../engine';
import { partnerIn } from '../../quintebourg-family/pairs';
import { CAMP_ORDER, cardCamp, type CampId, type Goal } from '../roles';
import type { RGame } from '../types';

export function campsOf(s: RGame, id: PlayerId): readonly CampId[] {
  // Read as they stand: in a resolution, a read through the writer's record would copy them (`copy-on-access.ts`).
  return asItStands(s.rs).camps[id] ?? [];
}

export const inCamp = (s: RGame, id: PlayerId, camp: CampId): boolean => campsOf(s, id).includes(camp);

/** The dominant camp: the first in the table's order (001:29-30). */
export function dominant(s: RGame, id: PlayerId): CampId {
  return campsOf(s, id)[0] ?? cardCamp(playerRead(s.players, id).role);
}

export function sortCamps(camps: readonly CampId[]): CampId[] {
  return [...new Set(camps)].sort((a, b) => CAMP_ORDER.indexOf(a) - CAMP_ORDER.indexOf(b));
}

/** The camps a camp card gives: Seth is a Reptilien too (001:78). */
export function campsOfCard(card: string): CampId[] {
  return card === 'seth' ? ['setheux', 'reptiliens'] : [cardCamp(card)];
}

/** A Reptilien: takes part in the attacks, Seth and the converted included (001:28, 78, 93, 114). */
export const isReptilien = (s: RGame, id: PlayerId): boolean => inCamp(s, id, 'reptiliens');

export const loverOf = (s: RGame, id: PlayerId): PlayerId | null => partnerIn(asItStands(s.rs).lovers, id);

export const hasGoal = (s: RGame, id: PlayerId, goal: Goal): boolean => (s.rs.goals[id] ?? []).includes(goal);

/** The players given a goal (the Détectives and the Mathématiciens know each other, 001:104, 113). */
export function withGoal(s: RGame, goal: Goal): PlayerId[] {
  return s.order.filter((id) => hasGoal(s, id, goal));
}
