/**
 * Public posts (000_a045abd3825f1297.txt:471-557): which are in play, who may
 * take one, succession by the Scrutateur, his daily rotation, Éris's rotation
 * and Cupidon's admired player.
 */
import type { PlayerId } from '../../engine';
import { game } from './common';
import { available, partyHolder, post, postsOf } from './queries';
import { name } from './text';
import type { Direction, QCtx, QGame } from './types';

export const POST_NAMES: Record<string, string> = {
  scrutateur: 'Scrutateur',
  bourreau: 'Bourreau',
  notaire: 'Notaire',
  president: 'Président',
  senateur: 'Sénateur',
  procureur: 'Procureur',
  chef: 'Chef des armées',
  'pretre-cupide': 'Prêtre cupide',
  'pretre-odieux': 'Prêtre odieux',
  randy: 'Adjoint Randy',
  armish: 'Adjoint Armish',
  mirko: 'Pickpocket Mirko',
  mirka: 'Pickpocket Mirka',
};

export const MANDATORY = ['notaire', 'president', 'senateur', 'procureur'];
export const OPTIONAL = ['chef', 'pretre-cupide', 'pretre-odieux', 'randy', 'armish', 'mirko', 'mirka'];

/** The posts of this game, in the order they are handed out at the start. */
export function postsInPlay(options: Record<string, unknown>): string[] {
  const out = ['scrutateur', 'bourreau', ...MANDATORY];
  if (options.chefArmees === true) out.push('chef');
  if (options.pretre === 'cupide') out.push('pretre-cupide');
  if (options.pretre === 'odieux') out.push('pretre-odieux');
  if (options.adjoints === true) out.push('randy', 'armish');
  if (options.pickpockets === true) out.push('mirko', 'mirka');
  return out;
}

export const postName = (p: string): string => POST_NAMES[p] ?? p;

export function priest(s: QGame): PlayerId | null {
  return post(s, 'pretre-cupide') ?? post(s, 'pretre-odieux');
}

/** The Procureur works « with an adjoint » when someone holds one of their posts (000:521-523); a vacant or removed one does not count. */
export function hasAdjoint(s: QGame): boolean {
  return post(s, 'randy') !== null || post(s, 'armish') !== null;
}

/** The médecin holds the Bourreau's post for good (000:493). */
export function bourreauFixed(s: QGame): boolean {
  return partyHolder(s, 'medecin') !== null;
}

/** Posts that move: all but the médecin's Bourreau (Éris cannot take it: 000:493). */
export function movablePosts(s: QGame): string[] {
  return Object.keys(s.posts).filter((p) => !(p === 'bourreau' && bourreauFixed(s)));
}

/** Give `p` to `id` (or leave it vacant), publicly. */
export function assign(ctx: QCtx, p: string, id: PlayerId | null, why: string): void {
  const s = game(ctx);
  const before = post(s, p);
  if (before === id) return;
  ctx.s.posts[p] = id;
  if (p === 'president' && id && s.clock.day > 0) ctx.s.rs.becamePresident.push(id);
  const text = id ? `${name(s, id)} devient ${postName(p)} (${why}).` : `Le poste de ${postName(p)} est vacant (${why}).`;
  ctx.emit('poste', { to: 'public' }, text, { post: p, holder: id });
}

/** Players without a post who could take one now. */
export function free(s: QGame, except: PlayerId[] = []): PlayerId[] {
  return s.order.filter((id) => available(s, id) && postsOf(s, id).length === 0 && !except.includes(id));
}

/**
 * The Scrutateur's next holder, each morning (000:487): the next player
 * clockwise from the last holder (`from`, by default the current one) with no
 * post; when every available player has one, the post goes round them all
 * (000:473-475).
 */
export function nextScrutateur(s: QGame, from: PlayerId | null = post(s, 'scrutateur')): PlayerId | null {
  const n = s.order.length;
  const start = from ? s.order.indexOf(from) : -1;
  const ring = Array.from({ length: n }, (_, k) => s.order[(start + 1 + k + n) % n]!);
  // The Scrutateur's own post does not count: the only one left without another post keeps it.
  const withoutPost = ring.find((id) => available(s, id) && postsOf(s, id).every((p) => p === 'scrutateur'));
  return withoutPost ?? ring.find((id) => available(s, id)) ?? null;
}

/** The Scrutateur's suppléant, paid by the law of 000:683: whoever takes his post next morning. */
export function suppleant(s: QGame): PlayerId | null {
  const next = nextScrutateur(s);
  return next && next !== post(s, 'scrutateur') ? next : null;
}

/** Whether a post must be filled again now: held by an unavailable player (000:485, 529); the médecin's Bourreau never is (000:493). */
export function vacantNow(s: QGame, p: string): boolean {
  if (p === 'scrutateur' || (p === 'bourreau' && bourreauFixed(s))) return false;
  const holder = post(s, p);
  return holder === null || !available(s, holder);
}

/**
 * Who the Scrutateur may name to a post: never the one who resigned nor
 * himself (000:485); a player with no post, else (for a mandatory post) the
 * holder of an optional post who gives it up (000:477); when nobody else is
 * left, the first restriction wins and he may name himself (000:485). Nobody
 * for a mandatory post when fewer players than mandatory posts are left
 * (000:479).
 */
export function successors(s: QGame, resigned: PlayerId | null, p = 'president'): PlayerId[] {
  const standing = s.order.filter((id) => available(s, id));
  const mandatory = MANDATORY.includes(p);
  if (mandatory && standing.length < MANDATORY.length) return [];
  const scrut = post(s, 'scrutateur');
  const except = [resigned, scrut].filter((x): x is PlayerId => x !== null);
  const noPost = free(s, except);
  if (noPost.length > 0) return noPost;
  if (mandatory) {
    const optional = standing.filter((id) => !except.includes(id) && postsOf(s, id).some((q) => OPTIONAL.includes(q)) && !postsOf(s, id).some((q) => q !== 'scrutateur' && !OPTIONAL.includes(q)));
    if (optional.length > 0) return optional;
  }
  // The Scrutateur himself, if he holds no other post (he may then cumulate: everyone has one, 000:473).
  if (scrut && scrut !== resigned && available(s, scrut) && postsOf(s, scrut).every((q) => q === 'scrutateur')) return [scrut];
  return [];
}

/** Rotate every movable post one seat (Éris, 000:425): the ring skips the médecin who keeps his Bourreau's post. */
export function rotated(s: QGame, way: Direction): Record<string, PlayerId | null> {
  const fixed = bourreauFixed(s) ? post(s, 'bourreau') : null;
  // The ring is the seats of those the table believes alive: a post never lands on a « corpse » (reading, docs).
  const ring = s.order.filter((id) => id !== fixed && s.players[id]!.announced.health !== 'Q' && s.players[id]!.announced.health !== 'M');
  const step = way === 'horaire' ? 1 : -1;
  const out: Record<string, PlayerId | null> = {};
  for (const p of movablePosts(s)) {
    const holder = post(s, p);
    const i = holder ? ring.indexOf(holder) : -1;
    // A post still held by someone believed dead stays put: the health report's succession fills it (000:485).
    out[p] = holder && i >= 0 ? ring[(i + step + ring.length) % ring.length]! : holder;
  }
  return out;
}

export function isOptional(p: string): boolean {
  return OPTIONAL.includes(p);
}

export function optionPosts(s: QGame): string[] {
  return Object.keys(s.posts).filter(isOptional);
}
