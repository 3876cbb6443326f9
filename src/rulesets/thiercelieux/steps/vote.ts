/**
 * The day: the Capitaine's election, the debate, the village's vote and its
 * tie-breaks (who votes and against whom: ballots.ts).
 */
import {
  among,
  ballotsOf,
  choose,
  de,
  describeTally,
  tally,
  type Ballots,
  type Ctx,
  type PlayerId,
} from '../../../engine';
import { alive, captain, name, names, present } from '../state';
import { choice, debateSeconds } from '../options';
import type { TGame, TTypes } from '../types';
import { allVoters, candidates, fanaticBallot, forcedBallots, voteNotes, voters } from './ballots';
import { step } from './step';

export const election = step({
  id: 'election',
  title: 'Élection du Capitaine',
  phase: 'day',
  when: (s) => choice(s, 'electionCapitaine') !== 'sans' && !('capitaine' in s.posts),
  line: () => 'Le village élit son Capitaine : chacun désigne le joueur de son choix. Sa voix comptera double.',
  prompt: (s) => ({
    kind: 'ballots',
    label: 'Votes pour le Capitaine',
    voters: present(s).map((id) => ({ id, weight: 1 })),
    candidates: present(s),
    allowBlank: true,
  }),
  resolve(ctx, value) {
    const s = ctx.base;
    const t = tally(
      ballotsOf(
        value,
        present(s).map((id) => ({ id, weight: 1 })),
      ),
    );
    ctx.emit('vote', { to: 'public' }, () => `Élection du Capitaine : ${describeTally(t, (id) => name(s, id))}.`, {
      counts: t.counts,
    });
    const pool = t.leaders.length > 0 ? t.leaders : present(s);
    const elected = pool.length === 1 ? pool[0]! : ctx.pick(pool, 'égalité à l’élection du Capitaine');
    ctx.s.posts.capitaine = elected;
    ctx.emit('capitaine', { to: 'public' }, () => `${name(s, elected)} est élu·e Capitaine.`, { player: elected });
  },
});

export const debat = step({
  id: 'debat',
  title: 'Le débat',
  phase: 'day',
  line: () => 'Le village débat : qui sont les loups ? Quand le débat est clos, passez au vote.',
  notes: (s) => voteNotes(s, candidates(s), 'debate'),
  timer: (s) => (debateSeconds(s) > 0 ? debateSeconds(s) : null),
  prompt: () => ({ kind: 'ack', label: 'Passer au vote' }),
  resolve(ctx) {
    ctx.s.rs.lastDay = ctx.base.clock.day;
  },
});

/** What happens after a tie among `tied`, per the setup option. */
function breakTie(ctx: Ctx<TTypes>, tied: PlayerId[], secondRound: boolean): void {
  const s = ctx.base;
  let rule = choice(s, 'egalite');
  if (rule === 'capitaine' && (captain(s) === null || !alive(s, captain(s)!))) rule = 'secondTour';
  if (rule === 'secondTour' && secondRound) rule = 'personne';
  switch (rule) {
    case 'capitaine':
      ctx.react('departage', { tied });
      return;
    case 'secondTour':
      ctx.react('second-tour', { tied });
      return;
    case 'hasard':
      ctx.react('execution', { target: ctx.pick(tied, 'égalité au vote du village') });
      return;
    default:
      ctx.emit('vote', { to: 'public' }, () => `Égalité entre ${names(s, tied)} : personne n’est exécuté aujourd’hui.`);
  }
}

function resolveVote(ctx: Ctx<TTypes>, value: Ballots, among: PlayerId[], secondRound: boolean): void {
  const s = ctx.base;
  // Most votes force no ballot: the answer is then read as it is, not copied into a new record.
  const forced = forcedBallots(s, among);
  const ballots = forced === null ? value : { ...value, ...forced };
  const t = tally(ballotsOf(ballots, allVoters(s)));
  const title = secondRound ? 'Second tour' : 'Vote du village';
  ctx.emit('vote', { to: 'public' }, () => `${title} : ${describeTally(t, (id) => name(s, id))}.`, {
    counts: t.counts,
    blank: t.blank,
  });
  if (t.leaders.length === 0) {
    ctx.emit('vote', { to: 'public' }, 'Aucune voix : personne n’est exécuté aujourd’hui.');
    return;
  }
  if (t.leaders.length === 1) {
    ctx.react('execution', { target: t.leaders[0]! });
    return;
  }
  // The tied players are named in seating order, not in the order votes came.
  breakTie(
    ctx,
    s.order.filter((id) => t.leaders.includes(id) && among.includes(id)),
    secondRound,
  );
}

export const vote = step({
  id: 'vote',
  title: 'Le vote du village',
  phase: 'day',
  line: (s) => {
    const cap = captain(s);
    const extra = cap && alive(s, cap) ? ` La voix ${de(name(s, cap))} (Capitaine) compte double.` : '';
    return `Chacun désigne le joueur qu’il veut éliminer.${extra}`;
  },
  notes: (s) => voteNotes(s, candidates(s)),
  prompt: (s) => ({
    kind: 'ballots',
    label: 'Votes du village',
    voters: voters(s),
    candidates: candidates(s),
    allowBlank: true,
  }),
  validate: (s, value) => fanaticBallot(s, value, candidates(s)),
  resolve: (ctx, value) => resolveVote(ctx, value, candidates(ctx.base), false),
});

/** The Capitaine chooses among the tied players only (the book's only word is the call's line, 004:644). */
const TIED_BARS = [among<TGame>((s, id) => `${name(s, id)} n’est pas parmi les ex æquo du vote.`)];

export const departage = step({
  id: 'departage',
  title: 'Le Capitaine départage',
  phase: 'day',
  line: (s, { tied }) =>
    `Égalité entre ${names(s, tied)}. Le Capitaine ${name(s, captain(s)!)} choisit qui sera exécuté.`,
  prompt: (s, { tied }) => choose(s, { label: 'Choix du Capitaine', min: 1, max: 1 }, TIED_BARS, tied),
  resolve(ctx, value) {
    ctx.react('execution', { target: value[0]! });
  },
});

export const secondTour = step({
  id: 'second-tour',
  title: 'Second tour',
  phase: 'day',
  line: (s, { tied }) => `Égalité : second tour entre ${names(s, tied)}.`,
  notes: (s, { tied }) => voteNotes(s, tied),
  prompt: (s, { tied }) => ({
    kind: 'ballots',
    label: 'Second tour',
    voters: voters(s),
    candidates: tied,
    allowBlank: true,
  }),
  validate: (s, value, { tied }) => fanaticBallot(s, value, tied),
  resolve: (ctx, value, { tied }) => resolveVote(ctx, value, tied, true),
});
