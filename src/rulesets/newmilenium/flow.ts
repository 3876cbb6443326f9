/**
 * The game's rhythm as data (003:4, 12, 17-23, 51-63): day 0 elects the
 * Maire; each night is a book of orders resolved turn by turn; each dawn
 * tells the night; each day is a book of orders closed at the deadline by the
 * bûcher.
 */
import type { Call, PhasePlan } from '../../engine';
import type { NGame, NTypes } from './types';

type Calls = readonly Call<NTypes>[];

/** Day 0: the roles entered if the MJ drew them, the opening messages, the election's book. */
export const DAY_ZERO: Calls = [{ step: 'tirage' }, { step: 'depart' }, { step: 'jour' }];

/** The deadline of day 0: the Maire's election (003:17). */
export const DEADLINE_ZERO: Calls = [{ step: 'maire' }, { step: 'bilan' }, { step: 'fin-constat' }];

/** A deadline: an unfinished election of a new Maire, then the bûcher and its recap (003:15-19). */
export const DEADLINE: Calls = [{ step: 'election' }, { step: 'bucher' }, { step: 'bilan' }, { step: 'fin-constat' }];

/** A night: the book of orders, the turns, the end of the night. */
export const NIGHT: Calls = [{ step: 'nuit' }, { step: 'n-tour' }, { step: 'fin-nuit' }];

/** Dawn: the dead, the successors, the vengeances, the post (003:18, 130-131). */
export const DAWN: Calls = [
  { step: 'aube-morts' },
  { step: 'succession' },
  { step: 'vengeance' },
  { step: 'aube' },
  { step: 'fin-constat' },
];

export const DAY: Calls = [{ step: 'jour' }];

const items = (calls: Calls): Call<NTypes>[] => calls.map((c) => ({ ...c }));

export function nextPhase(s: NGame): PhasePlan<NTypes> {
  const { phase, day } = s.clock;
  switch (phase) {
    case 'setup':
      return { phase: 'day', day: 0, agenda: items(DAY_ZERO) };
    case 'day':
      return { phase: 'deadline', day, agenda: items(day === 0 ? DEADLINE_ZERO : DEADLINE) };
    case 'deadline':
      return { phase: 'night', day: day + 1, agenda: items(NIGHT) };
    case 'night':
      return { phase: 'dawn', day, agenda: items(DAWN) };
    case 'dawn':
      return { phase: 'day', day, agenda: items(DAY) };
    default:
      throw new Error(`no phase after ${phase}`);
  }
}
