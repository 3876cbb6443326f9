/**
 * Public posts (000:471-529; 001:138-147, 166-167): who holds what, the
 * Scrutateur's daily rotation (he may cumulate when everyone has a post),
 * succession by the Scrutateur (never the one who left, nor himself unless
 * nobody else is left; a mandatory post taken from an optional one's holder;
 * no more successors when fewer players than mandatory posts remain), the
 * optional posts left vacant and open to candidates, and a rotation of every
 * post one seat round the table (Éris's farce in both books).
 *
 * Configured by the ruleset: the posts' names, which are mandatory and which
 * optional, which post never moves nor is filled again (the original's
 * médecin-Bourreau), who may hold a post now, who sits in the ring a rotation
 * goes round, and what else happens when a post changes hands.
 */
import { asItStands, indexed, memo, type PlayerId } from '../../engine';
import { de, name } from './text';
import type { Direction, FamilyCtx, FamilyGame, PlayerRules } from './types';

export const SCRUTATEUR = 'scrutateur';

export interface PostRules extends Pick<PlayerRules, 'available'> {
  names: Readonly<Record<string, string>>;
  mandatory: readonly string[];
  optional: readonly string[];
  /** A post that never moves and is never filled again (000:493). */
  fixed(s: FamilyGame, post: string): boolean;
  /** Who a rotation of the posts goes round: the players the table believes alive (original), the living (revision, 001:135). */
  onBoard(s: FamilyGame, id: PlayerId): boolean;
  /** Anything else a change of holder does (the original remembers who became Président, 000:130-132). */
  assigned?(ctx: FamilyCtx, post: string, id: PlayerId | null): void;
  /**
   * Who may hold `post` now (default: whoever is available). The revision's
   * Chef de la milice fantôme is a ghost's (001:148), and its Sénateur may stay
   * on as a ghost (001:138): a holder who may not hold his post leaves it to
   * the succession, and only those who may hold it succeed him.
   */
  mayHold?(s: FamilyGame, post: string, id: PlayerId): boolean;
}

const NO_POSTS: readonly string[] = [];

/**
 * Each holder's posts, in the posts' order: one walk over the posts, kept per
 * `posts` record of a finished state (the engine's `memo.ts`), where asking every player
 * in turn walked them once each.
 */
const postsByHolder = (posts: Readonly<Record<string, PlayerId | null>>): ReadonlyMap<PlayerId, readonly string[]> => {
  const out = new Map<PlayerId, string[]>();
  for (const p of Object.keys(posts)) {
    const id = posts[p];
    if (id === null || id === undefined) continue;
    const mine = out.get(id);
    if (mine) mine.push(p);
    else out.set(id, [p]);
  }
  return out;
};

/** The posts `id` holds, in the posts' order (shared: never write into it). */
export function postsHeldBy(posts: Readonly<Record<string, PlayerId | null>>, id: PlayerId): readonly string[] {
  const byHolder = indexed(postsByHolder, posts);
  if (byHolder) return byHolder.get(id) ?? NO_POSTS;
  // A record that may still change (a resolution's copy) has no index: one walk for this one player, over the record
  // as it stands (read only: through a resolution's copy-on-read record, each key and entry is a trap).
  const plain = asItStands(posts);
  const out: string[] = [];
  for (const p of Object.keys(plain)) if (plain[p] === id) out.push(p);
  return out;
}

/**
 * Who holds a post, `skip` aside, one entry per post held: one walk over the
 * few posts for a question asked of every player in turn (« has he a post? »),
 * where `postsHeldBy` inside a resolution (no index) walks them once a player.
 */
function holdersBut(record: Readonly<Record<string, PlayerId | null>>, skip?: string): PlayerId[] {
  // Read only: the record as it stands (`postsHeldBy`).
  const posts = asItStands(record);
  const out: PlayerId[] = [];
  for (const p of Object.keys(posts)) {
    const id = posts[p];
    if (p !== skip && id !== null && id !== undefined) out.push(id);
  }
  return out;
}

