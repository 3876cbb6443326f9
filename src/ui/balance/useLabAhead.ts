/**
 * « Équilibre »'s run played ahead while the MJ reads the setup (issue 25:
 * 10 000 Thiercelieux games from the tap to the charts in 2 s): once the
 * screen has been quiet a moment, the workers play the games of the run a
 * tap on « Lancer la simulation » would start (`Pool.ahead`), so the tap
 * finds them played and plays only the rest. Any tap or key stops them at
 * once and keeps their games; the next quiet moment on the same setup goes on
 * after them, and stops by itself once the run's games are all played. A
 * changed setup (a card, the seed, the number of games) starts afresh.
 */
import { useEffect, useRef } from 'react';
import type { BalanceSetup } from '../../balance/games';
import { setupKey } from '../../balance/played';
import { whileQuiet } from '../lib/quiet';

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
 * Play `games` games of `setup` ahead whenever the screen is quiet (none
 * while `setup` is null: a run under way, its results already shown, a setup
 * that cannot be played).
 */
export function useLabAhead(
  setup: BalanceSetup | null,
  games: number,
  ahead: (setup: BalanceSetup, games: number, ms: number) => void,
  rest: () => void,
): void {
  const key = setup ? setupKey(setup) : null;
  const now = useRef(setup);
  now.current = setup;
  useEffect(
    () =>
      key === null
        ? undefined
        : whileQuiet(LAB_QUIET_MS, () => now.current && ahead(now.current, games, LAB_AHEAD_MS), rest),
    [key, games, ahead, rest],
  );
}
