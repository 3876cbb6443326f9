/**
 * The night sheet: the order of the calls of the first night and of the
 * nights after it, for the cards in play (a week of nights, by weekday, for
 * a ruleset that plays a calendar). It asks the ruleset's own `nextPhase` and
 * each step's `when`, the one place that says what is called, on the game as
 * it is now with the clock moved on: nothing is written twice.
 */
import { clockLabel } from './calendar';
import { roleName } from './setup';
import { stepDef } from './steps';
import type { AnyRuleset } from './ruleset';
import type { GameState } from './types';

export interface NightSheetCall {
  title: string;
  /** The card called, by name (null for a call of the whole table). */
  role: string | null;
}

export interface NightSheetNight {
  day: number;
  /** « Nuit 1 », « Nuit 3 (mercredi) ». */
  title: string;
  calls: NightSheetCall[];
}

/** Phases walked at most while looking for the nights (a week of a calendar game is about 20). */
const MAX_PHASES = 40;

/**
 * The nights to print: the first and the second (every later night is like
 * the second), or a whole week of nights for a calendar game.
 */
export function nightSheet<R>(rules: AnyRuleset, s: GameState<R>): NightSheetNight[] {
  const wanted = rules.calendar ? 7 : 2;
  const nights: NightSheetNight[] = [];
  let hypo: GameState<R> = { ...s, clock: { phase: 'setup', day: 0 }, agenda: [], done: [], ended: null };
  for (let i = 0; i < MAX_PHASES && nights.length < wanted; i++) {
    let plan;
    try {
      plan = rules.nextPhase(hypo);
    } catch {
      // A ruleset whose next phase needs a real game beyond this point: the sheet stops here.
      break;
    }
    hypo = { ...hypo, clock: { phase: plan.phase, day: plan.day } };
    if (plan.phase !== 'night') continue;
    const calls: NightSheetCall[] = [];
    for (const call of plan.agenda) {
      const def = stepDef(rules, call.step);
      if (def.auto) continue;
      let happens = true;
      try {
        happens = def.when ? def.when(hypo, call.args) : true;
      } catch {
        // A guard reading something only a real night sets: list the call, the MJ skips it if need be.
      }
      if (happens) calls.push({ title: def.title, role: def.role ? roleName(rules, def.role) : null });
    }
    nights.push({ day: plan.day, title: clockLabel(hypo.clock, rules.calendar?.day1), calls });
  }
  return nights;
}
