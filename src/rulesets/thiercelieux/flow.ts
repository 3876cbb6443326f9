/**
 * The turn order as data: the recueil's "Rappel des tours de jeu"
 * (004_d59078fd8312dd78.txt:582-646) restricted to the cards this module
 * implements. Each step's own guard decides whether it happens tonight.
 */
import type { AgendaItem, PhasePlan } from '../../engine';
import { steps } from './steps';
import { inGame, opt, type TGame } from './state';

/** Tour de préparation (first night only), lines 596-609. */
export const PREPARATION = ['voleur', 'cupidon', 'amoureux'];

/** Tour normal, lines 611-642. */
export const NORMAL_TURN = ['voyante', 'sauveteur', 'loups', 'petite-fille', 'sorciere-vie', 'sorciere-mort', 'flute', 'charmes'];

export const DAY = ['election', 'debat', 'vote'];

const items = (steps: string[]): AgendaItem[] => steps.map((step) => ({ step }));

export function firstPhase(s: TGame): PhasePlan {
  if (opt<string>(s, 'electionCapitaine') === 'avantNuit1') return { phase: 'day', day: 0, agenda: items(['election']) };
  return nightPlan(s, 1);
}

/**
 * Tonight's calls. Calls of cards out of the game are left out up front (their
 * guard would skip them anyway); on the first night the centre cards count as
 * in the game, since the Voleur may take one.
 */
function nightPlan(s: TGame, day: number): PhasePlan {
  const present = (id: string) => {
    const role = steps[id]!.role;
    return role === undefined || inGame(s, role) || (day === 1 && s.spare.includes(role));
  };
  return { phase: 'night', day, agenda: items(['endormissement', ...(day === 1 ? PREPARATION : []), ...NORMAL_TURN].filter(present)) };
}

export function nextPhase(s: TGame): PhasePlan {
  const { phase, day } = s.clock;
  if (phase === 'setup') return firstPhase(s);
  if (phase === 'night') return { phase: 'dawn', day, agenda: items(['aube']) };
  if (phase === 'dawn') return { phase: 'day', day, agenda: items(DAY) };
  return nightPlan(s, day + 1);
}
