/**
 * Deaths and what they set off: the card revealed, the lover's grief, the
 * Chasseur's last shot, the Capitaine's successor, the Ancien's curse.
 */
import type { Ctx, PlayerId } from '../../engine';
import { captain, DEAD, name, opt, partnerOf, type Cause, type TGame, type TState } from './state';
import { isVillagePower, roleDef } from './roles';

const CAUSE_LABEL: Record<Cause, string> = {
  loups: 'dévoré·e par les loups',
  poison: 'empoisonné·e par la Sorcière',
  vote: 'exécuté·e par le village',
  chasseur: 'abattu·e par le Chasseur',
  chagrin: 'mort·e de chagrin',
  exclusion: 'exclu·e par le MJ',
};

/** What the table hears: deaths found at dawn say nothing of their cause. */
function publicLine(s: TGame, id: PlayerId, cause: Cause): string {
  const who = name(s, id);
  const atDawn = s.clock.phase === 'night' || s.clock.phase === 'dawn';
  switch (cause) {
    case 'vote':
      return `${who} est exécuté·e par le village.`;
    case 'chasseur':
      return `Le Chasseur abat ${who}.`;
    case 'exclusion':
      return `${who} est exclu·e de la partie par le MJ.`;
    case 'chagrin':
      return atDawn ? `${who} a été retrouvé·e mort·e ce matin.` : `${who} meurt de chagrin.`;
    default:
      return `${who} a été retrouvé·e mort·e ce matin.`;
  }
}

/**
 * Kill a player and run what the death sets off. Every death of this ruleset
 * goes through here, so the cause is at hand without searching the log.
 */
export function kill(ctx: Ctx<TState>, id: PlayerId, cause: Cause): void {
  if (ctx.s.players[id]!.health === DEAD) return;
  // Cards, options, lovers and posts do not change while deaths resolve: read them from the plain base.
  const base = ctx.base;
  const role = base.players[id]!.role;
  ctx.s.rs.deaths.push({ id, cause, day: base.clock.day, phase: base.clock.phase });
  ctx.setHealth(id, DEAD, CAUSE_LABEL[cause]);

  const reveal = opt<boolean>(base, 'revelerRoles');
  const card = reveal ? ` Sa carte : ${roleDef(role).name}.` : '';
  ctx.announce(id, { health: DEAD, role: reveal ? role : null }, publicLine(base, id, cause) + card);

  if (role === 'ancien' && (cause === 'vote' || cause === 'chasseur' || cause === 'poison') && !ctx.s.rs.villagersPowerless) {
    ctx.s.rs.villagersPowerless = true;
    ctx.emit('curse', { to: 'public' }, 'L’Ancien a été tué par les siens : les villageois perdent leurs pouvoirs.');
  }
  // The curse may have struck within this very chain of deaths: read it from the draft.
  if (role === 'chasseur' && !(ctx.s.rs.villagersPowerless && isVillagePower(role)) && cause !== 'exclusion') ctx.react('chasseur', { id });
  if (captain(base) === id) ctx.react('successeur', { id });
  const partner = partnerOf(base, id);
  if (partner) kill(ctx, partner, 'chagrin');
}
