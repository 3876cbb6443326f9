/**
 * The posts' calls (000:477-489, 529; 001:141-147, 166-167): the Scrutateur
 * names a successor to a post to fill, players without a post apply for a
 * vacant optional post, and the Scrutateur decides between several
 * candidates. Configured by the ruleset's posts kit and player rules; each
 * call's book line is in the ruleset's lines.ts. And a post taken out of the
 * game, by the MJ or by a rule (the revision's Bourreau after his pardon).
 */
import type { PlayerId } from '../../engine';
import { first } from './common';
import type { PostsKit } from './posts';
import { SCRUTATEUR } from './posts';
import { action, step } from './step';
import { de, name } from './text';
import type { FamilyCtx, FamilyGame, PlayerRules } from './types';

export interface PostStepRules extends PlayerRules {
  posts: PostsKit;
  /** Whether the game still goes on: a successor is named only then (a game that stopped ends instead of waiting for him). */
  goesOn?(s: FamilyGame): boolean;
}

export function postSteps(rules: PostStepRules) {
  const { post, postsOf, postName, isOptional, assign, free, successors, vacantNow } = rules.posts;

  function scrutateurAwake(s: FamilyGame): PlayerId[] {
    const scrut = post(s, SCRUTATEUR);
    return scrut && rules.available(s, scrut) ? [scrut] : [];
  }

  const succession = step({
    id: 'succession',
    title: 'Succession',
    when: (s) => rules.goesOn?.(s) ?? true,
    inert: (s, { post: p, resigned }) => {
      if (isOptional(p) ? post(s, p) !== null : !vacantNow(s, p)) return 'le poste est pourvu';
      if (successors(s, resigned, p).length > 0) return null;
      return isOptional(p)
        ? 'personne pour le reprendre : le poste reste vacant'
        : `plus assez de joueurs : le poste n’est plus remplacé`;
    },
    line: (s, { post: p }) => {
      const scrut = post(s, SCRUTATEUR);
      return scrut && rules.available(s, scrut)
        ? `Le poste ${de(postName(p))} est à pourvoir : le Scrutateur désigne le successeur.`
        : `Le poste ${de(postName(p))} est à pourvoir ; sans Scrutateur disponible, je désigne le successeur.`;
    },
    notes: (s, { post: p, resigned }) => {
      const out = [
        `Ni ${resigned ? `${name(s, resigned)} (démissionnaire)` : 'le démissionnaire'} ni le Scrutateur lui-même, sauf s’il ne reste personne d’autre.`,
      ];
      if (!isOptional(p))
        out.push(`À défaut de joueur sans poste, le titulaire d’un poste optionnel le quitte pour celui-ci.`);
      return out;
    },
    wakes: (s) => scrutateurAwake(s),
    prompt: (s, { post: p, resigned }) => ({
      kind: 'players',
      label: 'Successeur',
      min: 1,
      max: 1,
      candidates: successors(s, resigned, p),
    }),
    resolve(ctx, value, { post: p }) {
      const id = first(value)!;
      const s = ctx.s;
      const scrut = post(s, SCRUTATEUR);
      if (scrut && rules.available(s, scrut)) rules.act(ctx, scrut, 'succession');
      for (const other of postsOf(s, id).filter(isOptional))
        assign(ctx, other, null, `${name(s, id)} le quitte pour devenir ${postName(p)}`);
      assign(ctx, p, id, 'nommé par le Scrutateur');
    },
  });

  const candidatures = step({
    id: 'candidatures',
    title: 'Candidatures',
    inert: (s, { post: p }) => {
      if (post(s, p) !== null) return 'le poste est pourvu';
      return free(s).length === 0 ? 'personne sans poste pour postuler' : null;
    },
    line: (_s, { post: p }) =>
      `Le poste ${de(postName(p))} est vacant : qui, parmi ceux qui n’ont pas de poste, se porte candidat ?`,
    prompt: (s) => ({
      kind: 'players',
      label: 'Candidats (ou personne)',
      min: 0,
      max: free(s).length,
      candidates: free(s),
    }),
    resolve(ctx, ids, { post: p }) {
      if (ids.length === 1) assign(ctx, p, ids[0]!, 'seul candidat');
      if (ids.length > 1) ctx.react('arbitrage', { post: p, candidates: ids });
    },
  });

  const stillCandidates = (s: FamilyGame, candidates: PlayerId[]) => candidates.filter((id) => free(s).includes(id));

  const arbitrage = step({
    id: 'arbitrage',
    title: 'Le Scrutateur tranche',
    line: (_s, { post: p }) => `Plusieurs candidats au poste ${de(postName(p))} : le Scrutateur tranche.`,
    // A candidate struck down or given a post since applying (000:168, 001:8) is no longer one.
    inert: (s, { post: p, candidates }) => {
      if (post(s, p) !== null) return 'le poste est pourvu';
      return stillCandidates(s, candidates).length === 0
        ? 'plus aucun candidat disponible : le poste reste vacant'
        : null;
    },
    wakes: (s) => scrutateurAwake(s),
    prompt: (s, { candidates }) => ({
      kind: 'players',
      label: 'Élu·e',
      min: 1,
      max: 1,
      candidates: stillCandidates(s, candidates),
    }),
    resolve(ctx, value, { post: p }) {
      const s = ctx.s;
      const scrut = post(s, SCRUTATEUR);
      if (scrut && rules.available(s, scrut)) rules.act(ctx, scrut, 'arbitrage');
      assign(ctx, p, first(value)!, 'choisi par le Scrutateur');
    },
  });

  return { succession, candidatures, arbitrage, scrutateurAwake };
}

/** A post taken out of the game (000:527; 001:166, 178): its holder loses it and nobody holds or applies for it again. */
export function removePost(ctx: FamilyCtx, posts: PostsKit, p: string): void {
  const next = { ...ctx.s.posts };
  delete next[p];
  ctx.s.posts = next;
  ctx.emit('poste', { to: 'public' }, `Le poste ${de(posts.postName(p))} est retiré du jeu.`, {
    post: p,
    removed: true,
  });
}

/** When many are dead, the MJ may take optional posts out of the game (000:527, 001:166). */
export function removalAction(rules: { posts: PostsKit }) {
  const { optionPosts, postName } = rules.posts;
  return action({
    id: 'retrait-poste',
    title: 'Retirer un poste optionnel du jeu',
    available: (s) => s.clock.phase === 'day' && s.clock.day >= 1 && optionPosts(s).length > 0,
    line: () => 'Le MJ retire du jeu un poste optionnel.',
    prompt: (s) => ({
      kind: 'choice',
      label: 'Poste retiré',
      options: optionPosts(s).map((p) => ({ value: p, label: postName(p) })),
    }),
    resolve(ctx, p) {
      removePost(ctx, rules.posts, p);
    },
  });
}
