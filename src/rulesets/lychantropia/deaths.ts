/**
 * Every death and what it sets off: the Herbes du bonheur (survive once),
 * the lover's grief, the Fusil, the Testament, the successor of a post, and
 * the items left behind (002_8a15d59d81dc3fa5.txt:40, 43, 58, 74, 84, 87, 90, 98).
 */
import { playerIn, playerRead, type PlayerId } from '../../engine';
import { emptyHand, holders, holds, takeFirstFromHand } from './holdings';
import { describeItems, kindOf, type ItemKind } from './items';
import { de, DEAD, illiterate, partnerOf, post } from './state';
import { give, removeForGood } from './stock';
import type { Cause, LCtx, Post } from './types';

type C = LCtx;

const POSTS: readonly Post[] = ['notaire', 'marchand'];

/** Each cause of death as the MJ's notes say it (the table hears night deaths without it, line 40). */
export const CAUSE_LABEL: Record<Cause, string> = {
  loups: 'attaqué·e par les loups',
  potion: 'Potion de mort',
  arbalete: 'abattu·e à l’Arbalète',
  remords: 's’est donné la mort après avoir abattu un villageois',
  'loup-blanc': 'tué·e par le loup blanc',
  fusil: 'abattu·e d’un coup de Fusil',
  bucher: 'brûlé·e au bûcher',
  chagrin: 'mort·e de chagrin',
  exclusion: 'exclu·e par le MJ',
};

/** What the table hears of a death during the day (night deaths are told at dawn, without their cause: line 40). */
function dayLine(who: string, cause: Cause): string {
  switch (cause) {
    case 'bucher':
      return `${who} est brûlé·e sur le bûcher.`;
    case 'fusil':
      return `${who} est abattu·e d’un coup de Fusil.`;
    case 'chagrin':
      return `${who} meurt de chagrin.`;
    case 'exclusion':
      return `${who} est exclu·e de la partie par le MJ.`;
    default:
      return `${who} meurt.`;
  }
}

const atNight = (ctx: C) => ctx.s.clock.phase === 'night';

/**
 * Kill a player. Every death of this ruleset goes through here. The Herbes
 * du bonheur save the player instead (not from grief, nor from the MJ's exclusion).
 */
export function kill(ctx: C, id: PlayerId, cause: Cause): void {
  const s = ctx.s;
  const p = playerIn(s.players, id);
  if (p.health === DEAD) return;
  const who = p.name;
  if (cause !== 'chagrin' && cause !== 'exclusion' && holds(s, id, 'herbes')) {
    const herb = takeFirstFromHand(s, id, 'herbes');
    removeForGood(ctx, herb!, `mangées par ${who} pour survivre`);
    p.markers.sansVote = true;
    const pm = 'Vous auriez dû mourir, mais vos Herbes du bonheur vous sauvent : vous ne voterez plus de la partie.';
    if (atNight(ctx)) {
      s.rs.night.used.push('herbes');
      s.rs.night.stoned.push(id);
      ctx.emit(
        'herbes',
        { to: 'players', ids: [id] },
        () => `${who} survit grâce aux Herbes du bonheur (${CAUSE_LABEL[cause]}).`,
        { pm, player: id },
      );
    } else {
      ctx.emit('herbes', { to: 'public' }, () => stonedLine(who), { player: id, cause });
      withdrawVotes(ctx, id);
    }
    return;
  }
  s.rs.tick++;
  s.rs.deaths.push({ id, cause, day: s.clock.day, phase: s.clock.phase, tick: s.rs.tick });
  ctx.setHealth(id, DEAD, CAUSE_LABEL[cause]);
  s.rs.pending.push(id);
  if (atNight(ctx)) s.rs.night.dead.push(id);
  else ctx.announce(id, { health: DEAD }, () => dayLine(who, cause));

  if (cause !== 'exclusion') {
    if (holds(s, id, 'fusil')) ctx.react('fusil', { id });
    if (holds(s, id, 'testament') && !illiterate(s, id)) ctx.react('testament', { id });
  }
  for (const office of POSTS) {
    if (post(s, office) !== id) continue;
    if (atNight(ctx)) s.rs.successions.push({ post: office, from: id });
    else {
      if (office === 'marchand' && !s.rs.day.trocDone) s.rs.day.merchantDied = true;
      ctx.react('successeur', { post: office, from: id });
    }
  }
  const partner = partnerOf(s, id);
  if (partner && playerRead(s.players, partner).health !== DEAD) kill(ctx, partner, 'chagrin');
}

/** The day's orders that are votes: the vote and the Sac d'or that goes with it (line 99). */
const VOTE_KINDS: readonly string[] = ['vote', 'sac'];

/**
 * A survivor of the Herbes loses his vote « pour la fin de la partie »
 * (line 90): from that moment, so a vote already in today's book is
 * withdrawn (the bûcher would not count it), and the MJ is told.
 */
function withdrawVotes(ctx: C, id: PlayerId): void {
  const book = ctx.s.rs.book;
  const kinds = book.orders.filter((o) => o.player === id && VOTE_KINDS.includes(o.kind)).map((o) => o.kind);
  if (kinds.length === 0) return;
  book.orders = book.orders.filter((o) => o.player !== id || !VOTE_KINDS.includes(o.kind));
  ctx.emit(
    'vote-retire',
    { to: 'mj' },
    () => `Le vote ${de(ctx.s.players[id]!.name)} est retiré : il ou elle ne vote plus de la partie.`,
    { player: id, kinds },
  );
}

export function stonedLine(who: string): string {
  return `${who} a échappé à la mort, mais dans un état lamentable : il ou elle ne votera plus de la partie.`;
}

/**
 * The items of the players dead in this phase: at the end of a night, the
 * living Aimant holder picks them up (line 87); otherwise they are lost and
 * listed in the next public post (lines 40, 74). Returns what was lost, per player.
 */
export function settleDeadItems(ctx: C, night: boolean): { id: PlayerId; items: ItemKind[] | null }[] {
  const s = ctx.s;
  const dead = s.rs.pending.slice();
  if (dead.length === 0) return [];
  s.rs.pending = [];
  const magnet = night ? (holders(s, 'aimant').find((id) => !dead.includes(id)) ?? null) : null;
  const out: { id: PlayerId; items: ItemKind[] | null }[] = [];
  const collected: string[] = [];
  for (const id of dead) {
    const items = emptyHand(s, id);
    if (items.length === 0) {
      out.push({ id, items: [] });
      continue;
    }
    if (magnet) {
      collected.push(...items);
      out.push({ id, items: null });
    } else {
      for (const inst of items) removeForGood(ctx, inst, `perdu à la mort ${de(playerRead(s.players, id).name)}`);
      out.push({ id, items: items.map(kindOf) });
    }
  }
  if (magnet && collected.length > 0) {
    s.rs.night.used.push('aimant');
    const list = describeItems(collected);
    ctx.emit(
      'aimant',
      { to: 'players', ids: [magnet] },
      () => `L’Aimant ${de(playerIn(s.players, magnet).name)} ramasse : ${list}.`,
      {
        pm: `Votre Aimant ramasse les objets des morts de la nuit : ${list}.`,
        items: collected,
      },
    );
    give(ctx, magnet, collected);
  }
  return out;
}
