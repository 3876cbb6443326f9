/**
 * Day 0: the most voted player becomes Notaire, the next one Marchand; a tie
 * calls another round where the least voted of the previous round cannot be
 * elected; nobody holds both posts (002_8a15d59d81dc3fa5.txt:42-43).
 */
import { ballotsOf, describeTally, has, type PlayerId, tally, type Tally } from '../../../engine';
import { ordersOf } from '../book';
import { vote } from '../day-orders';
import { alive, canVote, living, name, names } from '../state';
import type { LCtx, LGame, Post } from '../types';
import { AUTO, step } from './step';

const POSTS: Post[] = ['notaire', 'marchand'];
const LABEL: Record<Post, string> = { notaire: 'Notaire', marchand: 'Marchand' };

/** Votes per eligible candidate, zeros included, most first (seating order among equals). */
function levels(s: LGame, t: Tally, eligible: readonly PlayerId[]): { id: PlayerId; votes: number }[] {
  return s.order
    .filter((id) => eligible.includes(id))
    .map((id) => ({ id, votes: t.counts[id] ?? 0 }))
    .sort((a, b) => b.votes - a.votes);
}

function openPosts(s: LGame): Post[] {
  return POSTS.filter((p) => !(p in s.posts));
}

/**
 * Who may still be elected this round: the round's candidates that are
 * alive and hold no post. The MJ may exclude a player between two rounds,
 * and a Notaire dead meanwhile names a successor (line 43): neither may then
 * take the open post (no post held by the dead, nobody both Notaire and
 * Marchand).
 */
function stillEligible(s: LGame, eligible: readonly PlayerId[]): PlayerId[] {
  const holders = POSTS.map((p) => s.posts[p]);
  return eligible.filter((id) => alive(s, id) && !holders.includes(id));
}

/**
 * Count one round and fill what it decides: each open post, in order, goes
 * to a player alone at the top of the remaining votes (with at least one
 * vote). Otherwise another round, without the least voted; when nobody can
 * be left out, the same candidates vote once more, then the tie is drawn.
 * On a tiny table, a post nobody is left for stays empty.
 */
function countRound(ctx: LCtx, t: Tally): void {
  const el = ctx.s.rs.election!;
  ctx.emit(
    'election',
    { to: 'public' },
    () => `Élection, tour ${el.round} : ${describeTally(t, (id) => name(ctx.s, id))}.`,
    {
      counts: t.counts,
      blank: t.blank,
    },
  );
  let ranked = levels(ctx.s, t, stillEligible(ctx.s, el.eligible));
  let elected = false;
  const fill = () => {
    for (const office of openPosts(ctx.s)) {
      const [first, second] = ranked;
      if (!first || first.votes === 0 || (second && second.votes === first.votes)) return;
      elect(ctx, office, first.id);
      elected = true;
      ranked = ranked.slice(1);
    }
  };
  /** True when nothing is left to vote on: every post filled, or a single candidate left for them. */
  const settled = () => {
    const open = openPosts(ctx.s);
    if (open.length > 0 && ranked.length > 1) return false;
    if (open.length > 0 && ranked.length === 1) elect(ctx, open[0]!, ranked[0]!.id);
    ctx.s.rs.election = null;
    return true;
  };
  fill();
  if (settled()) return;
  const least = Math.min(...ranked.map((r) => r.votes));
  const kept = ranked.filter((r) => r.votes > least).map((r) => r.id);
  const open = openPosts(ctx.s);
  const next = kept.length >= Math.max(open.length, 2) ? kept : ranked.map((r) => r.id);
  const stuck = !elected && next.length === ranked.length;
  if (stuck && el.stalled) {
    const top = ranked[0]!.votes;
    const tied = ranked.filter((r) => r.votes === top).map((r) => r.id);
    const chosen = ctx.pick(tied, `égalité persistante pour le poste de ${LABEL[open[0]!]}`);
    ctx.emit(
      'election',
      { to: 'public' },
      () => `Égalité persistante entre ${names(ctx.s, tied)} : le sort désigne ${name(ctx.s, chosen)}.`,
    );
    elect(ctx, open[0]!, chosen);
    ranked = ranked.filter((r) => r.id !== chosen);
    fill();
    if (settled()) return;
    ctx.s.rs.election = { round: el.round + 1, eligible: ranked.map((r) => r.id), stalled: false };
  } else {
    ctx.s.rs.election = { round: el.round + 1, eligible: next, stalled: stuck };
    const out = ranked.map((r) => r.id).filter((id) => !next.includes(id));
    const why = out.length > 0 ? ` Ne peuvent plus être élus : ${names(ctx.s, out)}.` : '';
    ctx.emit(
      'election',
      { to: 'public' },
      () =>
        `Égalité : nouveau tour pour ${openPosts(ctx.s)
          .map((p) => `le poste de ${LABEL[p]}`)
          .join(' et ')}.${why}`,
    );
  }
  ctx.react('election-tour');
}

function elect(ctx: LCtx, office: Post, id: PlayerId): void {
  ctx.s.posts[office] = id;
  ctx.emit('election', { to: 'public' }, () => `${name(ctx.s, id)} devient ${LABEL[office]}.`, {
    post: office,
    player: id,
  });
}

export const election = step({
  id: 'election',
  title: 'Élection du Notaire et du Marchand',
  phase: 'deadline',
  ...AUTO,
  when: (s) => s.clock.day === 0,
  resolve(ctx) {
    const s = ctx.base;
    ctx.s.rs.election = { round: 1, eligible: living(s), stalled: false };
    const votes = ordersOf(s, vote).filter((o) => canVote(s, o.player));
    countRound(ctx, tally(votes.map((o) => ({ voter: o.player, target: o.value[0] ?? null, weight: 1 }))));
  },
});

const voters = (s: LGame) =>
  living(s)
    .filter((id) => canVote(s, id))
    .map((id) => ({ id, weight: 1 }));

export const electionTour = step({
  id: 'election-tour',
  title: 'Nouveau tour de l’élection',
  phase: 'deadline',
  line: (s) => {
    const el = s.rs.election!;
    const open = openPosts(s).map((p) => LABEL[p]);
    const who = stillEligible(s, el.eligible);
    const only =
      who.length === 1 ? `seul·e ${names(s, who)} peut être élu·e` : `seuls ${names(s, who)} peuvent être élus`;
    return `Tour ${el.round} pour ${open.join(' et ')} : ${only}. Saisissez les votes.`;
  },
  // Votes are posted on the forum (002:41): a player who posts none is absent, as in the first round's order book.
  prompt: (s) => ({
    kind: 'ballots',
    label: `Élection, tour ${s.rs.election!.round}`,
    voters: voters(s),
    candidates: stillEligible(s, s.rs.election!.eligible),
    allowBlank: true,
    absent: true,
  }),
  resolve(ctx, ballots) {
    countRound(
      ctx,
      tally(
        ballotsOf(
          ballots,
          voters(ctx.base).filter((v) => has(ballots, v.id)),
        ),
      ),
    );
  },
});
