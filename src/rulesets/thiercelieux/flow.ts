/**
 * The turn order as data: the recueil's "Rappel des tours de jeu"
 * (004_d59078fd8312dd78.txt:582-646). Each step's own guard decides whether
 * it happens tonight; calls of cards out of the game are left out up front.
 */
import { cardsDealt, latest, type Call, type PhasePlan } from '../../engine';
import { pileNow, transformist } from './pile';
import { steps } from './steps';
import { called, inGame, recueilInPlay } from './state';
import { choice } from './options';
import type { PlainStep, TGame, TStepId, TTypes } from './types';

/** Tour du Maire (before the preparation turn), lines 590-594. */
export const MAYOR_TURN: PlainStep[] = ['endormissement', 'maire', 'reveil-maire'];

/**
 * Tour de préparation (first night only), lines 596-609. The « sign » calls
 * (Petite Fille, Homme des Bois, Chef de Meute, the wolves, the Traître: lines
 * 601-604 and 551) only let a paper MJ learn who holds a card; Veilleur knows.
 */
export const PREPARATION: PlainStep[] = [
  'voleur',
  'pretre',
  'cupidon',
  'amoureux',
  'mauvais-esprit',
  'ennemis',
  'assassin',
];

/** Tour normal, lines 611-642 (reactions such as the trap or the bitten Homme des Bois follow their cause). */
export const NORMAL_TURN: PlainStep[] = [
  'justicier-jour', // 613: after a day without death
  'transformiste',
  'marchand-de-sable',
  'mage',
  'lectrice',
  'apprentie-voyante',
  'voyante',
  'graphologue', // missing from the list: called with those who learn a card, after the Voyante (reading choice)
  'mathematicien',
  'couche-tard',
  'sauveteur',
  'trappeur', // 623
  'devin',
  'loups', // 625
  'petite-fille', // her spying during the wolves' turn (601, 646)
  'piege', // the wolf the trap caught (576)
  'homme-des-bois', // the bitten Homme des Bois turns (256)
  'cassandra',
  'jekyll',
  'sorciere-vie', // 631
  'sorciere-mort',
  'flute',
  'charmes',
  'astrologue', // 634
  'hypnotiseur',
  'diseuse',
  'maitre-du-destin',
  'magistrat',
  'tavernier',
  'justicier-nuit', // 640: after a night without death
  'corbeau', // 641: last
];

/** Réveil du village (642): the deaths, then the Magistrat's immunity and the Tavernier's guests (536-537). */
export const DAWN: PlainStep[] = ['aube', 'immunite', 'taverne'];

/** « Carte événement » after the village wakes (643), then the vote (644). */
export const DAY: PlainStep[] = ['evenement', 'election', 'debat', 'vote'];

// A plain step's call is just `{ step }`; TypeScript cannot spread one object over a union of sixty calls.
const items = (list: readonly PlainStep[]): Call<TTypes>[] => list.map((step) => ({ step }));

/** The calls of `list` whose card may be played now (held, taken out by the blessing, in the Transformiste's pile, or in the centre on night 1). */
function plan(s: TGame, list: readonly PlainStep[], day: number): Call<TTypes>[] {
  const pile =
    recueilInPlay(s) && (transformist(s) !== null || (day === 1 && s.spare.includes('transformiste')))
      ? pileNow(s)
      : NO_PILE;
  const planner = pile === NO_PILE ? PLANNERS.get(list) : undefined;
  if (planner === undefined) return planNow(s, list, pile, day);
  // The same calls while the same cards are held, taken out and (night 1) in the centre: every night, dawn and day
  // of a game plans its list again. Shared by the states that hold it: replaced, never edited in place.
  return latest(planner, { s, day }, [cardsDealt(s), s.rs.removed, day === 1 ? s.spare : null]);
}

function planNow(s: TGame, list: readonly PlainStep[], pile: readonly string[], day: number): Call<TTypes>[] {
  // One loop, one list: `plan` runs at every phase over some forty steps.
  const out: Call<TTypes>[] = [];
  for (const step of list) if (playable(s, step, pile, day)) out.push({ step });
  return out;
}

const NO_PILE: readonly string[] = [];

/** Whether step `id`'s card may be played now (`plan`; a function of its own: `plan` runs at every phase). */
function playable(s: TGame, id: PlainStep, pile: readonly string[], day: number): boolean {
  const role = ROLE_OF.get(id);
  return role === undefined || called(s, role) || pile.includes(role) || (day === 1 && s.spare.includes(role));
}

/** The card each step calls (read once: `plan` runs at every phase). */
const ROLE_OF = new Map<TStepId, string>(
  Object.values(steps).flatMap((step) => (step.role === undefined ? [] : [[step.id, step.role] as const])),
);

export function firstPhase(s: TGame): PhasePlan<TTypes> {
  const agenda: PlainStep[] = inGame(s, 'maire') ? [...MAYOR_TURN] : [];
  if (choice(s, 'electionCapitaine') === 'avantNuit1') agenda.push('election');
  if (agenda.length > 0) return { phase: 'day', day: 0, agenda: items(agenda) };
  return nightPlan(s, 1);
}

/** The first night's steps and every other night's, listed once (`nightPlan` runs every night of every game). */
const FIRST_NIGHT: readonly PlainStep[] = ['endormissement', ...PREPARATION, ...NORMAL_TURN];
const NIGHT: readonly PlainStep[] = ['endormissement', ...NORMAL_TURN];

/** A planner per list a phase plans (`plan`): `latest` keeps one answer per compute function. */
const PLANNERS = new Map<readonly PlainStep[], (a: { s: TGame; day: number }) => Call<TTypes>[]>(
  [FIRST_NIGHT, NIGHT, DAWN, DAY].map((list) => [list, (a) => planNow(a.s, list, NO_PILE, a.day)]),
);

function nightPlan(s: TGame, day: number): PhasePlan<TTypes> {
  return { phase: 'night', day, agenda: plan(s, day === 1 ? FIRST_NIGHT : NIGHT, day) };
}

export function nextPhase(s: TGame): PhasePlan<TTypes> {
  const { phase, day } = s.clock;
  if (phase === 'setup') return firstPhase(s);
  // An eclipse of the sun: no day, a new night at once (004:97).
  if (phase === 'night' && s.rs.sunEclipse)
    return { phase: 'night', day: day + 1, agenda: plan(s, ['nuit-eclipse', ...NORMAL_TURN], day + 1) };
  if (phase === 'night') return { phase: 'dawn', day, agenda: plan(s, DAWN, day) };
  if (phase === 'dawn') return { phase: 'day', day, agenda: plan(s, DAY, day) };
  // An eclipse of the moon: no night, a second day at once (004:96).
  if (s.rs.noNight === day + 1)
    return { phase: 'day', day: day + 1, agenda: plan(s, ['eclipse-lune', ...DAY], day + 1) };
  return nightPlan(s, day + 1);
}
