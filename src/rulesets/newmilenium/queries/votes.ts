/**
 * Who votes and how much (003:15-19, 93, 100-101, 128, 130): the Maire, the
 * bûcher's voters and their weights, the Institutrice's silences.
 */
import { playerRead, type PlayerId } from '../../../engine';
import type { NGame } from '../types';
import { hasRole, living, presentPlayers } from './people';
import { boostedToday, canAct } from './powers';

export function maire(s: NGame): PlayerId | null {
  return s.posts.maire ?? null;
}

/** Those who may send a bûcher vote today: present, not struck by a Vengeur (003:127, 130). */
export function voters(s: NGame): PlayerId[] {
  return presentPlayers(s).filter((id) => playerRead(s.players, id).markers.muet !== s.clock.day);
}

/**
 * What a bûcher vote weighs: the Institutrice's none (unless the Sympathique
 * helped her today), the Meneur's one more (two with the gift), unless
 * salbatarised (003:93, 100-101, 128).
 */
export function weightOf(s: NGame, id: PlayerId): number {
  const teacher = hasRole(s, id, 'institutrice') && !boostedToday(s, id, 'institutrice');
  if (teacher) return 0;
  const leader = hasRole(s, id, 'meneur') && canAct(s, id);
  if (!leader) return 1;
  const extra =
    boostedToday(s, id, 'meneur') || (hasRole(s, id, 'institutrice') && boostedToday(s, id, 'institutrice')) ? 2 : 1;
  return 1 + extra;
}

/** At most three silenced while more than eight live, two otherwise (003:93). */
export function silenceMax(s: NGame): number {
  return living(s).length > 8 ? 3 : 2;
}