/** Whether some player holds two posts, the Scrutateur's aside: one walk over the few posts, no list built (the usual answer is no). */
function holdsTwo(posts: Readonly<Record<string, PlayerId | null>>): boolean {
  const seen: PlayerId[] = [];
  for (const p of Object.keys(posts)) {
    const id = posts[p];
    if (p === SCRUTATEUR || id === null || id === undefined) continue;
    if (seen.includes(id)) return true;
    seen.push(id);
  }
  return false;
}

/** Who holds more than one post, the Scrutateur's aside (000:471-473, 001:139), in seating order: the invariants' check, after every answer. */
export function doublePosts(order: readonly PlayerId[], posts: Readonly<Record<string, PlayerId | null>>): string[] {
  // Kept per posts record: most answers leave the posts as they were.
  if (!memo(holdsTwo, posts)) return [];
  const out: string[] = [];
  for (const id of order) {
    const held = postsHeldBy(posts, id).filter((p) => p !== SCRUTATEUR);
    if (held.length > 1) out.push(`${id} holds ${held.join(' and ')}`);
  }
  return out;
}

/** The posts functions, configured by the ruleset's `PostRules`. */
export function postsKit(rules: PostRules) {
  const post = (s: FamilyGame, p: string): PlayerId | null => s.posts[p] ?? null;
  /** The posts `id` holds, in the posts' order (shared: never write into it). */
  const postsOf = (s: FamilyGame, id: PlayerId): readonly string[] => postsHeldBy(s.posts, id);
  const postName = (p: string): string => rules.names[p] ?? p;
  const isOptional = (p: string): boolean => rules.optional.includes(p);

  /** Whether `id` may hold post `p` now: the ruleset's `mayHold`, else being available. */
  const may = (s: FamilyGame, p: string, id: PlayerId): boolean =>
    rules.mayHold ? rules.mayHold(s, p, id) : rules.available(s, id);

  /**
   * The posts' names, read as they stand: inside a resolution `s.posts` is the
   * writer's copy-on-read proxy, whose key listing is a trap per key
   * (`ownKeys`, then `getOwnPropertyDescriptor` for each); the record as it
   * stands has the same keys in the same order.
   */
  const postIds = (s: FamilyGame): string[] => Object.keys(asItStands(s.posts));

  /** Posts that move: all but a fixed one. */
  const movablePosts = (s: FamilyGame): string[] => postIds(s).filter((p) => !rules.fixed(s, p));

  /** Give `p` to `id` (or leave it vacant), publicly. */
  function assign(ctx: FamilyCtx, p: string, id: PlayerId | null, why: string): void {
    const s: FamilyGame = ctx.s;
    const before = post(s, p);
    if (before === id) return;
    ctx.s.posts[p] = id;
    rules.assigned?.(ctx, p, id);
    const text = id
      ? `${name(s, id)} devient ${postName(p)} (${why}).`
      : `Le poste ${de(postName(p))} est vacant (${why}).`;
    ctx.emit('poste', { to: 'public' }, text, { post: p, holder: id });
  }

  /** Whether some available player holds no post (the candidates' call, the Scrutateur's cumul): a yes or no, no list. */
  function anyFree(s: FamilyGame): boolean {
    const busy = holdersBut(s.posts);
    return s.order.some((id) => !busy.includes(id) && rules.available(s, id));
  }

  /**
   * The Scrutateur's next holder, each morning (000:487, 001:147): the next
   * player clockwise from the last holder (`from`, by default the current one)
   * with no post; when every available player has one, the post goes round
   * them all (000:473-475, 001:139-140).
   */
  function nextScrutateur(s: FamilyGame, from: PlayerId | null = post(s, SCRUTATEUR)): PlayerId | null {
    const n = s.order.length;
    const start = from ? s.order.indexOf(from) : -1;
    // The Scrutateur's own post does not count: the only one left without another post keeps it.
    const busy = holdersBut(s.posts, SCRUTATEUR);
    // Else the first available round the ring.
    let anyone: PlayerId | null = null;
    for (let k = 0; k < n; k++) {
      const id = s.order[(start + 1 + k + n) % n]!;
      if (!rules.available(s, id)) continue;
      if (!busy.includes(id)) return id;
      anyone ??= id;
    }
    return anyone;
  }

  /** Whoever takes the Scrutateur's post next morning (the original's « suppléant », 000:683). */
  function suppleant(s: FamilyGame): PlayerId | null {
    const next = nextScrutateur(s);
    return next && next !== post(s, SCRUTATEUR) ? next : null;
  }

  /** Whether a post must be filled again now: held by nobody, or by someone unavailable (000:485, 529); never the Scrutateur's (he turns) nor a fixed post. */
  function vacantNow(s: FamilyGame, p: string): boolean {
    if (p === SCRUTATEUR || rules.fixed(s, p)) return false;
    const holder = post(s, p);
    return holder === null || !may(s, p, holder);
  }

  /**
   * Who the Scrutateur may name to a post: never the one who resigned nor
   * himself (000:485, 001:143-145); a player with no post, else (for a
   * mandatory post) the holder of an optional post who gives it up (000:477,
   * 001:141); when nobody else is left, the first restriction wins and he may
   * name himself. Nobody for a mandatory post when fewer players than
   * mandatory posts are left (000:479, 001:142).
   */
  function successors(s: FamilyGame, resigned: PlayerId | null, p = 'president'): PlayerId[] {
    const standing = s.order.filter((id) => may(s, p, id));
    const mandatory = rules.mandatory.includes(p);
    if (mandatory && standing.length < rules.mandatory.length) return [];
    const scrut = post(s, SCRUTATEUR);
    const except = [resigned, scrut].filter((x): x is PlayerId => x !== null);
    // Those with no post who may hold `p`, the one who resigned and the Scrutateur aside.
    const busy = holdersBut(s.posts);
    const noPost = s.order.filter((id) => may(s, p, id) && !busy.includes(id) && !except.includes(id));
    if (noPost.length > 0) return noPost;
    if (mandatory) {
      const optional = standing.filter(
        (id) =>
          !except.includes(id) &&
          postsOf(s, id).some(isOptional) &&
          !postsOf(s, id).some((q) => q !== SCRUTATEUR && !isOptional(q)),
      );
      if (optional.length > 0) return optional;
    }
    // The Scrutateur himself, if he holds no other post (he may then cumulate: everyone has one).
    if (scrut && scrut !== resigned && may(s, p, scrut) && postsOf(s, scrut).every((q) => q === SCRUTATEUR))
      return [scrut];
    return [];
  }

  /** Every movable post one seat round the ring (Éris, 000:425, 001:135); a fixed post's holder is not in the ring. */
  function rotated(s: FamilyGame, way: Direction): Record<string, PlayerId | null> {
    const fixed = postIds(s)
      .filter((p) => rules.fixed(s, p))
      .map((p) => post(s, p));
    const ring = s.order.filter((id) => !fixed.includes(id) && rules.onBoard(s, id));
    const step = way === 'horaire' ? 1 : -1;
    const out: Record<string, PlayerId | null> = {};
    for (const p of movablePosts(s)) {
      const holder = post(s, p);
      const i = holder ? ring.indexOf(holder) : -1;
      // A post held by someone off the ring stays put: the succession fills it.
      out[p] = holder && i >= 0 ? ring[(i + step + ring.length) % ring.length]! : holder;
    }
    return out;
  }

  const optionPosts = (s: FamilyGame): string[] => postIds(s).filter(isOptional);

  return {
    rules,
    post,
    postsOf,
    postName,
    isOptional,
    movablePosts,
    assign,
    anyFree,
    nextScrutateur,
    suppleant,
    vacantNow,
    successors,
    rotated,
    optionPosts,
    mayHold: may,
  };
}

export type PostsKit = ReturnType<typeof postsKit>;
