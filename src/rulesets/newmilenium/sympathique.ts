/**
 * The Sympathique's gift (003:95-117): once, by day, on one of another
 * player's two roles. The player learns who helped him; the Sympathique does
 * not learn what it did. A salbatarised player is freed instead; an Assassin
 * also gets a kill back when he has none left.
 */
import { playerIn, type PlayerId } from '../../engine';
import { mj, tell, usePower } from './night/common';
import { roleName } from './roles';
import { de, name, nature, rolesOf } from './queries/people';
import { salbatarised } from './queries/powers';
import type { NCtx, RoleId, UseKey } from './types';

/** Gifts that add one use (003:97, 104, 106, 109-111, 115). */
const ONE_MORE: Partial<Record<RoleId, UseKey>> = {
  necromancienne: 'potion',
  planque: 'planque',
  sorcier: 'rituel',
  chatelain: 'chatelain',
  'vieux-chiant': 'vieux-chiant',
  fuyard: 'fuyard',
  sympathique: 'sympathique',
};

/** What the gift does, for the MJ's log (the player is only told who helped him). */
const EFFECT: Record<RoleId, string> = {
  necromancienne: 'une potion de vie de plus',
  salvateur: 'deux maisons protégées la nuit prochaine',
  salbatar: 'deux maisons salbatarisées la nuit prochaine',
  meneur: 'deux voix de plus au bûcher aujourd’hui',
  institutrice: 'son vote compte aujourd’hui (deux voix de plus si Meneur)',
  chasseur: 'deux tirs s’il meurt aujourd’hui',
  vengeur: 'quatre voix sur une cible s’il meurt aujourd’hui',
  planque: 'une planque de plus',
  corbeau: 'trois voix à répartir la nuit prochaine',
  sorcier: 'un rituel de plus',
  voyante: 'rôles et nature la nuit prochaine',
  detective: 'une enquête plus complète la prochaine fois',
  chatelain: 'un bûcher de plus à empêcher',
  'vieux-chiant': 'une résistance de plus aux loups',
  fuyard: 'une fuite de plus',
  araignee: 'trois joueurs reliés, quatre messages chacun, la nuit prochaine',
  'croque-mort': 'la manière de chaque mort jusqu’au prochain jour',
  paranoiaque: 'l’autre rôle du Sympathique, tout de suite',
  sympathique: 'un cadeau de plus à faire',
  lache: 'des messages sans limite aujourd’hui',
};

export function giveGift(ctx: NCtx, from: PlayerId, to: PlayerId, slot: 1 | 2): void {
  const s = ctx.s;
  const role = rolesOf(s, to)[slot - 1]!;
  s.rs.uses[from]!.sympathique--;
  usePower(ctx, from, 'sympathique', { on: [to] });
  tell(
    ctx,
    [to],
    `Sympathique : ${name(s, from)} aide ${name(s, to)} (${roleName(role)}).`,
    `${name(s, from)} est Sympathique et vous fait un cadeau sur votre rôle ${de(roleName(role))}.`,
  );
  if (salbatarised(s, to)) {
    delete playerIn(s.players, to).markers.salbatarise;
    tell(
      ctx,
      [to],
      `${name(s, to)} n’est plus salbatarisé·e.`,
      'Grâce à ce cadeau, vous n’êtes plus salbatarisé·e : vous retrouvez vos pouvoirs.',
    );
    return;
  }
  const more = ONE_MORE[role];
  if (more) s.rs.uses[to]![more]++;
  else s.rs.boosts[to] = [...(s.rs.boosts[to] ?? []), { role, day: s.clock.day, by: from }];
  mj(ctx, `Sympathique : ${name(s, to)} reçoit ${EFFECT[role]}.`);
  if (role === 'paranoiaque') {
    const other = rolesOf(s, from).find((r) => r !== 'sympathique') ?? 'sympathique';
    tell(
      ctx,
      [to],
      `Paranoïaque : ${name(s, to)} apprend l’autre rôle ${de(name(s, from))}.`,
      `L’autre rôle ${de(name(s, from))} : ${roleName(other)}.`,
    );
  }
  if (nature(s, to) === 'assassin' && s.rs.uses[to]!.meurtre === 0) {
    s.rs.uses[to]!.meurtre = 1;
    mj(ctx, `Sympathique : l’Assassin ${name(s, to)} retrouve un meurtre.`);
  }
}
