/**
 * The health report and the succession (000_a045abd3825f1297.txt:729, 471-529):
 * everyone's health told to the table (a Q as dead, 000:78), the Scrutateur's
 * morning rotation (000:487), successors named to the mandatory posts
 * (000:477-479, 485) and to the Bourreau's when no médecin holds it, the
 * optional posts left vacant and open to candidates (000:489, 529) or filled
 * by the Scrutateur after the artist's resignation (000:485), the estates the
 * Notaire hands out (000:501).
 */
import type { PlayerId } from '../../../engine';
import { ack, act, first, game } from '../common';
import { addCoins, closeEstate, estateOf, estateOwners } from '../coins';
import { assign, bourreauFixed, free, isOptional, MANDATORY, nextScrutateur, optionPosts, postName, successors, vacantNow } from '../posts';
import { available, health, post, postsOf } from '../queries';
import { coins, de, name } from '../text';
import type { QCtx, QGame } from '../types';
import { unavailable } from './call';
import { step } from './step';

const TOLD: Record<string, string> = { I: 'est indemne', B: 'est blessé·e', C: 'est dans le coma', Q: 'est mort·e', M: 'est mort·e' };

/** Health the table has not been told yet (an executed player in a secret coma stays « dead »). */
function untold(s: QGame): PlayerId[] {
  return s.order.filter((id) => s.players[id]!.announced.health !== health(s, id) && !s.rs.hiddenComa.includes(id));
}

export function healthReport(ctx: QCtx): void {
  const s = game(ctx);
  for (const id of untold(s)) {
    const h = health(s, id);
    const was = s.players[id]!.announced.health;
    // Told dead already (Q or M), a Q that becomes M changes nothing the table can see.
    if ((was === 'Q' || was === 'M') && (h === 'Q' || h === 'M')) {
      ctx.s.players[id]!.announced.health = h;
      continue;
    }
    ctx.announce(id, { health: h }, `${name(s, id)} ${TOLD[h]}${was === 'Q' || was === 'M' ? ' : revenu·e d’entre les morts' : ''}.`);
  }
}

function scrutateurAwake(s: QGame): PlayerId[] {
  const scrut = post(s, 'scrutateur');
  return scrut && available(s, scrut) ? [scrut] : [];
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
    const s = game(ctx);
    const left = s.rs.dawn.left ?? {};
    // The post moves on from its last holder, even one the artist made resign (000:487).
    const next = nextScrutateur(s, post(s, 'scrutateur') ?? left.scrutateur ?? null);
    if ('scrutateur' in s.posts && next && next !== post(s, 'scrutateur')) assign(ctx, 'scrutateur', next, 'rotation du matin');
    for (const p of filledByScrutateur(game(ctx))) if (vacantNow(game(ctx), p)) ctx.react('succession', { post: p, resigned: left[p] ?? null });
    for (const from of estateOwners(s)) ctx.react('heritage', { from });
    for (const p of optionPosts(s)) {
      const holder = post(game(ctx), p);
      // An optional post whose holder is unavailable is left vacant and open to candidates (000:529).
      if (holder && !available(game(ctx), holder)) assign(ctx, p, null, `${name(s, holder)} est indisponible`);
      if (post(game(ctx), p) !== null) continue;
      // One the artist made its holder leave: the Scrutateur names the successor (000:485), or candidates apply.
      if (left[p]) ctx.react('succession', { post: p, resigned: left[p]! });
      ctx.react('candidatures', { post: p });
    }
    ctx.s.rs.dawn.resign = [];
    ctx.s.rs.dawn.left = {};
  },
  line: () => 'Bilan sanitaire : j’annonce l’état de santé de chacun, puis les successions aux postes publics.',
  notes: (s) => s.order.map((id) => `${name(s, id)} : ${health(s, id)}${postsOf(s, id).length > 0 ? ` — ${postsOf(s, id).map(postName).join(', ')}` : ''}`),
  prompt: () => ack(),
  resolve() {},
});

