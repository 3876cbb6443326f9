/**
 * The execution vote and its consequences (001:9, 150-154, 178): the
 * players the law of the day allows vote, the Président first, then round
 * the table the way he chose (a blank vote is allowed in a normal session,
 * not in a Purge, where everyone allowed votes); a tie goes to the
 * Président's voice; the condemned has ten seconds to invoke a power; the
 * Bourreau may pardon him, once, after which the post leaves the game; in a
 * Purge, the next three face the tribunal, where every living player votes.
 * The tie and the tribunal are the family's (quintebourg-family/tribunal.ts).
 */
import { type Ballot, describeTally, type PlayerId, tally } from '../../../engine';
import { removePost } from '../../quintebourg-family/post-steps';
import { tribunalSteps } from '../../quintebourg-family/tribunal';
import { name, names } from '../../quintebourg-family/text';
import { ack, act, step } from '../common';
import { kill } from '../deaths';
import { PLAYER_RULES } from '../family';
import { post, POSTS } from '../posts';
import { available, believedAlive, isAlive, living, unavailable } from '../queries';
import type { RCtx, RGame } from '../types';

/** The public lines of the vote's count: logged, and kept for the result's notes. */
function say(ctx: RCtx, text: string): void {
  ctx.s.rs.day.count = [...ctx.s.rs.day.count, text];
  ctx.emit('vote', { to: 'public' }, text);
}

/** The table in the order the votes are announced: the Président first, then the way he chose (001:151). */
function announceOrder(s: RGame): PlayerId[] {
  const order = s.order;
  const n = order.length;
  const president = post(s, 'president');
  const start = president ? order.indexOf(president) : 0;
  const way = s.rs.day.direction === 'antihoraire' ? -1 : 1;
  // A plain loop: asked for every voter list of the day, where `Array.from` called a closure per seat.
  const out: PlayerId[] = new Array<PlayerId>(n);
  for (let k = 0; k < n; k++) out[k] = order[(((start + way * k) % n) + n) % n]!;
  return out;
}

/** Who votes today: the living the law of the day does not exclude (001:150, 154, 158). */
export function votersToday(s: RGame): PlayerId[] {
  const excluded = s.rs.day.law?.excluded ?? [];
  return announceOrder(s).filter((id) => isAlive(s, id) && !excluded.includes(id));
}

export const TRIBUNAL = tribunalSteps({
  ...PLAYER_RULES,
  say,
  execute: (ctx: RCtx, id: PlayerId) => condemn(ctx, id),
  tribunalToday: (s: RGame) => s.rs.day.session === 'purge',
  eligible: believedAlive,
  tribunalVoters: living,
  votersWord: 'Tous les vivants votent',
  setAccused(ctx: RCtx, accused: PlayerId[]) {
    ctx.s.rs.day.tribunal = accused;
  },
  rounds: (s: RGame) => s.rs.day.rounds,
  fillObviousTie: true,
});

export const { egalite, tribunalChoix, tribunalVote } = TRIBUNAL;

/** A condemned player's ten seconds, then the Bourreau (001:9, 178). */
function condemn(ctx: RCtx, id: PlayerId): void {
  ctx.s.rs.day.executed = [...ctx.s.rs.day.executed, id];
  ctx.react('condamne', { id });
}

export const vote = step({
  id: 'vote',
  title: 'Le vote',
  when: (s) => s.rs.day.session !== 'paix' && votersToday(s).length > 0,
  line: (s) =>
    `Le Président vote le premier, puis chacun annonce à son tour, dans le sens ${s.rs.day.direction}, contre qui il vote.`,
  notes: (s) => {
    const out = [`Ordre d’annonce : ${names(s, votersToday(s))}.`];
    if (s.rs.day.law)
      out.push(
        `Loi du jour : ${names(s, s.rs.day.law.excluded)} ne vote${s.rs.day.law.excluded.length > 1 ? 'nt' : ''} pas.`,
      );
    // The book: 001:154.
    if (s.rs.day.session === 'purge') out.push('Purge : chaque votant doit désigner quelqu’un.');
    return out;
  },
  prompt: (s) => ({
    kind: 'ballots',
    label: s.rs.day.session === 'purge' ? 'Votes de la Purge' : 'Votes d’exécution',
    voters: votersToday(s).map((id) => ({ id, weight: 1 })),
    candidates: s.order.filter((id) => believedAlive(s, id)),
    allowBlank: s.rs.day.session !== 'purge',
  }),
  resolve(ctx, ballots) {
    const s = ctx.s;
    ctx.s.rs.day.rounds = [ballots];
    ctx.s.rs.day.voters = votersToday(s);
    for (const [voter, target] of Object.entries(ballots)) if (target) act(ctx, voter, 'vote');
    // Counted in seating order, whatever the order of announcement.
    const bySeat = s.order.filter((id) => id in ballots);
    const cast: Ballot[] = bySeat.map((voter) => ({ voter, target: ballots[voter] ?? null, weight: 1 }));
    const t = tally(cast);
    say(ctx, `Votes : ${describeTally(t, (id) => name(s, id))}.`);
    TRIBUNAL.decide(ctx, t.leaders, t.ranking);
  },
});

