/**
 * Consistency checks for property tests and the simulator: things that must
 * hold after every answer, whatever the MJ tapped.
 */
import { alive, captain, DEAD, holder, type TGame } from './state';

export function invariants(s: TGame): string[] {
  const out: string[] = [];
  const l = s.rs.lovers;
  if (l) {
    if (l[0] === l[1]) out.push('a player is in love with themself');
    if (s.players[l[0]]!.markers.amoureux !== l[1] || s.players[l[1]]!.markers.amoureux !== l[0]) out.push('lovers markers are not mutual');
    if (alive(s, l[0]) !== alive(s, l[1]) && s.agenda[0]?.reaction !== true) out.push('one lover outlived the other');
  }
  for (const p of Object.values(s.players)) {
    if (p.announced.health === DEAD && p.health !== DEAD) out.push(`${p.name} is announced dead but alive`);
    if (p.markers.charme === true && p.role === 'joueur-de-flute') out.push('the flute player charmed themself');
  }
  const cap = captain(s);
  if (cap && !alive(s, cap) && !s.ended && s.agenda.every((a) => a.step !== 'successeur')) out.push('the captain is dead with no successor call');
  const witch = holder(s, 'sorciere');
  if (witch) {
    const m = s.players[witch]!.markers;
    if (typeof m.potionVie !== 'boolean' || typeof m.potionMort !== 'boolean') out.push('the witch lost track of her potions');
  }
  if (s.ended && s.agenda.length > 0) out.push('the game ended with calls left');
  if (!s.ended && s.agenda.length === 0) out.push('the game waits on no call');
  return out;
}
