/**
 * The three modes and the camps each one plays (000_a045abd3825f1297.txt:114,
 * 138-149): X a camp the mode requires, (x) a camp it allows.
 */
import type { OptionValue } from '../../engine';
import type { CampId } from './roles';

export type Mode = 'V' | 'M' | 'E';

export const MODE_NAMES: Record<Mode, string> = { V: 'Villageois', M: 'Mathématiciens', E: 'Étranges' };

export const MODE_CAMPS: Record<Mode, { required: CampId[]; allowed: CampId[] }> = {
  V: { required: ['reptiliens', 'villageois'], allowed: ['amoureux', 'idealistes', 'mc', 'setheux', 'skadi'] },
  M: { required: ['geometres', 'algebristes', 'analystes'], allowed: ['amoureux', 'idealistes', 'nobel', 'skadi'] },
  E: {
    required: ['reptiliens', 'geometres', 'algebristes', 'analystes'],
    allowed: ['amoureux', 'idealistes', 'mc', 'setheux', 'nobel', 'skadi'],
  },
};

export function campInMode(mode: Mode, camp: CampId): boolean {
  return MODE_CAMPS[mode].required.includes(camp) || MODE_CAMPS[mode].allowed.includes(camp);
}

/** The mode of a setup's options (V unless M or E). */
export function modeOf(options: Record<string, OptionValue>): Mode {
  const m = options.mode;
  return m === 'M' || m === 'E' ? m : 'V';
}
