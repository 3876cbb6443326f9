/**
 * The posts' calls (000:477-489, 529; 001:141-147, 166-167): the Scrutateur
 * names a successor to a post to fill, players without a post apply for a
 * vacant optional post, and the Scrutateur decides between several
 * candidates. Configured by the ruleset's posts kit and player rules; each
 * call's book line is in the ruleset's lines.ts. And a post taken out of the
 * game, by the MJ or by a rule (the revision's Bourreau after his pardon).
 */
import { ALL, choose, eligible, type Bars, type PlayerId } from '../../engine';
import { amongBar, bookBar, first, type BookLines } from './common';
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
  const { post, postsOf, postName, isOptional, assign, anyFree, successors, vacantNow } = rules.posts;

  const SUCCESSION: BookLines = { original: '000:485', revision: '001:143-145' };
  const APPLY: BookLines = { original: '000:529', revision: '001:167' };
  /**
   * The successor: the posts kit's order of choice (a player without a post,
   * neither the one who resigned nor the Scrutateur; then an optional post's
   * holder, then the Scrutateur himself), worked out once by the call.
   */
  const SUCCESSOR_BARS: Bars<FamilyGame, readonly PlayerId[]> = [
    amongBar(
      rules,
      SUCCESSION,
      (list) => list,
      (s, id) =>
        `${name(s, id)} ne peut pas reprendre ce poste : ni le démissionnaire ni le Scrutateur, et d’abord un joueur disponible sans poste public.`,
    ),
  ];
  /** Who may apply for a vacant optional post: those able to act now, without a post (000:529, 001:167). */
  const UNAVAILABLE = bookBar(
    rules,
    APPLY,
    (s, id) => !rules.available(s, id),
    (s, id) => `${rules.unavailable(s, id) ?? name(s, id)} : il ou elle ne peut pas postuler.`,
  );
  const HAS_POST = bookBar(
    rules,
    APPLY,
    (s, id) => postsOf(s, id).length > 0,
    (s, id) => `${name(s, id)} a déjà un poste public : seuls ceux qui n’en ont pas postulent.`,
  );
  const APPLICANT_BARS: Bars<FamilyGame> = [UNAVAILABLE, HAS_POST];
  /** The Scrutateur decides among those who applied and still may (000:489, 001:146). */
  const ELECT_BARS: Bars<FamilyGame, { candidates: PlayerId[] }> = [
    amongBar(
      rules,
      { original: '000:489', revision: '001:146' },
      (a) => a.candidates,
      (s, id) => `${name(s, id)} n’a pas postulé à ce poste.`,
    ),
    UNAVAILABLE,
    HAS_POST,
  ];

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
    prompt: (s, { post: p, resigned }) =>
      choose(s, { label: 'Successeur', min: 1, max: 1 }, SUCCESSOR_BARS, successors(s, resigned, p)),
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
      return anyFree(s) ? null : 'personne sans poste pour postuler';
    },
    line: (_s, { post: p }) =>
      `Le poste ${de(postName(p))} est vacant : qui, parmi ceux qui n’ont pas de poste, se porte candidat ?`,
    prompt: (s) => choose(s, { label: 'Candidats (ou personne)', min: 0, max: ALL }, APPLICANT_BARS),
    resolve(ctx, ids, { post: p }) {
      if (ids.length === 1) assign(ctx, p, ids[0]!, 'seul candidat');
      if (ids.length > 1) ctx.react('arbitrage', { post: p, candidates: ids });
    },
  });

  const stillCandidates = (s: FamilyGame, args: { candidates: PlayerId[] }) => eligible(s, ELECT_BARS, args);

  const arbitrage = step({
    id: 'arbitrage',
    title: 'Le Scrutateur tranche',
    line: (_s, { post: p }) => `Plusieurs candidats au poste ${de(postName(p))} : le Scrutateur tranche.`,
    // A candidate struck down or given a post since applying (000:168, 001:8) is no longer one.
    inert: (s, args) => {
      if (post(s, args.post) !== null) return 'le poste est pourvu';
      return stillCandidates(s, args).length === 0 ? 'plus aucun candidat disponible : le poste reste vacant' : null;
    },
    wakes: (s) => scrutateurAwake(s),
    prompt: (s, args) => choose(s, { label: 'Élu·e', min: 1, max: 1 }, ELECT_BARS, args),
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
  ctx.emit('poste', { to: 'public' }, () => `Le poste ${de(posts.postName(p))} est retiré du jeu.`, {
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
