/**
 * The day: the Capitaine's election, the debate, the village's vote with its
 * tie-breaks, and the execution (the Idiot spared once, the Ancien's curse,
 * the Fanatique's last words). The recueil's day rules: no vote nor target for
 * a player gone with the Mage (004:338), none against the Magistrat's immune
 * (004:348), the hypnotised player's forced ballot (004:273, 004:352), the
 * Fanatique never blank nor against himself (004:237).
 */
import type { Ctx, Json, PlayerId, Voter } from '../../../engine';
import { ballotsOf, describeTally, tally } from '../../../engine/vote';
import { roleDef } from '../roles';
import { kill } from '../deaths';
import { alive, captain, disappeared, holders, isWolf, livingWolves, name, names, opt, powered, present, type TGame, type TState } from '../state';
import { ack, type TStep } from './common';

/** Whom a hypnotised player must vote against today (null: not hypnotised, or the victim is gone). */
function hypnosis(s: TGame, id: PlayerId): PlayerId | null {
  const victim = s.players[id]!.markers.hypnotise as PlayerId | undefined;
  return victim !== undefined && alive(s, victim) ? victim : null;
}

function weight(s: TGame, id: PlayerId): number {
  return id === captain(s) ? 2 : 1;
}

/** Those who cast a ballot: alive, present, not a revealed Idiot; a hypnotised player's ballot is cast for him. */
function voters(s: TGame): Voter[] {
  return present(s)
    .filter((id) => s.players[id]!.markers.idiotRevele !== true && hypnosis(s, id) === null)
    .map((id) => ({ id, weight: weight(s, id) }));
}

/** Those the village may vote against: present, not immune. */
function candidates(s: TGame): PlayerId[] {
  return present(s).filter((id) => s.players[id]!.markers.immunise !== true);
}

/** The hypnotised players' ballots: their victim, ignored when immune (004:352) or not a candidate. */
function forcedBallots(s: TGame, among: PlayerId[]): Record<PlayerId, PlayerId> {
  const out: Record<PlayerId, PlayerId> = {};
  for (const id of present(s)) {
    const victim = hypnosis(s, id);
    if (victim !== null && s.players[id]!.markers.idiotRevele !== true && among.includes(victim)) out[id] = victim;
  }
  return out;
}

function allVoters(s: TGame): Voter[] {
  return present(s)
    .filter((id) => s.players[id]!.markers.idiotRevele !== true)
    .map((id) => ({ id, weight: weight(s, id) }));
}

function voteNotes(s: TGame, among: PlayerId[]): string[] {
  const out: string[] = [];
  for (const id of present(s)) {
    const victim = hypnosis(s, id);
    if (victim === null) continue;
    out.push(
      among.includes(victim)
        ? `${name(s, id)} est hypnotisé·e : sa voix va d’office contre ${name(s, victim)}.`
        : `${name(s, id)} est hypnotisé·e contre ${name(s, victim)}, qui ne peut pas être désigné·e : sa voix ne compte pas.`,
    );
  }
  const immune = s.order.filter((id) => s.players[id]!.markers.immunise === true && alive(s, id));
  if (immune.length) out.push(`Immunité du Magistrat : personne ne peut voter contre ${names(s, immune)}.`);
  const gone = s.order.filter((id) => alive(s, id) && disappeared(s, id));
  if (gone.length) out.push(`Hors jeu (Mage) : ${names(s, gone)} ne vote pas et ne peut pas être désigné·e.`);
  return out;
}

