/**
 * The turn order as data: the recueil's "Rappel des tours de jeu"
 * (004_d59078fd8312dd78.txt:582-646) restricted to the cards this module
 * implements. Each step's own guard decides whether it happens tonight.
 */
import type { AgendaItem, PhasePlan } from '../../engine';
import { opt, type TGame } from './state';

/** Tour de préparation (first night only), lines 596-609. */
export const PREPARATION = ['voleur', 'cupidon', 'amoureux'];

/** Tour normal, lines 611-642. */
export const NORMAL_TURN = ['voyante', 'sauveteur', 'loups', 'petite-fille', 'sorciere-vie', 'sorciere-mort', 'flute', 'charmes'];

export const DAY = ['election', 'debat', 'vote'];

const items = (steps: string[]): AgendaItem[] => steps.map((step) => ({ step }));

export function firstPhase(s: TGame): PhasePlan {
  if (opt<string>(s, 'electionCapitaine') === 'avantNuit1') return { phase: 'day', day: 0, agenda: items(['election']) };
  return nightPlan(1);
}

function nightPlan(day: number): PhasePlan {
  return { phase: 'night', day, agenda: items(['endormissement', ...(day === 1 ? PREPARATION : []), ...NORMAL_TURN]) };
}

export function nextPhase(s: TGame): PhasePlan {
  const { phase, day } = s.clock;
  if (phase === 'setup') return firstPhase(s);
  if (phase === 'night') return { phase: 'dawn', day, agenda: items(['aube']) };
  if (phase === 'dawn') return { phase: 'day', day, agenda: items(DAY) };
  return nightPlan(day + 1);
}
