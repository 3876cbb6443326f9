/**
 * Prints one line per setup with a hash of every game it played: the final
 * state (events' data, not their text where the game is simulated), the
 * answers, the errors and violations. Run on two commits and compare the
 * output (`diff`): a speed change must leave every seeded game the same.
 * Bundled and run on each tree:
 *   npx esbuild scripts/same-games.ts --bundle --platform=node --format=esm --outfile=/tmp/same.mjs && node /tmp/same.mjs
 * `SAME_GAMES=n` games per setup (default 40).
 */
import { createHash } from 'node:crypto';
import type { AnyRuleset, GameSetup, GameState } from '../src/engine';
import { playout } from '../src/engine/playout';
import type { Policy } from '../src/engine/policy';
import { RANDOM_POLICY } from '../src/engine/policy';
import { gameSetup, type BalanceSetup } from '../src/balance/games';
import { runOdds } from '../src/balance/odds';
import { loadInformed, loadRuleset } from '../src/rulesets/registry';

const GAMES = Number(process.env.SAME_GAMES ?? 40);
const CASES: { id: string; sizes: number[]; options: Record<string, string | number | boolean>[] }[] = [
  { id: 'thiercelieux', sizes: [4, 8, 12, 24, 40], options: [{}] },
  { id: 'quintebourg', sizes: [6, 12, 20], options: [{ mode: 'V' }, { mode: 'M' }, { mode: 'E' }] },
  { id: 'quintebourg-revision', sizes: [6, 12, 20], options: [{}] },
  { id: 'lychantropia', sizes: [8, 16, 24], options: [{}] },
  { id: 'newmilenium', sizes: [6, 12, 24], options: [{}] },
];

/** The game without its events' text when `textless` (a simulated game's text is not part of its game). */
function digest(state: GameState, textless: boolean): string {
  const events = textless ? state.events.map((e) => ({ ...e, text: '' })) : state.events;
  return JSON.stringify({ ...state, events });
}

async function informed(id: string): Promise<Policy | null> {
  try {
    return await loadInformed(id);
  } catch {
    return null;
  }
}

for (const c of CASES) {
  const rules: AnyRuleset = await loadRuleset(c.id);
  const smart = await informed(c.id);
  for (const options of c.options)
    for (const players of c.sizes) {
      const balance: BalanceSetup = {
        rulesetId: c.id,
        options: options as BalanceSetup['options'],
        players,
        cards: null,
        seed: `same-${players}`,
        policy: 'random',
      };
      for (const [label, policy] of [
        ['random', RANDOM_POLICY],
        ['informed', smart],
      ] as const) {
        if (!policy) continue;
        for (const rate of [0, 0.05])
          for (const simulated of [true, false]) {
            const hash = createHash('sha1');
            let mid: GameState | null = null;
            let setupOf: GameSetup | null = null;
            for (let i = 0; i < GAMES; i++) {
              let setup: GameSetup;
              try {
                setup = gameSetup(rules, balance, i);
              } catch (e) {
                hash.update(`setup error ${String(e)}`);
                continue;
              }
              try {
                const r = playout(rules, setup, `${setup.seed}-answers`, 1000 * Math.max(2, players), {
                  fast: true,
                  simulated,
                  policy,
                  invokeRate: rate,
                });
                hash.update(digest(r.state, simulated));
                hash.update(JSON.stringify([r.answers, r.errors, r.violations, r.replayed ?? false]));
                if (i === 0 && !r.state.ended) mid = r.state;
                if (i === 0) {
                  const half = playout(rules, setup, `${setup.seed}-answers`, Math.floor(r.answers.length / 2), {
                    fast: true,
                  });
                  if (!half.state.ended) {
                    mid = half.state;
                    setupOf = setup;
                  }
                }
              } catch (e) {
                hash.update(`error ${String(e)}`);
              }
            }
            // The odds from the first game's halfway call (the app's « Pronostic »).
            const odds = mid && setupOf && simulated ? runOdds(rules, mid, 'same', policy, 0, 20) : null;
            const oddsText = odds ? JSON.stringify(odds) : '-';
            console.log(
              `${c.id} ${JSON.stringify(options)} ${players}p ${label} rate=${rate} simulated=${simulated}: ${hash.digest('hex').slice(0, 16)} odds=${createHash('sha1').update(oddsText).digest('hex').slice(0, 12)}`,
            );
          }
      }
    }
}
