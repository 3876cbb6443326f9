/**
 * An attack (000_a045abd3825f1297.txt:569-591, 606-624, 699-720): the place,
 * who is there, who counts, who is hit, the dice.
 */
import { asItStands, type PlayerId } from '../../engine';
import { rollOnTable } from './dice-table';

import { TABLE_1, TABLE_2 } from './dice';
import { harmable, hit } from './harm';
import { move, word } from './health-words';
import { placeLabel, sameLocation, targetPlace, type Location } from './night-map';
import {
  asleep,
  attendsCamp,
  choiceOption,
  effectHolder,
  health,
  leaderOf,
  partnerIn,
  partyHolder,
  post,
} from './queries';
import { drawVictim, sceneAt, type AttackRules } from '../quintebourg-family/attack';
import { richestGuards as guardedByRichest } from '../quintebourg-family/coins';
import { de, name, names } from './text';
import type { AttackCamp, QCtx, QGame, Target } from './types';

/** Able to fight back: not C, Q or M, not in a heavy sleep (000:401, 618). */
export function fights(s: QGame, id: PlayerId): boolean {
  return (health(s, id) === 'I' || health(s, id) === 'B') && !asleep(s, id);
}

/** The boss a player obeys: the one who took him as sbire, or the Parrain for the Bras droit, who counts as his sbire (000:449). */
export function bossOf(s: QGame, id: PlayerId): PlayerId | null {
  // Read as it stands: asking copies neither the sbires nor the cards (`copy-on-access.ts`).
  const rs = asItStands(s.rs);
  const boss = rs.sbires[id];
  if (boss) return boss;
  if (rs.cards[id]?.effect === 'bras-droit') {
    const parrain = effectHolder(s, 'parrain');
    return parrain && parrain !== id ? parrain : null;
  }
  return null;
}

/** A boss's sbires, in seating order (the Bras droit among the Parrain's). */
export function sbiresOf(s: QGame, boss: PlayerId): PlayerId[] {
  return s.order.filter((id) => id !== boss && bossOf(s, id) === boss);
}

/** The mafia: the Parrain, the Bras droit and their sbires (000:585). */
export function mafioso(s: QGame, id: PlayerId): boolean {
  const e = asItStands(s.rs).cards[id]!.effect;
  return e === 'parrain' || e === 'bras-droit' || bossOf(s, id) !== null;
}

/** A lover beside his lover (000:585). */
function loverTogether(s: QGame, id: PlayerId, here: PlayerId[]): boolean {
  const lover = partnerIn(asItStands(s.rs).lovers, id);
  return lover !== null && here.includes(lover);
}

/** Who defends himself when attacked (000:585): mafia, adjoints, the Chef des armées, an assassin (000:439), a lover beside his lover. */
export function selfDefender(s: QGame, id: PlayerId, here: PlayerId[]): boolean {
  if (mafioso(s, id)) return true;
  if (post(s, 'randy') === id || post(s, 'armish') === id || post(s, 'chef') === id) return true;
  if (asItStands(s.rs).cards[id]!.effect === 'assassin') return true;
  return loverTogether(s, id, here);
}

/**
 * The priority targets of a place (000:577). Reading choice (option
 * `prioriteDefense`): by default every player who defends himself (000:585,
 * the issue's list); « livre » keeps the three 000:577 names: the Chef des
 * armées, a sbire, a lover beside his lover. Either way only a fighter.
 */
export function priorityTarget(s: QGame, id: PlayerId, here: PlayerId[]): boolean {
  if (!fights(s, id)) return false;
  if (choiceOption(s, 'prioriteDefense') === 'livre')
    return post(s, 'chef') === id || bossOf(s, id) !== null || loverTogether(s, id, here);
  return selfDefender(s, id, here);
}

/** The designated target as a player (the house's owner or the room's patient). */
function designated(t: Target): PlayerId {
  return t.kind === 'house' ? t.owner : t.patient;
}

/** Whether the richest citizen's system guards this place: his own home, house or bunker, never a room (000:563). */
export function richestGuards(s: QGame, target: Target): boolean {
  return target.kind === 'house' && guardedByRichest(s, target.owner);
}

/** The family's attack rules for this camp's attack: same place, its attenders, able to fight, harmable (000:104). */
function attackRules(camp: AttackCamp): AttackRules<Location> {
  return { same: sameLocation, attends: (s: QGame, id: PlayerId) => attendsCamp(s, id, camp), fights, harmable };
}

/** Who may be the effective target: the priority targets, else the one aimed at if he is there, else anyone there (000:575-579). */
function targetLevel({ first, aimed, pool }: { first: PlayerId[]; aimed: PlayerId; pool: PlayerId[] }): PlayerId[] {
  if (first.length > 0) return first;
  if (pool.includes(aimed)) return [aimed];
  return pool;
}

