/** The phases: a night (the die, then the Chef), then a deadline for orders. */
import type { PhasePlan } from '../../engine';
import type { ToyGame, ToyTypes } from './types';

export function nextPhase(s: ToyGame): PhasePlan<ToyTypes> {
  if (s.clock.phase === 'night') return { phase: 'deadline', day: s.clock.day, agenda: [{ step: 'ordres' }] };
  return { phase: 'night', day: s.clock.day + 1, agenda: [{ step: 'de' }, { step: 'designer' }] };
}
