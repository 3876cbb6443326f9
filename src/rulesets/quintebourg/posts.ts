/**
 * Public posts (000_a045abd3825f1297.txt:471-557): the posts of this book,
 * which are in play, and the family's posts functions
 * (quintebourg-family/posts.ts) configured with them: the médecin holds the
 * Bourreau's post for good (000:493), rotations go round the players the
 * table believes alive, and whoever becomes Président after day 0 is
 * remembered for the schools' win (000:130-132).
 */
import { playerRead, type PlayerId } from '../../engine';
import { postsKit } from '../quintebourg-family/posts';
import { available, partyHolder, post } from './queries';
import type { QCtx, QGame } from './types';

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

export const POSTS = postsKit({
  names: POST_NAMES,
  mandatory: MANDATORY,
  optional: OPTIONAL,
  available,
  fixed: (s: QGame, p: string) => p === 'bourreau' && bourreauFixed(s),
  // The ring is the seats of those the table believes alive: a post never lands on a « corpse » (reading, docs).
  onBoard: (s, id) => {
    // Read as it stands: a rotation reads the players, and writes only the posts.
    const told = playerRead(s.players, id).announced.health;
    return told !== 'Q' && told !== 'M';
  },
  assigned(ctx: QCtx, p: string, id: PlayerId | null) {
    if (p === 'president' && id && ctx.s.clock.day > 0) ctx.s.rs.becamePresident.push(id);
  },
});

export const {
  postName,
  assign,
  anyFree,
  nextScrutateur,
  suppleant,
  vacantNow,
  successors,
  rotated,
  isOptional,
  optionPosts,
  movablePosts,
} = POSTS;
