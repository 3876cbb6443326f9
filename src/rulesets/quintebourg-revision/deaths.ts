/**
 * Death and coming back (001:69-70, 76, 181, 193, 195-216). Every death goes
 * through `kill`: the lovers' first death is undone (the table thought him
 * dead, a last kiss brought him back); the second is final and takes the
 * other lover; a dead player keeps no coin: his widow(er) inherits them and
 * sees his cards, else they wait for the Notaire. The table learns of a death
 * at once in the day, at dawn for a night's (`announceDeaths`); the dead then
 * turns a card over and chooses what he becomes (steps/death.ts).
 */
import { playerRead, type PlayerId } from '../../engine';
import { addCoins, addToEstate, coinsOf, moveCoins } from '../quintebourg-family/coins';
import { spouseOf } from '../quintebourg-family/pairs';
import { coins, de, name } from '../quintebourg-family/text';
import { tell } from './common';
import { COIN_RULES } from './family';
import { MANDATORY, post } from './posts';
import { ALIVE, DEAD, isAlive, loverOf, specialtiesOf } from './queries';
import { cardName } from './roles';
import type { RCtx } from './types';

/** How the MJ's log names the causes of death. */
export const CAUSES: Record<string, string> = {
  attaque: 'attaque des Reptiliens',
  execution: 'exécution',
  chagrin: 'mort de chagrin',
  repticide: 'repticide',
  morsure: 'morsure du Fennec',
  assassinat: 'assassinat',
  conversion: 'conversion radieuse',
  honte: 'mort de honte',
  resurrection: 'résurrection',
};

const isDay = (ctx: RCtx): boolean => ctx.s.clock.phase === 'day';

/** How a death is told: the public line in the day (« Ana est exécutée. »), and a card the death itself shows (Shéhérazade's, 001:75). */
export interface DeathNotice {
  told?: string;
  shown?: string;
}

/** `id` dies of `cause` (a key of CAUSES). Returns whether he died (a lover's first death is undone). */
export function kill(ctx: RCtx, id: PlayerId, cause: string, how: DeathNotice = {}): boolean {
  const { told, shown } = how;
  const s = ctx.s;
  if (!isAlive(s, id)) return false;
  const lover = loverOf(s, id);
  if (lover && cause !== 'chagrin' && ctx.s.rs.loverDeaths === 0) {
    // The first death of one of the lovers is undone (001:69).
    ctx.s.rs.loverDeaths = 1;
    // The book: 001:69.
    ctx.emit(
      'amour',
      { to: 'mj' },
      () =>
        `${name(s, id)} devait mourir (${CAUSES[cause] ?? cause}) : c’est la première mort d’un amoureux, un dernier baiser le ou la ramène à la vie.`,
      { player: id, cause },
    );
    revived(ctx, id, how);
    return false;
  }
  if (lover && cause !== 'chagrin') ctx.s.rs.loverDeaths += 1;
  ctx.setHealth(id, DEAD, cause);
  ctx.s.rs.deaths += 1;
  ctx.s.rs.dead[id] = { day: s.clock.day, rank: ctx.s.rs.deaths, turned: shown ? [shown] : [], fate: null };
  leaveCoins(ctx, id);
  if (isDay(ctx)) {
    announceDeath(ctx, id, told);
    succeedNow(ctx, id);
  }
  // The second death is final and the other lover dies of grief (001:70).
  if (lover && cause !== 'chagrin' && isAlive(ctx.s, lover))
    kill(ctx, lover, 'chagrin', { told: `${name(s, lover)} meurt de chagrin.` });
  return true;
}

/**
 * The table hears that a lover it believed dead came back (001:69): at once in
 * the day, at dawn otherwise. A card the death showed (Shéhérazade's, 001:75)
 * was seen by all: it stays face up on the living lover.
 */
function revived(ctx: RCtx, id: PlayerId, { told, shown }: DeathNotice): void {
  const s = ctx.s;
  if (!isDay(ctx)) {
    ctx.s.rs.night.revived = [...s.rs.night.revived, id];
    return;
  }
  const text = `${told ? `${told} ` : ''}On croyait ${name(s, id)} mort·e, mais un dernier baiser l’a ramené·e à la vie.`;
  if (shown) ctx.announce(id, { role: shown }, text);
  else ctx.emit('retour', { to: 'public' }, text, { player: id });
}