/** The Fanatique must name someone, never himself (004:237), when someone else may be named. */
function fanaticBallot(s: TGame, value: Json, among: PlayerId[]): string | null {
  if (holders(s, 'fanatique').length === 0 || value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  for (const id of present(s)) {
    if (s.players[id]!.role !== 'fanatique' || !(id in value) || among.every((x) => x === id)) continue;
    const choice = (value as Record<string, Json>)[id];
    if (choice === null) return `${name(s, id)} (Fanatique) doit désigner un joueur.`;
    if (choice === id) return `${name(s, id)} (Fanatique) ne peut pas voter contre lui-même.`;
  }
  return null;
}

export const election: TStep = {
  id: 'election',
  title: 'Élection du Capitaine',
  phase: 'day',
  when: (s) => opt<string>(s, 'electionCapitaine') !== 'sans' && !('capitaine' in s.posts),
  line: () => 'Le village élit son Capitaine : chacun désigne le joueur de son choix. Sa voix comptera double.',
  prompt: (s) => ({ kind: 'ballots', label: 'Votes pour le Capitaine', voters: present(s).map((id) => ({ id, weight: 1 })), candidates: present(s), allowBlank: true }),
  resolve(ctx, value) {
    const s = ctx.base;
    const t = tally(ballotsOf(value, present(s).map((id) => ({ id, weight: 1 }))));
    ctx.emit('vote', { to: 'public' }, `Élection du Capitaine : ${describeTally(t, (id) => name(s, id))}.`, { counts: t.counts });
    const pool = t.leaders.length > 0 ? t.leaders : present(s);
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
  notes: (s) => voteNotes(s, candidates(s)).map((n) => n.replace('sa voix va d’office contre', 'il ou elle ne peut accuser que')),
  timer: (s) => (opt<number>(s, 'dureeDebat') > 0 ? opt<number>(s, 'dureeDebat') * 60 : null),
  prompt: () => ({ kind: 'ack', label: 'Passer au vote' }),
  resolve(ctx) {
    ctx.s.rs.lastDay = ctx.base.clock.day;
  },
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
  const ballots = { ...(value as Record<string, Json>), ...forcedBallots(s, candidates) };
  const t = tally(ballotsOf(ballots, allVoters(s)));
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
  notes: (s) => voteNotes(s, candidates(s)),
  prompt: (s) => ({ kind: 'ballots', label: 'Votes du village', voters: voters(s), candidates: candidates(s), allowBlank: true }),
  validate: (s, value) => fanaticBallot(s, value, candidates(s)),
  resolve: (ctx, value) => resolveVote(ctx, value, candidates(ctx.base), false),
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
  notes: (s, args) => voteNotes(s, (args as Tied).tied),
  prompt: (s, args) => ({ kind: 'ballots', label: 'Second tour', voters: voters(s), candidates: (args as Tied).tied, allowBlank: true }),
  validate: (s, value, args) => fanaticBallot(s, value, (args as Tied).tied),
  resolve: (ctx, value, args) => resolveVote(ctx, value, (args as Tied).tied, true),
};

const targetOf = (args: Json | undefined): PlayerId => (args as { target: PlayerId }).target;

/** The Fanatique at the stake may name the wolves (004:230-232). */
const isFanatic = (s: TGame, id: PlayerId): boolean => s.players[id]!.role === 'fanatique';

/** He wins if he names every wolf still in the game and nobody else (004:230). */
export function namesEveryWolf(s: TGame, fanatic: PlayerId, accused: PlayerId[]): boolean {
  const wolves = livingWolves(s).filter((id) => id !== fanatic);
  return wolves.length > 0 && accused.length === wolves.length && accused.every((id) => isWolf(s, id));
}

export const execution: TStep = {
  id: 'execution',
  title: 'L’exécution',
  phase: 'day',
  line: (s, args) => {
    const target = targetOf(args);
    const p = s.players[target]!;
    if (p.role === 'idiot' && p.markers.idiotRevele !== true && powered(s, target)) {
      return `Le village a désigné ${p.name}. C’est l’Idiot du Village : retournez sa carte, il est épargné mais ne votera plus.`;
    }
    if (isFanatic(s, target)) {
      return `Le village a désigné ${p.name}, le Fanatique. Avant de mourir sur le bûcher, il peut dénoncer à voix haute ceux qu’il croit loups : notez-les.`;
    }
    return `Le village a désigné ${p.name}, qui est exécuté·e. Retournez sa carte : ${roleDef(p.role).name}.`;
  },
  prompt: (s, args) => {
    const target = targetOf(args);
    if (!isFanatic(s, target)) return { kind: 'ack', label: 'Annoncé' };
    const candidates = present(s).filter((id) => id !== target);
    return { kind: 'players', label: 'Joueurs dénoncés par le Fanatique', min: 0, max: candidates.length, candidates };
  },
  resolve(ctx, value, args) {
    const s = ctx.base;
    const target = targetOf(args);
    const p = s.players[target]!;
    if (p.role === 'idiot' && p.markers.idiotRevele !== true && powered(s, target)) {
      ctx.s.players[target]!.markers.idiotRevele = true;
      ctx.announce(target, { role: 'idiot' }, `${p.name} est l’Idiot du Village : épargné·e, il ou elle ne votera plus.`);
      return;
    }
    if (isFanatic(s, target)) {
      const accused = s.order.filter((id) => (value as PlayerId[]).includes(id));
      const text = accused.length ? `${p.name} dénonce ${names(s, accused)}` : `${p.name} ne dénonce personne`;
      if (namesEveryWolf(s, target, accused)) {
        ctx.s.rs.fanaticHero = target;
        ctx.emit('fanatique', { to: 'public' }, `${text} : il a vu juste, et meurt en héros du village.`, { player: target, accused });
      } else {
        ctx.emit('fanatique', { to: 'public' }, accused.length ? `${text}. Le MJ l’accuse de mensonge.` : `${text}.`, { player: target, accused });
      }
    }
    kill(ctx, target, 'vote');
  },
};

export const chasseur: TStep = {
  id: 'chasseur',
  title: 'Le dernier tir du Chasseur',
  line: (s, args) => `${name(s, (args as { id: PlayerId }).id)} était le Chasseur : dans son dernier souffle, il désigne un joueur qu’il emporte.`,
  prompt: (s) => {
    const candidates = present(s);
    return { kind: 'players', label: 'Cible du Chasseur', min: Math.min(1, candidates.length), max: 1, candidates };
  },
  resolve(ctx, value, args) {
    const target = (value as PlayerId[])[0];
    if (!target) return;
    // The shot is fired in front of everyone: it tells who the Chasseur was, even when the cards of the dead stay hidden.
    const shooter = (args as { id: PlayerId }).id;
    if (ctx.base.players[shooter]!.announced.role === null) ctx.announce(shooter, { role: 'chasseur' }, `${name(ctx.base, shooter)} était le Chasseur.`);
    kill(ctx, target, 'chasseur');
  },
};

export const successeur: TStep = {
  id: 'successeur',
  title: 'Le successeur du Capitaine',
  line: (s, args) => `${name(s, (args as { id: PlayerId }).id)} était Capitaine : il ou elle désigne son successeur.`,
  prompt: (s) => {
    const candidates = present(s);
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
