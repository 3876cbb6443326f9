/**
 * An attack (000_a045abd3825f1297.txt:569-591, 606-624, 699-720): the place,
 * who is there, who counts, who is hit, the dice.
 */
import type { PlayerId } from '../../engine';
import type { Location } from '../../engine/locations';
import { rollOnTable } from '../../engine/dice-table';
import { game, type QCtx } from './common';
import { TABLE_1, TABLE_2 } from './dice';
import { harmable, hit } from './harm';
import { at, targetPlace } from './night-map';
import { locationLabel } from '../../engine/locations';
import {
  asleep,
  attendsCamp,

  health,
  homeOf,
  partnerIn,
  partyHolder,
  post,
  type AttackCamp,
  type QGame,
  type Target,
} from './state';
import { name, names } from './text';

/** Able to fight back: not C, Q or M, not in a heavy sleep (000:401, 618). */
function fights(s: QGame, id: PlayerId): boolean {
  return (health(s, id) === 'I' || health(s, id) === 'B') && !asleep(s, id);
}

/** The mafia: the Parrain, the Bras droit and their sbires (000:585). */
export function mafioso(s: QGame, id: PlayerId): boolean {
  const e = s.rs.cards[id]!.effect;
  return e === 'parrain' || e === 'bras-droit' || id in s.rs.sbires;
}

/** Who defends himself when attacked (000:585): mafia, adjoints, the Chef des armées, an assassin (000:439), a lover beside his lover. */
export function selfDefender(s: QGame, id: PlayerId, here: PlayerId[]): boolean {
  if (mafioso(s, id)) return true;
  if (post(s, 'randy') === id || post(s, 'armish') === id || post(s, 'chef') === id) return true;
  if (s.rs.cards[id]!.effect === 'assassin') return true;
  const lover = partnerIn(s.rs.lovers, id);
  return lover !== null && here.includes(lover);
}

/** The priority targets of a place (000:577): the Chef des armées, a sbire, a lover beside his lover. */
function priorityDefender(s: QGame, id: PlayerId, here: PlayerId[]): boolean {
  if (!fights(s, id)) return false;
  if (post(s, 'chef') === id || id in s.rs.sbires) return true;
  const lover = partnerIn(s.rs.lovers, id);
  return lover !== null && here.includes(lover);
}

export interface AttackReport {
  lines: string[];
  victim: PlayerId | null;
}

/** The designated target as a player, if present (the house's owner or the room's patient). */
function designated(s: QGame, t: Target): PlayerId {
  return t.kind === 'house' ? t.owner : t.patient;
}

/** Resolve tonight's attack on the night's map; the dice are logged with their rows. */
export function resolveAttack(ctx: QCtx, camp: AttackCamp, target: Target, map: Record<PlayerId, Location>): string[] {
  const s = game(ctx);
  const place = targetPlace(s, target);
  const where = locationLabel(s, place);
  const lines: string[] = [];
  const say = (text: string) => {
    lines.push(text);
    ctx.emit('attaque', { to: 'mj' }, text);
  };
  // The richest citizen's house is protected (000:563).
  if (target.kind === 'house' && s.rs.richest && homeOf(s, s.rs.richest) === homeOf(s, target.owner) && place.kind === 'house') {
    say(`L’attaque vise la maison de ${name(s, s.rs.richest)}, le plus riche citoyen : son système de protection la repousse.`);
    return lines;
  }
  // The bunker takes a night to force (000:249, 567).
  if (place.kind === 'bunker' && !s.rs.bunkerForced) {
    ctx.s.rs.bunkerForced = true;
    say('Les attaquants passent la nuit à forcer la porte du bunker : elle cède, mais personne n’est touché cette nuit.');
    return lines;
  }
  const here = at(map, place);
  const attackers = here.filter((id) => attendsCamp(s, id, camp) && fights(s, id));
  const others = here.filter((id) => !attendsCamp(s, id, camp));
  if (others.length === 0) {
    say(`L’attaque vise ${where} : il n’y a personne d’autre que les attaquants, l’attaque échoue.`);
    return lines;
  }
  // Counting the outnumbering: C, Q and heavy sleepers count 0, a B patient 1 (000:305, 612-614).
  const defenders = others.filter((id) => fights(s, id)).length;
  const outnumber = attackers.length > defenders;
  say(`${where} : ${names(s, here)}. Attaquants présents : ${attackers.length} ; défenseurs comptés : ${defenders} (${outnumber ? 'surnombre' : 'pas de surnombre'}).`);
  if (attackers.length === 0) {
    say('Aucun attaquant n’est arrivé sur place : l’attaque n’a pas lieu.');
    return lines;
  }
  // Never one of their own (000:303, 289, 319); never a Q before anyone came back (000:104).
  const pool = others.filter((id) => harmable(s, id));
  if (pool.length === 0) {
    say('Personne ne peut être touché ici : l’attaque échoue.');
    return lines;
  }
  const first = pool.filter((id) => priorityDefender(s, id, here));
  const aimed = designated(s, target);
  const level = first.length > 0 ? first : pool.includes(aimed) ? [aimed] : pool;
  const victim = level.length === 1 ? level[0]! : ctx.pick(level, 'cible effective de l’attaque');
  const table = outnumber ? TABLE_1 : TABLE_2;
  // « Seul » : nobody else in the room but the attackers (000:622).
  const lone = place.kind === 'hospital' && others.length === 1;
  const before = health(s, victim);
  const defends = selfDefender(s, victim, here) && fights(s, victim);
  const { face, result } = rollOnTable(ctx as never, table, `attaque sur ${name(s, victim)}`);
  const after = hit(ctx, victim, result, 'attaque', lone);
  say(`${name(s, victim)} est la cible effective : dé ${face} → ${result}${lone ? ' (patient seul : au moins un cran)' : ''} ; ${before} → ${after}.`);
  // A defender may strike back: one attacker, table 2 (000:583-587, 533).
  if (defends) {
    const back = attackers.length === 1 ? attackers[0]! : ctx.pick(attackers, 'attaquant touché par la riposte');
    const b = health(game(ctx), back);
    const r = rollOnTable(ctx as never, TABLE_2, `riposte de ${name(s, victim)} sur ${name(s, back)}`);
    const a = hit(ctx, back, r.result, 'defense');
    say(`${name(s, victim)} se défend : ${name(s, back)} est touché·e, dé ${r.face} → ${r.result} ; ${b} → ${a}.`);
  }
  return lines;
}

export function leaderUnavailable(s: QGame, camp: AttackCamp): PlayerId | null {
  const leader = partyHolder(s, camp === 'reptiliens' ? 'reptilienne-alpha' : camp === 'algebristes' ? 'k-hess' : camp === 'analystes' ? 'j-rappaz' : 'j-pach');
  if (!leader) return null;
  const h = health(s, leader);
  return h === 'I' || h === 'B' ? null : leader;
}

