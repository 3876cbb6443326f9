/**
 * « Pronostic » started at the tap (`early.ts`), before the dialog's code is
 * loaded: the dialog takes that very run, once; its figures are the ones the
 * dialog's own run gives for the same call and seed (issue 24: « same seed,
 * same odds, whether run in workers, one thread or the CLI »).
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readScenario } from '../../src/cli/play';
import { replay } from '../../src/engine';
import { oddsSeed, runOdds } from '../../src/balance/odds';
import { loadInformed } from '../../src/rulesets/registry';
import { thiercelieux } from '../../src/rulesets/thiercelieux';
import { DEFAULT_GAMES, startOdds, takeEarly } from '../../src/ui/odds/early';
import { fakeWorker } from '../support/fake-odds-worker';

const scenario = readScenario(readFileSync('docs/scenarios/thiercelieux-des.json', 'utf8'));
const played = replay(thiercelieux, scenario.setup, scenario.answers.slice(0, 7));
if (!played.ok) throw new Error(played.error);
const state = played.value.state;

describe('« Pronostic » started at the tap', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is taken once by the dialog, with the call’s seed and the app’s players, and gives the one-thread figures', async () => {
    // A 2-core device (node has no navigator): one worker per core.
    vi.stubGlobal('navigator', { hardwareConcurrency: 2 });
    let made = 0;
    startOdds(state, () => (made++, fakeWorker()));
    const early = takeEarly();
    expect(takeEarly()).toBeNull();
    expect(early).toMatchObject({ seed: oddsSeed(state), policy: 'informed', games: DEFAULT_GAMES });
    expect(made).toBe(2);
    const tally = await early!.run.done;
    expect(early!.done).toBe(DEFAULT_GAMES);
    expect(tally).toEqual(
      runOdds(thiercelieux, state, oddsSeed(state), await loadInformed('thiercelieux'), 0, DEFAULT_GAMES),
    );
    early!.pool.close();
  });
});
