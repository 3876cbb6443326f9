/**
 * A part the rules replace whole and never edit in place, handed out by the
 * playouts' writer as it stands (`copy-on-access.ts`): frozen to its leaves,
 * so that an edit in place, which would write the game before, fails loudly
 * instead (a `TypeError` in the rules' strict code).
 *
 * An object found frozen is taken as frozen to its leaves: this module is
 * what freezes the writer's parts, and immer's states are frozen whole. So a
 * part replaced by a copy sharing the rest (`{ ...night, attack }`) costs a
 * walk of what is new only.
 */
import { isObject } from './is-object';

export function deepFreeze<T>(value: T): T {
  if (!isObject(value) || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const key in value) deepFreeze(value[key]);
  return value;
}
