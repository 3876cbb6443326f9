/**
 * « Statistiques » (issue 24): beside the MJ's real games of a table, « what
 * the simulator predicted for the same setup ». That figure must be the one
 * « Équilibre » shows for the same table and seed: the same games, not only
 * figures within each other's intervals. Both are computed here, each through
 * its own screen's path (the lab's form → `toBalanceSetup` → its pool →
 * `summarize`; the statistics' `predict` → `groupFigures`).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readScenario } from '../../src/cli/play';
import { replay } from '../../src/engine';
import { defaultOddsPolicy } from '../../src/balance/odds-players';
import { groupFigures } from '../../src/balance/real-figures';
import { aggregate, predictionSetup } from '../../src/balance/real-games';
import { summarize } from '../../src/balance/summary';
import { Pool } from '../../src/ui/balance/pool';
import { toBalanceSetup } from '../../src/ui/balance/setup';
import { fakeLabWorker } from '../support/fake-lab-worker';
import { PREDICTION_GAMES, predict } from '../../src/ui/stats/predict';
import { thiercelieux } from '../../src/rulesets/thiercelieux';

// The scenario's table: 7 players, its cards in the order the MJ entered them (not the rule book's order).
const scenario = readScenario(readFileSync('docs/scenarios/thiercelieux-des.json', 'utf8'));
const played = replay(thiercelieux, scenario.setup, scenario.answers);
if (!played.ok) throw new Error(played.error);
const [group] = aggregate(
  () => thiercelieux,
  [{ setup: scenario.setup, state: played.value.state, calls: scenario.answers.length }],
);

describe('« Statistiques »’ prediction beside « Équilibre »', () => {
  it('is « Équilibre »’s figure for the same table and seed, camp by camp', async () => {
    const policy = defaultOddsPolicy('thiercelieux');
    const counts: Record<string, number> = {};
    for (const card of group!.cards) counts[card] = (counts[card] ?? 0) + 1;
    const prediction = predictionSetup(group!, policy);
    // The lab's form filled with the table: its ruleset, options, players, cards, the statistics' seed.
    const lab = toBalanceSetup(
      thiercelieux,
      {
        rulesetId: 'thiercelieux',
        options: group!.options,
        players: group!.players,
        counts,
        randomCards: false,
        games: PREDICTION_GAMES,
        seed: prediction.seed,
        policy,
      },
      policy,
    );
    if (!lab.ok) throw new Error(lab.error);
    const pool = new Pool(2, fakeLabWorker);
    const simulated = (await pool.run(lab.value, 0, PREDICTION_GAMES)).tally;
    const predicted = await predict(thiercelieux, group!, pool);
    pool.close();
    // The same games: the same counts, card by card.
    expect(predicted).toEqual(simulated);
    // And the same figure, camp by camp (`groupFigures` gives the camps; the screen adds « Personne » apart, figures.ts).
    const equilibre = summarize(thiercelieux, simulated, false).camps.filter((c) => c.camp !== 'personne');
    const shown = Object.fromEntries(
      groupFigures(thiercelieux, group!, predicted).camps.map((c) => [c.id, c.simulated]),
    );
    expect(equilibre.map((c) => c.camp).sort()).toEqual(['loups', 'village']);
    for (const camp of equilibre) expect(shown[camp.camp]).toEqual({ rate: camp.rate, low: camp.low, high: camp.high });
  });
});
