/**
 * Public posts (001:138-178): the posts of this book, which are in play, and
 * the family's posts functions (quintebourg-family/posts.ts) configured with
 * them. The living hold them (001:138), but for the Chef de la milice
 * fantôme, a ghost's (001:148), and the Sénateur, who may stay on as a ghost
 * (option `senateurFantome`, 001:138); a rotation goes round the living
 * (Éris's farce, « les postes publics des vivants », 001:135).
 */
import type { PlayerId } from '../../engine';
import { postsKit } from '../quintebourg-family/posts';
import { flag } from './options';
import { available, isAlive, isGhost } from './queries';
import type { RGame } from './types';

export const POST_NAMES: Record<string, string> = {
  scrutateur: 'Scrutateur',
  chef: 'Chef de la milice fantôme',
  president: 'Président',
  procureur: 'Procureur',
  notaire: 'Notaire',
  senateur: 'Sénateur',
  'pretre-capitaliste': 'Prêtre capitaliste',
  'pretre-odieux': 'Prêtre odieux',
  randy: 'Adjoint Randy',
  armish: 'Adjoint Armish',
  mirko: 'Pickpocket Mirko',
  mirka: 'Pickpocket Mirka',
  bourreau: 'Bourreau',
};

export const MANDATORY = ['president', 'procureur', 'notaire', 'senateur'];
export const OPTIONAL = ['pretre-capitaliste', 'pretre-odieux', 'randy', 'armish', 'mirko', 'mirka', 'bourreau'];

/** The posts of this game, in the order they are handed out at the start (the Chef waits for the first ghost, 001:148). */
export function postsInPlay(options: Readonly<Record<string, unknown>>): string[] {
  const out = ['scrutateur', 'chef', ...MANDATORY];
  if (options.pretre === 'capitaliste') out.push('pretre-capitaliste');
  if (options.pretre === 'odieux') out.push('pretre-odieux');
  if (options.adjoints === true) out.push('randy', 'armish');
  if (options.pickpockets === true) out.push('mirko', 'mirka');
  if (options.bourreau === true) out.push('bourreau');
  return out;
}

/** Who may hold a post now: a ghost the Chef's, the living (or a ghost Sénateur keeping his) the others (001:138, 148). */
export function mayHold(s: RGame, post: string, id: PlayerId): boolean {
  if (post === 'chef') return isGhost(s, id);
  if (post === 'senateur' && s.posts.senateur === id && isGhost(s, id) && flag(s.setup.options, 'senateurFantome'))
    return true;
  return available(s, id);
}

export const POSTS = postsKit({
  names: POST_NAMES,
  mandatory: MANDATORY,
  optional: OPTIONAL,
  available,
  mayHold,
  fixed: () => false,
  onBoard: (s: RGame, id: PlayerId) => isAlive(s, id),
});

export const post = (s: RGame, p: string): PlayerId | null => s.posts[p] ?? null;

/** The Procureur works « with an adjoint » when someone holds one of their posts (001:155-156). */
export function hasAdjoint(s: RGame): boolean {
  return post(s, 'randy') !== null || post(s, 'armish') !== null;
}