export const condamne = step({
  id: 'condamne',
  title: 'Les dix secondes du condamné',
  line: (s, { id }) => `${name(s, id)} est condamné·e : il ou elle a dix secondes pour demander une action invoquée.`,
  timer: () => 10,
  prompt: () => ack(),
  resolve(ctx, _value, { id }) {
    ctx.react('bourreau', { id });
  },
});

/** The Bourreau able to pardon `id`: in the game, alive and awake, not the condemned himself, the condemned still alive (001:178). */
function pardoner(s: RGame, id: PlayerId): PlayerId | null {
  const b = post(s, 'bourreau');
  return b && available(s, b) && b !== id && isAlive(s, id) ? b : null;
}

/** Why nobody may pardon `id` now, on the Bourreau's line (001:178): a grace asked for all the same is refused with it. */
function noPardon(s: RGame, id: PlayerId): { reason: string; rule: string } {
  const b = post(s, 'bourreau');
  const reason = !isAlive(s, id)
    ? `${name(s, id)} est déjà mort·e : il n’y a personne à gracier.`
    : !b
      ? 'Il n’y a plus de Bourreau : sa grâce a déjà été donnée, ou le poste n’est pas en jeu.'
      : b === id
        ? `${name(s, id)} est le Bourreau : il peut gracier un condamné autre que lui-même, pas lui.`
        : `Le Bourreau ne peut pas gracier maintenant (${unavailable(s, b) ?? 'indisponible'}).`;
  return { reason, rule: '001:178' };
}

/** The Bourreau carries out the execution, or pardons once and leaves the game (001:178); killing him saves nobody (001:9). */
export const bourreau = step({
  id: 'bourreau',
  title: 'Le Bourreau',
  line: (s, { id }) => {
    if (!isAlive(s, id)) return `${name(s, id)} est déjà mort·e : pas d’exécution.`;
    return pardoner(s, id)
      ? `Le Bourreau gracie-t-il ${name(s, id)} ? Une seule grâce, puis le poste quitte le jeu.`
      : `${name(s, id)} est exécuté·e.`;
  },
  wakes: (s, { id }) => (pardoner(s, id) ? [pardoner(s, id)!] : []),
  prompt: (s, { id }) =>
    pardoner(s, id)
      ? { kind: 'yesno', label: 'Grâce', yes: 'Il gracie', no: 'Il exécute' }
      : { kind: 'ack', why: noPardon(s, id) },
  resolve(ctx, value, { id }) {
    const s = ctx.s;
    const b = pardoner(s, id);
    if (b && value === true) {
      act(ctx, b, 'grace');
      ctx.s.rs.day.executed = s.rs.day.executed.filter((x) => x !== id);
      say(ctx, `Le Bourreau gracie ${name(s, id)}.`);
      removePost(ctx, POSTS, 'bourreau');
      return;
    }
    if (!isAlive(s, id)) return;
    if (b) act(ctx, b, 'execution');
    ctx.s.rs.executions = [...s.rs.executions, id];
    kill(ctx, id, 'execution', { told: `${name(s, id)} est exécuté·e.` });
  },
});

export const depouillement = step({
  id: 'depouillement',
  title: 'Le résultat du vote',
  when: (s) => s.rs.day.session !== 'paix',
  line: (s) => {
    const executed = s.rs.day.executed;
    if (executed.length === 0) return 'Pas d’exécution aujourd’hui.';
    return `Aujourd’hui : ${names(s, executed)} ${executed.length > 1 ? 'ont été exécutés' : 'a été exécuté·e'}.`;
  },
  notes: (s) => s.rs.day.count,
  prompt: () => ack(),
  resolve() {},
});
