/**
 * The Maire (003:17-19): elected on day 0 among the candidates (each
 * candidate votes for another; a tie is drawn); names his successor when he
 * dies (at once by day, at the next dawn after a night); from day 3, removed
 * by two thirds of the living, the new election running beside the bûcher,
 * closed by the MJ at the deadline when unfinished.
 */
import { asItStands, type Bars, choose, entered, ONE_IF_ANY, type PlayerId, typo } from '../../../engine';
import { majorityOf } from '../mechanisms/majority';
import { candidates, destitution, voteMaire } from '../orders/day';
import { ABSENT_BAR, DEAD_BAR, living, name, names, presentPlayers } from '../queries/people';
import { maire } from '../queries/votes';
import type { NCtx, NGame } from '../types';
import { AUTO, step } from './step';

const say = (ctx: NCtx, text: string) => ctx.emit('maire', { to: 'public' }, text);

function elect(ctx: NCtx, id: PlayerId, how: string): void {
  ctx.s.posts.maire = id;
  say(ctx, `${name(ctx.s, id)} devient Maire${how}.`);
}

/**
 * Count the votes for the Maire among `pool`: the most voted wins, a tie is
 * drawn among them, no vote at all is drawn among the whole pool.
 */
function count(ctx: NCtx, votes: readonly PlayerId[], pool: readonly PlayerId[], purpose: string, how = ''): void {
  const valid = votes.filter((v) => pool.includes(v));
  const { leaders } = majorityOf(valid);
  if (pool.length === 0) return say(ctx, 'Personne ne peut être élu : pas de Maire pour l’instant.');
  if (leaders.length === 1) return elect(ctx, leaders[0]!, how);
  const among = leaders.length > 0 ? leaders : [...pool];
  const chosen = ctx.pick(among, purpose);
  elect(ctx, chosen, `${how}, tiré·e au sort parmi ${names(ctx.s, among)}`);
}

function votesCast(s: NGame): PlayerId[] {
  return entered(s.rs.book, voteMaire)
    .filter((o) => presentPlayers(s).includes(o.player) && o.value.length > 0)
    .map((o) => o.value[0]!);
}

/** Day 0's count (003:17); with no candidate, the Maire is drawn among everyone (reading choice). */
export const maireJour0 = step({
  id: 'maire',
  title: 'L’élection du Maire',
  phase: 'deadline',
  ...AUTO,
  when: (s) => s.clock.day === 0,
  resolve(ctx) {
    const s = ctx.base;
    const pool = candidates(s);
    if (pool.length === 0) {
      say(ctx, 'Personne ne s’est présenté à la mairie : le sort choisit le Maire.');
      return count(ctx, [], presentPlayers(s), 'Maire tiré au sort faute de candidat');
    }
    say(ctx, `Candidats à la mairie : ${names(s, pool)}.`);
    count(ctx, votesCast(s), pool, 'égalité à l’élection du Maire');
  },
});

/** « oui » to the removal from at least two thirds of the living removes the Maire at once (003:19). */
export function checkRemoval(ctx: NCtx): void {
  const s = ctx.s;
  const holder = maire(s);
  // Asked after every « oui » to the removal: read as it stands (a playout's resolution would copy the day to read it).
  if (!holder || asItStands(s.rs).day.removedToday) return;
  const yes = entered(s.rs.book, destitution).filter(
    (o) => o.value === 'oui' && presentPlayers(s).includes(o.player),
  ).length;
  const needed = Math.ceil((2 * living(s).length) / 3);
  if (yes < needed) return;
  s.posts.maire = null;
  s.rs.day.removedToday = true;
  s.rs.day.election = true;
  s.rs.book = { ...s.rs.book, orders: s.rs.book.orders.filter((o) => o.kind !== voteMaire.id) };
  say(
    ctx,
    `${name(s, holder)} est destitué·e par ${yes} voix sur ${living(s).length} vivants : votez dès maintenant pour un nouveau Maire.`,
  );
}

/** The new election ends as soon as everyone present has voted (003:19). */
export function checkElection(ctx: NCtx): void {
  const s = ctx.s;
  // Asked after every vote for the Maire: read as it stands (see `checkRemoval`).
  if (!asItStands(s.rs).day.election) return;
  const voted = new Set(
    entered(s.rs.book, voteMaire)
      .filter((o) => o.value.length > 0)
      .map((o) => o.player),
  );
  if (!presentPlayers(s).every((id) => voted.has(id))) return;
  s.rs.day.election = false;
  count(ctx, votesCast(s), presentPlayers(s), 'égalité à l’élection du nouveau Maire');
}

/** At the deadline, an unfinished election is closed by the MJ with the votes cast (003:19). */
export const election = step({
  id: 'election',
  title: 'Le nouveau Maire',
  phase: 'deadline',
  ...AUTO,
  when: (s) => s.rs.day.election,
  resolve(ctx) {
    ctx.s.rs.day.election = false;
    say(ctx, 'Tout le monde n’a pas voté pour le nouveau Maire : le MJ nomme d’office le plus voté.');
    count(
      ctx,
      votesCast(ctx.base),
      presentPlayers(ctx.base),
      'égalité à l’élection du nouveau Maire, à la deadline',
      ' d’office',
    );
  },
});

/** The dying Maire names another player in the game (003:18); the call's argument is the Maire. */
const SUCCESSOR: Bars<NGame, PlayerId> = [
  DEAD_BAR,
  ABSENT_BAR,
  {
    test: (_s, id, from) => id === from,
    why: (s, id) => `${name(s, id)} est le Maire qui meurt : il ou elle désigne un autre joueur.`,
    line: '003:18',
  },
];

const NEW_MAIRE = { label: 'Nouveau Maire', min: ONE_IF_ANY, max: 1 };

const successorPrompt = (s: NGame, from: PlayerId) => choose(s, NEW_MAIRE, SUCCESSOR, from);

function succeed(ctx: NCtx, from: PlayerId, next: PlayerId | undefined): void {
  const s = ctx.s;
  ctx.s.posts.maire = next ?? null;
  say(
    ctx,
    next ? `${name(s, from)}, Maire, désigne ${name(s, next)} pour lui succéder.` : 'Personne ne reprend la mairie.',
  );
}

/** A Maire dead by day names his successor at once, in public (003:18). */
export const successeur = step({
  id: 'successeur',
  title: 'Le successeur du Maire, désigné en public',
  line: (s, { id }) => typo(`${name(s, id)} était Maire : il ou elle désigne en public son successeur.`),
  prompt: (s, { id }) => successorPrompt(s, id),
  resolve(ctx, [next], { id }) {
    succeed(ctx, id, next);
  },
});

/** A Maire dead at night gave his choice to the MJ, announced at dawn (003:18). */
export const succession = step({
  id: 'succession',
  title: 'Le successeur du Maire, choisi par MP',
  phase: 'dawn',
  when: (s) => s.rs.successions.length > 0,
  line: (s) =>
    typo(`${name(s, s.rs.successions[0]!)} était Maire : saisissez le successeur qu’il ou elle a choisi par MP.`),
  prompt: (s) => successorPrompt(s, s.rs.successions[0]!),
  resolve(ctx, [next]) {
    const from = ctx.s.rs.successions.shift()!;
    succeed(ctx, from, next);
  },
  repeat: (s) => s.rs.successions.length > 0,
});
