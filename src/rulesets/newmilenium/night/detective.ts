/**
 * The Détectives (003:108, 122-124): on a living player, whether he left his
 * house tonight and how he died if he did; on a past dead, whether he used
 * his powers and on whom, and how he died; on himself, traps that tell the
 * village at dawn how he died (set even if he dies before his turn).
 */
import { orderOf, type PlayerId } from '../../../engine';
import { CAUSE_LABEL } from '../deaths';
import { detective } from '../orders/night';
import { isRole, roleName } from '../roles';
import { absent, alive, announcedDead, houseName, name, names, nature, roleNames, rolesOf } from '../queries/people';
import { boostedDetective, salbatarised, whyIdle } from '../queries/powers';
import type { NCtx, NGame } from '../types';
import { goOut, mj, paranoid, tell, usePower } from './common';
import { bookOf } from '../book';

const reasonName = (why: string): string => (isRole(why) ? roleName(why) : why);

/** The last death of a player (null if never dead or brought back). */
function deathOf(s: NGame, id: PlayerId) {
  return [...s.rs.deaths].reverse().find((d) => d.id === id && !d.undone) ?? null;
}

function aboutTheDead(s: NGame, t: PlayerId, boosted: boolean): string {
  const uses = s.rs.powers.filter((p) => p.actor === t);
  const on = [...new Set(uses.flatMap((p) => p.on))];
  const houses = [...new Set(uses.flatMap((p) => p.houses))];
  const targets = [...(on.length > 0 ? [names(s, on)] : []), ...houses.map((h) => `${houseName(s, h)}`)];
  const used =
    uses.length === 0 ? 'n’a jamais usé de ses pouvoirs' : `a usé de ses pouvoirs, sur ${targets.join(', ')}`;
  const death = deathOf(s, t);
  const how = death ? `, et a été ${CAUSE_LABEL[death.cause]}` : '';
  const more = boosted ? ` Rôles : ${roleNames(rolesOf(s, t))} ; nature : ${nature(s, t)}.` : '';
  return `${name(s, t)} ${used}${how}.${more}`;
}

function aboutTheLiving(s: NGame, t: PlayerId, boosted: boolean): string {
  const why = s.rs.night.out[t] ?? [];
  const stayed = why.length === 0 && !absent(s, t);
  let text = stayed
    ? `${name(s, t)} est resté·e chez lui ou elle cette nuit`
    : `${name(s, t)} est sorti·e de chez lui ou elle cette nuit`;
  if (!stayed && boosted && why.length > 0) text += ` (${[...new Set(why)].map(reasonName).join(', ')})`;
  const death = alive(s, t) ? null : deathOf(s, t);
  return death ? `${text}, et a été ${CAUSE_LABEL[death.cause]}.` : `${text}.`;
}

export function runDetective(ctx: NCtx, d: PlayerId): void {
  const s = ctx.s;
  const target = orderOf(bookOf(s), d, detective)?.[0];
  if (!target) return;
  if (salbatarised(s, d) || absent(s, d)) return mj(ctx, `Détective : ${name(s, d)} ${whyIdle(s, d)}, sans effet.`);
  const boosted = boostedDetective(s, d);
  if (target === d) {
    // The traps work even if he died earlier in the night (003:122).
    s.rs.night.traps.push({ id: d, boosted });
    if (boosted) s.rs.boosts[d] = (s.rs.boosts[d] ?? []).filter((b) => b.role !== 'detective');
    return mj(ctx, `Détective : ${name(s, d)} enquête sur lui ou elle-même (pièges).`);
  }
  if (!alive(s, d)) return mj(ctx, `Détective : ${name(s, d)} est mort·e avant son tour, sans effet.`);
  if (boosted) s.rs.boosts[d] = (s.rs.boosts[d] ?? []).filter((b) => b.role !== 'detective');
  goOut(ctx, d, 'detective');
  usePower(ctx, d, 'detective', { on: [target] });
  const result = announcedDead(s, target) ? aboutTheDead(s, target, boosted) : aboutTheLiving(s, target, boosted);
  if (!announcedDead(s, target)) paranoid(ctx, target, d, 'detective');
  tell(ctx, [d], `Détective : ${name(s, d)} enquête sur ${name(s, target)} — ${result}`, `Votre enquête : ${result}`);
}
