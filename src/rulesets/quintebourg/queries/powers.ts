/** One-time powers (000_a045abd3825f1297.txt:349-355): used once, twice after Skadi's reboot; Sesiano's miracles four in all by default. */
import { asItStands, type PlayerId } from '../../../engine';
import type { Power, QGame } from '../types';

export function usedTimes(s: QGame, id: PlayerId, power: Power): number {
  // Read as it stands: asking does not copy the uses (`spend` writes them).
  return asItStands(s.rs).used[`${id}/${power}`] ?? 0;
}

/** Uses a one-time power allows: two after Skadi's reboot (000:349-355). */
export function usesAllowed(s: QGame): number {
  return s.rs.reboot ? 2 : 1;
}

const MIRACLES: Power[] = ['resurrection', 'miracle', 'conversion'];

export function canUse(s: QGame, id: PlayerId, power: Power): boolean {
  if (usedTimes(s, id, power) >= usesAllowed(s)) return false;
  // After the reboot, Sesiano's miracles may total four (000:352), unless each counts twice (option).
  if (s.rs.reboot && MIRACLES.includes(power) && s.setup.options.miraclesReboot !== 'chacun') {
    return MIRACLES.reduce((n, p) => n + usedTimes(s, id, p), 0) < 4;
  }
  return true;
}
