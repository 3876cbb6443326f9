/**
 * The night's attack (001:183-190): the Reptiliens attack a house; it fails
 * when the house is empty (or holds only attackers) or the ghosts' militia
 * protects it, or the richest citizen's system does (001:182); with several
 * occupants, the victim is drawn at random, logged (001:185-186). An
 * attacker called elsewhere by a higher long action attacks only if that is
 * the attacked house (001:188). Mode carnage: every awake Reptilien attacks
 * the house he is in, so there may be several victims (001:190). With the
 * alpha dead, no attack (001:187).
 */
import type { PlayerId } from '../../engine';
import { carnagePlaces, drawVictim, failure, sceneAt, sceneLine, type AttackRules } from '../quintebourg-family/attack';
import { name } from '../quintebourg-family/text';

import { kill } from './deaths';
import { house, placeLabel, samePlace, type Place } from './night-map';
import { flag } from './options';
import { asleep, isAlive, isReptilien } from './queries';
import type { RCtx, RGame } from './types';

const RULES: AttackRules<Place> = {
  same: samePlace,
  attends: (s: RGame, id: PlayerId) => isReptilien(s, id),
  fights: (s: RGame, id: PlayerId) => isAlive(s, id) && !asleep(s, id),
  harmable: (s: RGame, id: PlayerId) => isAlive(s, id),
};

/** Why a house is guarded before anyone strikes: the militia (001:184), the richest citizen's system (001:182). */
function guard(s: RGame, place: Place): string | null {
  if (place.kind !== 'house') return null;
  if (s.rs.night.protected === place.owner) return 'la milice fantôme la protège';
  if (s.rs.richest === place.owner) return `le système du plus riche citoyen (${name(s, place.owner)}) la protège`;
  return null;
}

const FAILURES = {
  'no-attacker': 'aucun attaquant n’y passe la nuit',
  'only-attackers': 'il n’y a là que des attaquants',
  'nobody-harmable': 'personne ne peut y être tué',
} as const;

/** One house attacked: the guard, the scene, the victim drawn; returns the MJ's lines. */
function attackAt(ctx: RCtx, map: Readonly<Record<PlayerId, Place>>, place: Place): string[] {
  const s = ctx.s;
  const where = placeLabel(s, place);
  const guarded = guard(s, place);
  if (guarded) return [`L’attaque vise ${where} : ${guarded}, elle échoue.`];
  const scene = sceneAt(s, RULES, map, place);
  const why = failure(s, RULES, scene);
  if (why) return [`L’attaque vise ${where} : ${FAILURES[why]}, elle échoue.`];
  // Those killed earlier tonight (a lover's grief, another house in carnage) are no longer victims.
  const pool = scene.others.filter((id) => RULES.harmable(s, id));
  const victim = drawVictim(ctx, pool);
  const lines = [sceneLine(s, where, scene)];
  if (pool.length > 1) lines.push(`Plusieurs personnes sont là : le tirage désigne ${name(s, victim)}.`);
  const died = kill(ctx, victim, 'attaque');
  lines.push(
    died ? `${name(s, victim)} est tué·e.` : `${name(s, victim)} est frappé·e, mais la mort ne le ou la garde pas.`,
  );
  return lines;
}

/** Tonight's attack on the map: the target's house, or in mode carnage every house with an awake attacker. */
export function resolveAttack(ctx: RCtx): string[] {
  const s = ctx.s;
  const map = s.rs.night.map!;
  if (!flag(s.setup.options, 'carnage')) return attackAt(ctx, map, house(s.rs.night.attack!));
  // Mode carnage: the places are those where an awake Reptilien stands with someone else, guarded or not.
  const places = carnagePlaces(s, RULES, map);
  const target = s.rs.night.attack;
  // A guarded target is named too: the attackers went there for nothing.
  if (target && !places.some((p) => samePlace(p, house(target))) && guard(s, house(target)))
    places.unshift(house(target));
  if (places.length === 0)
    return [
      'Mode carnage : aucun Reptilien éveillé ne partage une maison avec quelqu’un d’autre ; personne n’est attaqué.',
    ];
  return places.flatMap((p) => attackAt(ctx, map, p));
}
