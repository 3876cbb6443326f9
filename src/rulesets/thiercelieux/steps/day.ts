/**
 * The day: the Capitaine's election, the debate, the village's vote with its
 * tie-breaks, and the execution (the Idiot spared once, the Ancien's curse).
 */
import type { Ctx, Json, PlayerId, Voter } from '../../../engine';
import { ballotsOf, describeTally, tally } from '../../../engine/vote';
import { roleDef } from '../roles';
import { kill } from '../deaths';
import { alive, captain, living, name, names, opt, powered, type TGame, type TState } from '../state';
import { ack, type TStep } from './common';

function voters(s: TGame): Voter[] {
  const cap = captain(s);
  return living(s)
    .filter((id) => s.players[id]!.markers.idiotRevele !== true)
    .map((id) => ({ id, weight: id === cap ? 2 : 1 }));
}

export const election: TStep = {
  id: 'election',
  title: 'Élection du Capitaine',
  phase: 'day',
  when: (s) => opt<string>(s, 'electionCapitaine') !== 'sans' && !('capitaine' in s.posts),
  line: () => 'Le village élit son Capitaine : chacun désigne le joueur de son choix. Sa voix comptera double.',
  prompt: (s) => ({ kind: 'ballots', label: 'Votes pour le Capitaine', voters: living(s).map((id) => ({ id, weight: 1 })), candidates: living(s), allowBlank: true }),
  resolve(ctx, value) {
    const s = ctx.base;
    const t = tally(ballotsOf(value, living(s).map((id) => ({ id, weight: 1 }))));
    ctx.emit('vote', { to: 'public' }, `Élection du Capitaine : ${describeTally(t, (id) => name(s, id))}.`, { counts: t.counts });
    const pool = t.leaders.length > 0 ? t.leaders : living(s);
    const elected = pool.length === 1 ? pool[0]! : ctx.pick(pool, 'égalité à l’élection du Capitaine');
    ctx.s.posts.capitaine = elected;
    ctx.emit('capitaine', { to: 'public' }, `${name(s, elected)} est élu·e Capitaine.`, { player: elected });
  },
};

export const debat: TStep = {
  id: 'debat',
  title: 'Le débat',
  phase: 'day',
  line: () => 'Le village débat : qui sont les loups ? Quand le débat est clos, passez au vote.',
  timer: (s) => (opt<number>(s, 'dureeDebat') > 0 ? opt<number>(s, 'dureeDebat') * 60 : null),
  prompt: () => ({ kind: 'ack', label: 'Passer au vote' }),
  resolve() {},
};

/** What happens after a tie among `tied`, per the setup option. */
function breakTie(ctx: Ctx<TState>, tied: PlayerId[], secondRound: boolean): void {
  const s = ctx.base;
  let rule = opt<string>(s, 'egalite');
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
      ctx.emit('vote', { to: 'public' }, `Égalité entre ${names(s, tied)} : personne n’est exécuté aujourd’hui.`);
  }
}

function resolveVote(ctx: Ctx<TState>, value: Json, candidates: PlayerId[], secondRound: boolean): void {
  const s = ctx.base;
  const t = tally(ballotsOf(value, voters(s)));
  const title = secondRound ? 'Second tour' : 'Vote du village';
  ctx.emit('vote', { to: 'public' }, `${title} : ${describeTally(t, (id) => name(s, id))}.`, { counts: t.counts, blank: t.blank });
  if (t.leaders.length === 0) {
    ctx.emit('vote', { to: 'public' }, 'Aucune voix : personne n’est exécuté aujourd’hui.');
    return;
  }
  if (t.leaders.length === 1) {
    ctx.react('execution', { target: t.leaders[0]! });
    return;
  }
  // The tied players are named in seating order, not in the order votes came.
  breakTie(ctx, s.order.filter((id) => t.leaders.includes(id) && candidates.includes(id)), secondRound);
}

