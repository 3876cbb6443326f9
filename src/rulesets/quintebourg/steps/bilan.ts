/**
 * The health report and the succession (000_a045abd3825f1297.txt:729, 471-529):
 * everyone's health told to the table (a Q as dead, 000:78), the Scrutateur's
 * morning rotation (000:487), successors named to the mandatory posts
 * (000:477-479, 485) and to the Bourreau's when no médecin holds it, the
 * optional posts left vacant and open to candidates (000:489, 529) or filled
 * by the Scrutateur after the artist's resignation (000:485), the estates the
 * Notaire hands out (000:501). The succession, applications and bequest calls
 * are the family's (quintebourg-family/post-steps.ts, coin-steps.ts).
 */
import { asItStands, playerIn, playerRead, type PlayerId } from '../../../engine';
import { ack } from '../common';
import { estateOwners } from '../coins';
import { COIN_STEPS, POST_STEPS } from '../family';
import { assign, bourreauFixed, MANDATORY, nextScrutateur, optionPosts, postName, vacantNow } from '../posts';
import { available, health, post, postsOf } from '../queries';
import { name } from '../text';
import type { QCtx, QGame } from '../types';
import { step } from './step';

const TOLD: Record<string, string> = {
  I: 'est indemne',
  B: 'est blessé·e',
  C: 'est dans le coma',
  Q: 'est mort·e',
  M: 'est mort·e',
};

/** Health the table has not been told yet (an executed player in a secret coma stays « dead »). */
function untold(s: QGame): PlayerId[] {
  const hidden = asItStands(s.rs).hiddenComa;
  return s.order.filter((id) => playerRead(s.players, id).announced.health !== health(s, id) && !hidden.includes(id));
}

export function healthReport(ctx: QCtx): void {
  const s = ctx.s;
  for (const id of untold(s)) {
    const h = health(s, id);
    const was = playerRead(s.players, id).announced.health;
    // Told dead already (Q or M), a Q that becomes M changes nothing the table can see.
    if ((was === 'Q' || was === 'M') && (h === 'Q' || h === 'M')) {
      playerIn(ctx.s.players, id).announced.health = h;
      continue;
    }
    ctx.announce(
      id,
      { health: h },
      () => `${name(s, id)} ${TOLD[h]}${was === 'Q' || was === 'M' ? ' : revenu·e d’entre les morts' : ''}.`,
    );
  }
}

/** Posts the Scrutateur fills (000:485): the mandatory ones, and the Bourreau when no médecin holds it for good (000:493). */
function filledByScrutateur(s: QGame): string[] {
  return [...(bourreauFixed(s) ? [] : ['bourreau']), ...MANDATORY].filter((p) => p in s.posts);
}

export const bilan = step({
  id: 'bilan',
  title: 'Bilan sanitaire et succession',
  enter(ctx) {
    healthReport(ctx);
    const s = ctx.s;
    const left = s.rs.dawn.left ?? {};
    // The post moves on from its last holder, even one the artist made resign (000:487).
    const next = nextScrutateur(s, post(s, 'scrutateur') ?? left.scrutateur ?? null);
    if ('scrutateur' in s.posts && next && next !== post(s, 'scrutateur'))
      assign(ctx, 'scrutateur', next, 'rotation du matin');
    for (const p of filledByScrutateur(ctx.s))
      if (vacantNow(ctx.s, p)) ctx.react('succession', { post: p, resigned: left[p] ?? null });
    for (const from of estateOwners(s)) ctx.react('heritage', { from });
    for (const p of optionPosts(s)) {
      const holder = post(ctx.s, p);
      // An optional post whose holder is unavailable is left vacant and open to candidates (000:529).
      if (holder && !available(ctx.s, holder)) assign(ctx, p, null, `${name(s, holder)} est indisponible`);
      if (post(ctx.s, p) !== null) continue;
      // One the artist made its holder leave: the Scrutateur names the successor (000:485), or candidates apply.
      if (left[p]) ctx.react('succession', { post: p, resigned: left[p]! });
      ctx.react('candidatures', { post: p });
    }
    ctx.s.rs.dawn.resign = [];
    ctx.s.rs.dawn.left = {};
  },
  line: () => 'Bilan sanitaire : j’annonce l’état de santé de chacun, puis les successions aux postes publics.',
  notes: (s) =>
    s.order.map(
      (id) =>
        `${name(s, id)} : ${health(s, id)}${postsOf(s, id).length > 0 ? ` — ${postsOf(s, id).map(postName).join(', ')}` : ''}`,
    ),
  prompt: () => ack(),
  resolve() {},
});

export const { succession, candidatures, arbitrage } = POST_STEPS;
export const { heritage } = COIN_STEPS;
