/**
 * The posts each morning (001:138-148, 157, 166-167): the Scrutateur's post
 * turns to the next living player clockwise without a post; a post held by
 * someone who may no longer hold it (dead, a ghost in a living player's post,
 * a living player in the Chef de la milice fantôme's after a swap) becomes
 * vacant; the Scrutateur names the successors (never the one who left, nor
 * himself), the first ghost takes the Chef's post if nobody left it, players
 * without a post apply for the vacant optional posts; the Notaire bequeaths
 * the coins of the single dead. The calls are the family's
 * (quintebourg-family/post-steps.ts, coin-steps.ts).
 */
import { asItStands, type PlayerId } from '../../../engine';
import { estateOwners } from '../../quintebourg-family/coins';
import { name } from '../../quintebourg-family/text';
import { ack, step } from '../common';
import { COIN_STEPS, POST_STEPS } from '../family';
import { MANDATORY, mayHold, OPTIONAL, post, POSTS } from '../posts';
import { ghosts, isAlive } from '../queries';
import type { RCtx, RGame } from '../types';

/** Why a holder may no longer hold his post (for the public line). */
function why(s: RGame, p: string, holder: PlayerId): string {
  if (p === 'chef') return `${name(s, holder)} n’est pas un fantôme`;
  return isAlive(s, holder) ? `${name(s, holder)} ne peut pas le tenir` : `${name(s, holder)} est mort·e`;
}

/** The Chef de la milice: the Scrutateur names a ghost after a resignation or an illegal holder (001:143, 84); else the first ghost takes it (001:148). */
function fillChef(ctx: RCtx, resigned: PlayerId | null, wasHeld: boolean): void {
  const s = ctx.s;
  if (!('chef' in s.posts) || post(s, 'chef') !== null) return;
  if ((resigned || wasHeld) && POSTS.successors(s, resigned, 'chef').length > 0) {
    ctx.react('succession', { post: 'chef', resigned });
    return;
  }
  const first = ghosts(s).find((g) => POSTS.postsOf(s, g).length === 0);
  if (first) POSTS.assign(ctx, 'chef', first, 'premier fantôme');
}

export const bilan = step({
  id: 'bilan',
  title: 'Les postes du matin',
  enter(ctx) {
    const s = ctx.s;
    const left = s.rs.dawn.left ?? {};
    // The post moves on from its last holder, even one the Artiste made resign (001:147).
    const next = POSTS.nextScrutateur(s, post(s, 'scrutateur') ?? left.scrutateur ?? null);
    if ('scrutateur' in s.posts && next && next !== post(s, 'scrutateur'))
      POSTS.assign(ctx, 'scrutateur', next, 'rotation du matin');
    const illegal: string[] = [];
    // The posts' names as they stand: the same keys, in the same order, without a proxy trap per key (`copy-on-access.ts`).
    for (const p of Object.keys(asItStands(ctx.s.posts))) {
      const holder = post(ctx.s, p);
      if (p === 'scrutateur' || holder === null || mayHold(ctx.s, p, holder)) continue;
      illegal.push(p);
      POSTS.assign(ctx, p, null, why(ctx.s, p, holder));
    }
    for (const p of MANDATORY)
      if (p in ctx.s.posts && POSTS.vacantNow(ctx.s, p))
        ctx.react('succession', { post: p, resigned: left[p] ?? null });
    fillChef(ctx, left.chef ?? null, illegal.includes('chef'));
    for (const p of OPTIONAL) {
      if (!(p in ctx.s.posts) || post(ctx.s, p) !== null) continue;
      // One the Artiste made its holder leave: the Scrutateur names the successor (001:143), or candidates apply (001:167).
      if (left[p]) ctx.react('succession', { post: p, resigned: left[p]! });
      ctx.react('candidatures', { post: p });
    }
    for (const from of estateOwners(s)) ctx.react('heritage', { from });
    ctx.s.rs.dawn.resign = [];
    ctx.s.rs.dawn.left = {};
  },
  line: () => 'Le poste de Scrutateur tourne ; puis les postes à pourvoir, et les biens des morts célibataires.',
  notes: (s) =>
    s.order
      .filter((id) => POSTS.postsOf(s, id).length > 0)
      .map(
        (id) =>
          `${name(s, id)} : ${POSTS.postsOf(s, id).map(POSTS.postName).join(', ')}${isAlive(s, id) ? '' : ' (mort·e)'}`,
      ),
  prompt: () => ack(),
  resolve() {},
});

export const { succession, candidatures, arbitrage } = POST_STEPS;
export const { heritage } = COIN_STEPS;