/** A dead player keeps no coin (001:181): his widow(er) inherits them and sees his cards (001:193); a single's wait for the Notaire (001:157). */
function leaveCoins(ctx: RCtx, id: PlayerId): void {
  const s = ctx.s;
  const spouse = spouseOf(s, id);
  const widow = spouse && isAlive(s, spouse) ? spouse : null;
  if (widow) {
    moveCoins(ctx, COIN_RULES, { from: id, to: widow, coins: coinsOf(s, id), why: 'héritage du veuvage' });
    const cards = [playerRead(s.players, id).role, ...specialtiesOf(s, id)].map(cardName).join(', ');
    tell(ctx, {
      to: [widow],
      type: 'veuvage',
      text: `${name(s, widow)}, veuf ou veuve ${de(name(s, id))}, hérite de ses pièces et voit ses cartes : ${cards}.`,
      data: { dead: id },
    });
    return;
  }
  const n = coinsOf(s, id);
  if (n > 0) {
    addCoins(ctx, id, -n);
    addToEstate(ctx, id, n);
    ctx.emit(
      'pieces',
      { to: 'mj' },
      () => `${coins(n)} ${de(name(s, id))} ${n > 1 ? 'attendent' : 'attend'} le Notaire.`,
      {
        from: id,
        coins: n,
      },
    );
  }
}

/**
 * A mandatory post whose holder dies in the day is filled at once, after his
 * card and his choice (001:143 « À chaque fois »): the Président's session or
 * the Sénateur's law of that day still happen. (The succession call itself
 * finds the post filled when the rules let a ghost keep it.) A night's deaths
 * leave their posts to the morning's round (steps/bilan.ts).
 */
function succeedNow(ctx: RCtx, id: PlayerId): void {
  for (const p of MANDATORY) if (post(ctx.s, p) === id) ctx.react('succession', { post: p, resigned: null });
}

/** Tell the table that `id` died (with the card his death showed), and call his card and his choice (001:195). */
export function announceDeath(ctx: RCtx, id: PlayerId, told?: string): void {
  const s = ctx.s;
  const shown = s.rs.dead[id]?.turned[0];
  ctx.announce(
    id,
    shown ? { health: DEAD, role: shown } : { health: DEAD },
    () => told ?? (shown ? `${name(s, id)} est mort·e : c’était ${cardName(shown)}.` : `${name(s, id)} est mort·e.`),
  );
  ctx.react('mort-carte', { id });
  ctx.react('mort-devenir', { id });
}

/** At dawn: the night's deaths, the lovers brought back, the ghosts raised, Shéhérazade's conversions (001:69, 75, 76). */
export function announceNight(ctx: RCtx): void {
  const s = ctx.s;
  for (const id of s.order)
    if (!isAlive(s, id) && playerRead(s.players, id).announced.health === ALIVE) announceDeath(ctx, id);
  for (const id of s.rs.night.revived)
    ctx.emit(
      'retour',
      { to: 'public' },
      () => `On croyait ${name(s, id)} mort·e cette nuit, mais un dernier baiser l’a ramené·e à la vie.`,
      { player: id },
    );
  for (const id of s.rs.night.raised)
    if (isAlive(s, id)) ctx.announce(id, { health: ALIVE }, () => `${name(s, id)} revient parmi les vivants.`);
  if (s.rs.night.conversions > 0) ctx.emit('conversion', { to: 'public' }, 'Il y a eu une conversion cette nuit.');
}

/** The Prophète raises a ghost (001:76): alive again, without a coin; the table is told at once in the day, at dawn otherwise. */
export function raise(ctx: RCtx, id: PlayerId): void {
  const s = ctx.s;
  ctx.setHealth(id, ALIVE, 'resurrection');
  const dead = { ...ctx.s.rs.dead };
  delete dead[id];
  ctx.s.rs.dead = dead;
  if (isDay(ctx)) ctx.announce(id, { health: ALIVE }, () => `${name(s, id)} revient parmi les vivants.`);
  else ctx.s.rs.night.raised = [...s.rs.night.raised, id];
}
