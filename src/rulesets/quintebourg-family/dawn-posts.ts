/**
 * What the night did to the posts and the houses, done at dawn (000:417-431,
 * 728; 001:132-137): every post turns one seat round the table (Éris), the
 * admired player may swap his post with whom he likes (Cupidon in the
 * original, Freyja in the revision), the artist's target resigns (the
 * Scrutateur names the successor at the morning's report), and the owner of a
 * house the artist sculpted in moves: he swaps seats with whom he likes.
 * The night's calls fill `rs.dawn`; these calls empty it.
 */
import { choose, playerIn, type Bars, type PlayerId } from '../../engine';
import { ack, amongBar, first } from './common';
import type { PostsKit } from './posts';
import { step } from './step';
import { de, name, names } from './text';
import type { FamilyCtx, FamilyGame, PlayerRules } from './types';

export interface DawnPostRules extends PlayerRules {
  posts: PostsKit;
  /** The admiration's title: whose admired player it is (« L’admiré de Cupidon »). */
  admiredTitle: string;
  /** Why the admired cannot swap (the original's médecin keeps the Bourreau's post, 000:493), before his own availability. */
  keeps?(s: FamilyGame, admired: PlayerId): string | null;
  /** Whom the admired may swap posts with. */
  partners(s: FamilyGame, admired: PlayerId): PlayerId[];
  /** Whom the owner of a sculpted house may swap seats with. */
  movers(s: FamilyGame, harassed: PlayerId): PlayerId[];
}

/** Two players swap seats at the table, and so their houses' places (a move: 000:728, 001:132, 192). */
export function swapSeats(ctx: FamilyCtx, a: PlayerId, b: PlayerId): void {
  const order = [...ctx.s.order];
  const i = order.indexOf(a);
  const j = order.indexOf(b);
  [order[i], order[j]] = [order[j]!, order[i]!];
  ctx.s.order = order;
  playerIn(ctx.s.players, a).seat = j;
  playerIn(ctx.s.players, b).seat = i;
}

/** Two players swap their movable posts, publicly; `toB`, `toA`: why each receives the other's (the admired's swap, Minus and Cortex's). */
export function swapPosts(
  ctx: FamilyCtx,
  posts: PostsKit,
  swap: { a: PlayerId; b: PlayerId; toB: string; toA: string },
): void {
  const s: FamilyGame = ctx.s;
  const { a, b } = swap;
  const movable = posts.movablePosts(s);
  const mine = posts.postsOf(s, a).filter((p) => movable.includes(p));
  const theirs = posts.postsOf(s, b).filter((p) => movable.includes(p));
  for (const p of [...mine, ...theirs]) ctx.s.posts[p] = null;
  for (const p of mine) posts.assign(ctx, p, b, swap.toB);
  for (const p of theirs) posts.assign(ctx, p, a, swap.toA);
}

export function dawnPostSteps(rules: DawnPostRules) {
  const { assign, movablePosts, postsOf, rotated } = rules.posts;
  /** Whom the admired may swap posts with: the ruleset's rule (`partners`), worked out once by the call. */
  const PARTNER_BARS: Bars<FamilyGame, readonly PlayerId[]> = [
    amongBar(
      rules,
      { original: '000:431', revision: '001:137' },
      (list) => list,
      (s, id) => `${name(s, id)} ne peut pas échanger de poste public avec l’admiré·e.`,
    ),
  ];
  /** Whom the owner of a sculpted house may swap seats with: the ruleset's rule (`movers`). */
  const MOVER_BARS: Bars<FamilyGame, readonly PlayerId[]> = [
    amongBar(
      rules,
      { original: '000:728', revision: '001:132' },
      (list) => list,
      (s, id) => `${name(s, id)} ne peut pas échanger sa place avec celui ou celle qui déménage.`,
    ),
  ];

  const rotation = step({
    id: 'rotation',
    title: 'Éris fait tourner les postes',
    when: (s) => s.rs.dawn.rotation !== null,
    line: (s) =>
      `Les postes publics tournent d’un rang dans le sens ${s.rs.dawn.rotation === 'horaire' ? 'horaire' : 'antihoraire'}.`,
    prompt: () => ack(),
    resolve(ctx) {
      const s = ctx.s;
      const next = rotated(s, s.rs.dawn.rotation!);
      for (const p of Object.keys(next)) ctx.s.posts[p] = null;
      for (const [p, id] of Object.entries(next)) assign(ctx, p, id, 'rotation des postes');
      ctx.s.rs.dawn.rotation = null;
    },
  });

  const admiration = step({
    id: 'admiration',
    title: rules.admiredTitle,
    when: (s) => s.rs.dawn.admired !== null,
    inert: (s) => rules.keeps?.(s, s.rs.dawn.admired!) ?? rules.unavailable(s, s.rs.dawn.admired!),
    line: (s) =>
      `Tout le village admire ${name(s, s.rs.dawn.admired!)} : avec qui échange-t-il ou elle son poste public ?`,
    prompt: (s) =>
      choose(
        s,
        { label: 'Échange avec (ou personne)', min: 0, max: 1 },
        PARTNER_BARS,
        rules.partners(s, s.rs.dawn.admired!),
      ),
    resolve(ctx, value) {
      const s = ctx.s;
      const a = s.rs.dawn.admired!;
      ctx.s.rs.dawn.admired = null;
      const b = first(value);
      if (!b) return;
      rules.act(ctx, a, 'admiration');
      swapPosts(ctx, rules.posts, { a, b, toB: 'échange avec l’admiré', toA: 'l’admiré échange son poste' });
    },
  });

  const demission = step({
    id: 'demission',
    title: 'Une démission',
    when: (s) => s.rs.dawn.resign.length > 0,
    line: (s) => `${names(s, s.rs.dawn.resign)} doit démissionner de son poste public.`,
    prompt: () => ack(),
    resolve(ctx) {
      const s = ctx.s;
      const left: Record<string, PlayerId> = { ...(s.rs.dawn.left ?? {}) };
      for (const id of s.rs.dawn.resign) {
        for (const p of postsOf(s, id).filter((x) => movablePosts(s).includes(x))) {
          left[p] = id;
          assign(ctx, p, null, `démission ${de(name(s, id))}`);
        }
      }
      // The Scrutateur names the successors at the morning's report (000:485, 001:143).
      ctx.s.rs.dawn.left = left;
    },
  });

  /** The harassed player swaps seats with whom they like (000:728, 417; 001:132). */
  const demenagement = step({
    id: 'demenagement',
    title: 'Le déménagement',
    when: (s) => s.rs.dawn.harassed !== null,
    inert: (s) => rules.unavailable(s, s.rs.dawn.harassed!),
    line: (s) =>
      `Une sculpture encombre la maison ${de(name(s, s.rs.dawn.harassed!))} : avec qui échange-t-il ou elle sa place ?`,
    // The owner must move (000:417, 001:132); he picks whom to swap seats with (000:728).
    prompt: (s) =>
      choose(s, { label: 'Échange de place avec', min: 1, max: 1 }, MOVER_BARS, rules.movers(s, s.rs.dawn.harassed!)),
    resolve(ctx, value) {
      const s = ctx.s;
      const a = s.rs.dawn.harassed!;
      ctx.s.rs.dawn.harassed = null;
      const b = first(value);
      if (!b) return;
      swapSeats(ctx, a, b);
      ctx.emit(
        'demenagement',
        { to: 'public' },
        () => `${name(s, a)} déménage : ${name(s, a)} et ${name(s, b)} échangent leurs places.`,
      );
    },
  });

  return { rotation, admiration, demission, demenagement };
}