export const succession = step({
  id: 'succession',
  title: 'Succession',
  inert: (s, { post: p, resigned }) => {
    if (isOptional(p) ? post(s, p) !== null : !vacantNow(s, p)) return 'le poste est pourvu';
    if (successors(s, resigned, p).length > 0) return null;
    return isOptional(p) ? 'personne pour le reprendre : le poste reste vacant' : 'plus assez de joueurs : le poste n’est plus remplacé (000:479)';
  },
  line: (s, { post: p }) => {
    const scrut = post(s, 'scrutateur');
    return scrut && available(s, scrut) ? `Le poste de ${postName(p)} est à pourvoir : le Scrutateur désigne le successeur.` : `Le poste de ${postName(p)} est à pourvoir ; sans Scrutateur disponible, je désigne le successeur.`;
  },
  notes: (s, { post: p, resigned }) => {
    const out = [`Ni ${resigned ? `${name(s, resigned)} (démissionnaire)` : 'le démissionnaire'} ni le Scrutateur lui-même, sauf s’il ne reste personne d’autre (000:485).`];
    if (!isOptional(p)) out.push('À défaut de joueur sans poste, le titulaire d’un poste optionnel le quitte pour celui-ci (000:477).');
    return out;
  },
  wakes: (s) => scrutateurAwake(s),
  prompt: (s, { post: p, resigned }) => ({ kind: 'players', label: 'Successeur', min: 1, max: 1, candidates: successors(s, resigned, p) }),
  resolve(ctx, value, { post: p }) {
    const id = first(value)!;
    const s = game(ctx);
    const scrut = post(s, 'scrutateur');
    if (scrut && available(s, scrut)) act(ctx, scrut, 'succession');
    for (const other of postsOf(s, id).filter(isOptional)) assign(ctx, other, null, `${name(s, id)} le quitte pour devenir ${postName(p)}`);
    assign(ctx, p, id, 'nommé par le Scrutateur');
  },
});

/** Who may inherit: anyone but the Notaire who may hold coins, I, B or C (000:126, 501). */
const heirs = (s: QGame) => s.order.filter((id) => id !== post(s, 'notaire') && ['I', 'B', 'C'].includes(health(s, id)));

export const heritage = step({
  id: 'heritage',
  title: 'Le Notaire lègue',
  inert: (s, { from }) => {
    if (!estateOf(s, from)) return 'plus rien à léguer';
    const n = post(s, 'notaire');
    // A power invoked at any moment (000:168) may leave nobody to inherit: the coins wait (000:126).
    return (n ? unavailable(s, n) : 'pas de Notaire : les pièces attendent') ?? (heirs(s).length === 0 ? 'personne pour hériter : les pièces attendent' : null);
  },
  line: (s, { from }) => `Le Notaire lègue les ${coins(estateOf(s, from))} de feu ${name(s, from)} à qui il veut, sauf à lui-même.`,
  wakes: (s) => [post(s, 'notaire')!],
  prompt: (s) => ({ kind: 'players', label: 'Héritier', min: 1, max: 1, candidates: heirs(s) }),
  resolve(ctx, value, { from }) {
    const s = game(ctx);
    const to = first(value)!;
    act(ctx, post(s, 'notaire')!, 'heritage');
    const n = closeEstate(ctx, from);
    addCoins(ctx, to, n);
    ctx.emit('heritage', { to: 'public' }, `Le Notaire lègue les biens ${de(name(s, from))} à ${name(s, to)}.`, { from, to, coins: n });
  },
});

export const candidatures = step({
  id: 'candidatures',
  title: 'Candidatures',
  inert: (s, { post: p }) => {
    if (post(s, p) !== null) return 'le poste est pourvu';
    return free(s).length === 0 ? 'personne sans poste pour postuler' : null;
  },
  line: (_s, { post: p }) => `Le poste de ${postName(p)} est vacant : qui, parmi ceux qui n’ont pas de poste, se porte candidat ?`,
  prompt: (s) => ({ kind: 'players', label: 'Candidats (ou personne)', min: 0, max: free(s).length, candidates: free(s) }),
  resolve(ctx, ids, { post: p }) {
    if (ids.length === 1) assign(ctx, p, ids[0]!, 'seul candidat');
    if (ids.length > 1) ctx.react('arbitrage', { post: p, candidates: ids });
  },
});

const stillCandidates = (s: QGame, candidates: PlayerId[]) => candidates.filter((id) => free(s).includes(id));

export const arbitrage = step({
  id: 'arbitrage',
  title: 'Le Scrutateur tranche',
  line: (_s, { post: p }) => `Plusieurs candidats au poste de ${postName(p)} : le Scrutateur tranche.`,
  // A candidate struck down or given a post since applying (000:168) is no longer one.
  inert: (s, { post: p, candidates }) => {
    if (post(s, p) !== null) return 'le poste est pourvu';
    return stillCandidates(s, candidates).length === 0 ? 'plus aucun candidat disponible : le poste reste vacant' : null;
  },
  wakes: (s) => scrutateurAwake(s),
  prompt: (s, { candidates }) => ({ kind: 'players', label: 'Élu·e', min: 1, max: 1, candidates: stillCandidates(s, candidates) }),
  resolve(ctx, value, { post: p }) {
    const s = game(ctx);
    const scrut = post(s, 'scrutateur');
    if (scrut && available(s, scrut)) act(ctx, scrut, 'arbitrage');
    assign(ctx, p, first(value)!, 'choisi par le Scrutateur');
  },
});
