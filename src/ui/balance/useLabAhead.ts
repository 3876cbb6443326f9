/**
 * « Équilibre »'s runs played ahead while the MJ reads the setup (issue 25:
 * 10 000 Thiercelieux games from the tap to the charts in 2 s): once the
 * screen has been quiet a moment, the workers play the games of the runs a
 * tap on « Lancer la simulation » (or « Lancer les deux ») would start, one
 * after the other (`Pool.ahead`), so the tap finds them played and plays only
 * the rest. Any tap or key stops them at once and keeps their games; the next
 * quiet moment on the same setups goes on after them, and stops by itself
 * once the runs' games are all played. A changed setup (a card, the seed, the
 * number of games) starts that run afresh.
 */
import { useEffect, useRef } from 'react';
import { setupKey } from '../../balance/played';
import { whileQuiet } from '../lib/quiet';
import type { AheadRun } from './pool';

/**
 * How long the screen is left untouched before the workers play ahead (ms):
 * a second after the last change, so that typing in a field or stepping a
 * card's count does not start and stop them at each key.
 */
export const LAB_QUIET_MS = 1000;

/**
 * How long one quiet moment plays ahead, at most (ms): the run's games bound
 * the work (10 000 Thiercelieux games take the workers two or three seconds);
 * this only caps a run of hundreds of thousands the MJ may never start.
 */
export const LAB_AHEAD_MS = 30_000;

/**
 * Play `runs` ahead whenever the screen is quiet (none while it is null: a
 * run under way, their results already shown, a setup that cannot be
 * played).
 */
export function useLabAhead(
  runs: readonly AheadRun[] | null,
  ahead: (runs: readonly AheadRun[], ms: number) => void,
  rest: () => void,
): void {
  const key = runs ? JSON.stringify(runs.map((r) => [setupKey(r.setup), r.games])) : null;
  const now = useRef(runs);
  now.current = runs;
  useEffect(
    () =>
      key === null ? undefined : whileQuiet(LAB_QUIET_MS, () => now.current && ahead(now.current, LAB_AHEAD_MS), rest),
    [key, ahead, rest],
  );
}
