/**
 * What the simulator predicts for a group's setup, computed lazily with the
 * balance lab's machinery: its workers, its runs kept on the device (a setup
 * run once is not run again), the same figures as « Équilibre » and
 * `simulate` for the same seed.
 */
import type { AnyRuleset } from '../../engine';
import { defaultOddsPolicy } from '../../balance/odds-players';
import { predictionSetup, type RealGroup } from '../../balance/real-games';
import type { Tally } from '../../balance/tally';
import { lastRunOf, saveRun } from '../../storage/balance';
import type { Pool } from '../balance/pool';

/** Games simulated per setup: an interval of about ± 3 points. */
export const PREDICTION_GAMES = 1000;

export async function predict(rules: AnyRuleset, group: RealGroup, pool: Pool): Promise<Tally> {
  const setup = predictionSetup(group, defaultOddsPolicy(rules.id));
  const kept = await lastRunOf(setup).catch(() => undefined);
  if (kept && kept.games === PREDICTION_GAMES) return kept.tally;
  const started = performance.now();
  const { tally } = await pool.run(setup, 0, PREDICTION_GAMES);
  await saveRun({
    setup,
    games: PREDICTION_GAMES,
    tally,
    at: Date.now(),
    seconds: (performance.now() - started) / 1000,
  }).catch(() => {});
  return tally;
}
