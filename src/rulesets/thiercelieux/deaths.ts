/**
 * Deaths and what they set off: the card revealed, the lover's grief, the
 * Chasseur's last shot, the Capitaine's successor, the Ancien's curse.
 */
import type { Ctx, PlayerId } from '../../engine';
import { alive, captain, DEAD, name, opt, partnerOf, powered, type Cause, type TGame, type TState } from './state';
import { roleDef } from './roles';

const CAUSE_LABEL: Record<Cause, string> = {
  loups: 'dévoré·e par les loups',
  poison: 'empoisonné·e par la Sorcière',
  vote: 'exécuté·e par le village',
  chasseur: 'abattu·e par le Chasseur',
  chagrin: 'mort·e de chagrin',
  exclusion: 'exclu·e par le MJ',
};

/** What the table hears: night deaths say nothing of their cause. */
function publicLine(s: TGame, id: PlayerId, cause: Cause): string {
  const who = name(s, id);
  if (cause === 'exclusion') return `${who} est exclu·e de la partie par le MJ.`;
  const night = s.clock.phase === 'night' || s.clock.phase === 'dawn';
  if (night) return `${who} a été retrouvé·e mort·e ce matin.`;
  switch (cause) {
    case 'vote':
      return `${who} est exécuté·e par le village.`;
    case 'chasseur':
      return `Le Chasseur abat ${who}.`;
    case 'chagrin':
      return `${who} meurt de chagrin.`;
    default:
      return `${who} meurt.`;
  }
}

export function kill(ctx: Ctx<TState>, id: PlayerId, cause: Cause): void {
  const s = ctx.s as TGame;
  if (!alive(s, id)) return;
  ctx.s.rs.deaths.push({ id, cause, day: s.clock.day, phase: s.clock.phase });
  ctx.setHealth(id, DEAD, CAUSE_LABEL[cause]);
}

/** The ruleset's `onHealthChange`: runs inside `ctx.setHealth`. */
export function onDeath(ctx: Ctx<TState>, id: PlayerId, _from: string, to: string): void {
  if (to !== DEAD) return;
  const s = ctx.s as TGame;
  const death = [...s.rs.deaths].reverse().find((d) => d.id === id)!;
  const p = s.players[id]!;
  const reveal = opt<boolean>(s, 'revelerRoles');
  const card = reveal ? ` Sa carte : ${roleDef(p.role).name}.` : '';
  ctx.announce(id, { health: DEAD, role: reveal ? p.role : null }, publicLine(s, id, death.cause) + card);

  if (p.role === 'ancien' && (death.cause === 'vote' || death.cause === 'chasseur' || death.cause === 'poison')) {
    if (!s.rs.villagersPowerless) {
      ctx.s.rs.villagersPowerless = true;
      ctx.emit('curse', { to: 'public' }, 'L’Ancien a été tué par les siens : les villageois perdent leurs pouvoirs.');
    }
  }
  if (p.role === 'chasseur' && powered(s, id) && death.cause !== 'exclusion') ctx.react('chasseur', { id });
  if (captain(s) === id) ctx.react('successeur', { id });
  const partner = partnerOf(s, id);
  if (partner && alive(s, partner)) kill(ctx, partner, 'chagrin');
}
