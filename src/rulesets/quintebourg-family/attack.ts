/**
 * Attacks on houses (000:563-591; 001:86-91, 181-190): the attackers aim at
 * a house; a protection may repel them first (the richest citizen's system in
 * both books, the ghosts' militia in the revision); only the attackers who
 * actually spend the night there strike (one called elsewhere by a higher
 * long action fights only where he is: 000:589, 001:188); they never strike
 * their own; with several possible victims, one is drawn at random and logged
 * (000:579, 001:186); mode carnage (001:190) makes every attacker strike
 * wherever he is.
 *
 * The ruleset says who attends the attack, who can fight, who may be hit and
 * what a hit does (the original rolls the d10 tables; the revision kills);
 * these functions find who is where and draw the victim.
 */
import { occupants, placesOf, type PlayerId } from '../../engine';
import { name, names } from './text';
import type { FamilyCtx, FamilyGame } from './types';

export interface AttackRules<L> {
  /** Places compare with the ruleset's own test. */
  same(a: L, b: L): boolean;
  /** Whether `id` attacks with this camp tonight. */
  attends(s: FamilyGame, id: PlayerId): boolean;
  /** Whether `id` is able to strike (awake, not in a heavy sleep). */
  fights(s: FamilyGame, id: PlayerId): boolean;
  /** Whether `id` may be hit (the original: never a Q before anyone came back, 000:104). */
  harmable(s: FamilyGame, id: PlayerId): boolean;
}

/** Who is at the place, split into the attackers able to strike there and everyone else. */
export interface Scene {
  here: PlayerId[];
  attackers: PlayerId[];
  others: PlayerId[];
}

/** The attackers present and able to strike, and the others, at `place` on the night's `map`. */
export function sceneAt<L>(s: FamilyGame, rules: AttackRules<L>, map: Readonly<Record<PlayerId, L>>, place: L): Scene {
  const here = occupants(map, place, rules.same);
  return {
    here,
    attackers: here.filter((id) => rules.attends(s, id) && rules.fights(s, id)),
    others: here.filter((id) => !rules.attends(s, id)),
  };
}

/** Why the attack on a place fails before anyone is hit, or null: no attacker there, nobody but attackers, nobody who may be hit. */
export function failure<L>(
  s: FamilyGame,
  rules: AttackRules<L>,
  scene: Scene,
): 'no-attacker' | 'only-attackers' | 'nobody-harmable' | null {
  if (scene.attackers.length === 0) return 'no-attacker';
  if (scene.others.length === 0) return 'only-attackers';
  if (!scene.others.some((id) => rules.harmable(s, id))) return 'nobody-harmable';
  return null;
}

/** The victim among those of equal priority: drawn at random, the draw logged, when there are several (000:579, 001:186). */
export function drawVictim(
  ctx: FamilyCtx,
  level: readonly PlayerId[],
  purpose = 'cible effective de l’attaque',
): PlayerId {
  const s: FamilyGame = ctx.s;
  return level.length === 1 ? level[0]! : ctx.pick(level, purpose, (id) => name(s, id));
}

/** The places where an attack takes place in mode carnage (001:190): every place with an attacker able to strike and someone who may be hit. */
export function carnagePlaces<L>(s: FamilyGame, rules: AttackRules<L>, map: Readonly<Record<PlayerId, L>>): L[] {
  return placesOf(s.order, map, rules.same)
    .map((p) => p.place)
    .filter((place) => failure(s, rules, sceneAt(s, rules, map, place)) === null);
}

/** The MJ's line for a scene: « Dans la maison d’Ana : Ana, Bruno. » */
export function sceneLine(s: FamilyGame, where: string, scene: Scene): string {
  return `Dans ${where} : ${names(s, scene.here)}.`;
}