export const vote: TStep = {
  id: 'vote',
  title: 'Le vote du village',
  phase: 'day',
  line: (s) => {
    const cap = captain(s);
    const extra = cap && alive(s, cap) ? ` La voix de ${name(s, cap)} (Capitaine) compte double.` : '';
    return `Chacun désigne le joueur qu’il veut éliminer.${extra}`;
  },
  prompt: (s) => ({ kind: 'ballots', label: 'Votes du village', voters: voters(s), candidates: living(s), allowBlank: true }),
  resolve: (ctx, value) => resolveVote(ctx, value, living(ctx.base), false),
};

interface Tied {
  tied: PlayerId[];
  [k: string]: Json;
}

export const departage: TStep = {
  id: 'departage',
  title: 'Le Capitaine départage',
  phase: 'day',
  line: (s, args) => `Égalité entre ${names(s, (args as Tied).tied)}. Le Capitaine ${name(s, captain(s)!)} choisit qui sera exécuté.`,
  prompt: (_s, args) => ({ kind: 'players', label: 'Choix du Capitaine', min: 1, max: 1, candidates: (args as Tied).tied }),
  resolve(ctx, value) {
    ctx.react('execution', { target: (value as PlayerId[])[0]! });
  },
};

export const secondTour: TStep = {
  id: 'second-tour',
  title: 'Second tour',
  phase: 'day',
  line: (s, args) => `Égalité : second tour entre ${names(s, (args as Tied).tied)}.`,
  prompt: (s, args) => ({ kind: 'ballots', label: 'Second tour', voters: voters(s), candidates: (args as Tied).tied, allowBlank: true }),
  resolve: (ctx, value, args) => resolveVote(ctx, value, (args as Tied).tied, true),
};

export const execution: TStep = {
  id: 'execution',
  title: 'L’exécution',
  phase: 'day',
  line: (s, args) => {
    const target = (args as { target: PlayerId }).target;
    const p = s.players[target]!;
    if (p.role === 'idiot' && p.markers.idiotRevele !== true && powered(s, target)) {
      return `Le village a désigné ${p.name}. C’est l’Idiot du Village : retournez sa carte, il est épargné mais ne votera plus.`;
    }
    return `Le village a désigné ${p.name}, qui est exécuté·e. Retournez sa carte : ${roleDef(p.role).name}.`;
  },
  prompt: () => ({ kind: 'ack', label: 'Annoncé' }),
  resolve(ctx, _value, args) {
    const s = ctx.base;
    const target = (args as { target: PlayerId }).target;
    const p = s.players[target]!;
    if (p.role === 'idiot' && p.markers.idiotRevele !== true && powered(s, target)) {
      ctx.s.players[target]!.markers.idiotRevele = true;
      ctx.announce(target, { role: 'idiot' }, `${p.name} est l’Idiot du Village : épargné·e, il ou elle ne votera plus.`);
      return;
    }
    kill(ctx, target, 'vote');
  },
};

export const chasseur: TStep = {
  id: 'chasseur',
  title: 'Le dernier tir du Chasseur',
  line: (s, args) => `${name(s, (args as { id: PlayerId }).id)} était le Chasseur : dans son dernier souffle, il désigne un joueur qu’il emporte.`,
  prompt: (s) => {
    const candidates = living(s);
    return { kind: 'players', label: 'Cible du Chasseur', min: Math.min(1, candidates.length), max: 1, candidates };
  },
  resolve(ctx, value) {
    const target = (value as PlayerId[])[0];
    if (target) kill(ctx, target, 'chasseur');
  },
};

export const successeur: TStep = {
  id: 'successeur',
  title: 'Le successeur du Capitaine',
  line: (s, args) => `${name(s, (args as { id: PlayerId }).id)} était Capitaine : il ou elle désigne son successeur.`,
  prompt: (s) => {
    const candidates = living(s);
    return { kind: 'players', label: 'Nouveau Capitaine', min: Math.min(1, candidates.length), max: 1, candidates };
  },
  resolve(ctx, value) {
    const s = ctx.base;
    const next = (value as PlayerId[])[0] ?? null;
    ctx.s.posts.capitaine = next;
    if (next) ctx.emit('capitaine', { to: 'public' }, `${name(s, next)} devient Capitaine.`, { player: next });
  },
};

export { ack };
