/**
 * « Pronostic »'s workers warmed ahead while the MJ reads the game screen
 * (issue 24): a worker's first thousand games run at about half pace (its code
 * not yet compiled hot), and the one second the MJ spends reading « Outils »
 * plays only a few dozen of them. Once the screen has been quiet a while, the
 * workers play the games of the run a tap would start from the call the game
 * is at (`warmAhead`): the tap then finds them hot and those games played, and
 * plays only the rest. Any tap or key stops them at once and keeps them and
 * their games; the next quiet moment at the same call goes on after those
 * games, and stops by itself once the run's games are all played, so a call
 * the MJ lingers on costs one run of « Pronostic » at most (none once
 * « Pronostic » has been tapped there).
 */
import { useEffect, useRef } from 'react';
import type { GameState } from '../../engine';
import { whileQuiet } from '../lib/quiet';
import { createWorker, restOdds, warmAhead } from './early';
import { QUIET_MS } from './useBackgroundOdds';

/**
 * How long the screen stays untouched before the workers warm up (ms): half
 * the background odds' delay (`QUIET_MS`), so that the run a tap would start
 * has the two cores to itself for its first, slowest games (the workers'
 * start and their JIT's warm-up), rather than share them from the first
 * second with the « Évolution » run that a dawn or the game's opening calls for.
 */
export const AHEAD_QUIET_MS = QUIET_MS / 2;

/**
 * How long one quiet moment warms the workers, at most (ms): long enough for
 * them to play the whole run at the call the MJ lingers on (a Quinte-bourg
 * mid-game's 2 000 games take them some ten seconds cold); the run's games
 * bound the work, this only a safety net.
 */
export const AHEAD_MS = 20_000;

export function useOddsAhead(state: GameState, enabled: boolean): void {
  const now = useRef(state);
  now.current = state;
  useEffect(
    () =>
      enabled ? whileQuiet(AHEAD_QUIET_MS, () => warmAhead(now.current, createWorker, AHEAD_MS), restOdds) : undefined,
    [enabled],
  );
}