/** Resolve tonight's attack on the night's map; the dice are logged with their rows. */
export function resolveAttack(
  ctx: QCtx,
  { camp, target, map }: { camp: AttackCamp; target: Target; map: Record<PlayerId, Location> },
): string[] {
  const s = ctx.s;
  const place = targetPlace(s, target);
  const where = placeLabel(s, place);
  const lines: string[] = [];
  const say = (text: string) => {
    lines.push(text);
    ctx.emit('attaque', { to: 'mj' }, text);
  };
  // The richest citizen's house is protected (000:563).
  if (richestGuards(s, target)) {
    say(
      `L’attaque vise ${where} : le système de protection du plus riche citoyen (${name(s, s.rs.richest!)}) la repousse.`,
    );
    return lines;
  }
  // Attackers called elsewhere by a higher long action fight only where they are (000:589).
  const { here, attackers, others } = sceneAt(s, attackRules(camp), map, place);
  if (attackers.length === 0) {
    say(`Aucun attaquant ne se trouve dans ${where} : l’attaque n’a pas lieu.`);
    return lines;
  }
  // The bunker takes a whole night to force (000:249, 567); the door stays forced.
  if (place.kind === 'bunker' && !s.rs.bunkerForced) {
    ctx.s.rs.bunkerForced = true;
    say(
      `Les attaquants (${names(s, attackers)}) passent la nuit à forcer la porte du bunker ${de(name(s, place.owner))} : elle cède, mais personne n’est touché cette nuit.`,
    );
    return lines;
  }
  // Attackers never strike their own (000:303); Seth and the red Reptilienne are among them (000:289, 319).
  if (others.length === 0) {
    say(`Dans ${where}, il n’y a que le camp des attaquants (${names(s, here)}) : l’attaque échoue.`);
    return lines;
  }
  // Counting the outnumbering: C, Q and heavy sleepers count 0, a B patient 1 (000:305, 612-614).
  const defenders = others.filter((id) => fights(s, id));
  const outnumber = attackers.length > defenders.length;
  say(
    `Dans ${where} : ${names(s, here)}. ${attackers.length} attaquant${attackers.length > 1 ? 's' : ''} (${names(s, attackers)}) contre ${defenders.length ? `${defenders.length} en face (${names(s, defenders)})` : 'personne en état de se battre'} : ${outnumber ? 'les attaquants sont en surnombre' : 'les attaquants ne sont pas en surnombre'}.`,
  );
  // Never a Q before anyone came back (000:104).
  const pool = others.filter((id) => harmable(s, id));
  if (pool.length === 0) {
    say('Personne ne peut être touché ici : l’attaque échoue.');
    return lines;
  }
  // Defenders first, then the one aimed at, then any intruder (000:575-579).
  const first = pool.filter((id) => priorityTarget(s, id, here));
  const aimed = designated(target);
  const level = targetLevel({ first, aimed, pool });
  const victim = drawVictim(ctx, level);
  if (level.length > 1) say(`À égalité de priorité : ${names(s, level)} ; le tirage désigne ${name(s, victim)}.`);
  const table = outnumber ? TABLE_1 : TABLE_2;
  // « Seul » : nobody else in the room but the attackers (000:622).
  const lone = place.kind === 'hospital' && others.length === 1;
  const before = health(s, victim);
  const defends = selfDefender(s, victim, here) && fights(s, victim);
  const { face, result } = rollOnTable(ctx, table, `attaque sur ${name(s, victim)}`);
  const after = hit(ctx, victim, { result, cause: 'attaque', lone });
  say(
    `${name(s, victim)} est touché·e : le dé donne ${face}, soit ${word(result)}${lone ? ' (patient seul : au moins un cran perdu)' : ''} ; ${name(s, victim)} ${move(before, after)}.`,
  );
  // A defender may strike back: one attacker only, table 2 (000:583-587, 533).
  if (defends) {
    const back =
      attackers.length === 1
        ? attackers[0]!
        : ctx.pick(attackers, 'attaquant touché par la riposte', (id) => name(s, id));
    const b = health(ctx.s, back);
    const r = rollOnTable(ctx, TABLE_2, `riposte ${de(name(s, victim))} sur ${name(s, back)}`);
    const a = hit(ctx, back, { result: r.result, cause: 'defense' });
    say(
      `${name(s, victim)} se défend : ${name(s, back)} est touché·e, le dé donne ${r.face}, soit ${word(r.result)} ; ${name(s, back)} ${move(b, a)}.`,
    );
  }
  return lines;
}

/** The attackers' leader when unable to lead (C, Q or M): then no attack (000:581). */
export function leaderUnavailable(s: QGame, camp: AttackCamp): PlayerId | null {
  const leader = partyHolder(s, leaderOf(camp));
  if (!leader) return null;
  const h = health(s, leader);
  return h === 'I' || h === 'B' ? null : leader;
}
