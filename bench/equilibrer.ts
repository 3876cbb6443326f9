/**
 * « Équilibrer » on one thread (issue 25): the search of the MJ's lab on
 * Thiercelieux, 12 players, the suggested cards, random players, seed
 * `bench`: how many games it plays, how long it takes, and what it finds.
 * The screen plays the same games in Web Workers; the games it saves here
 * are the games it saves there (the screen adds the workers' speed-up).
 * Bundled as the app ships its engine: `npx tsx bench/equilibrer-run.ts`.
 */
import { RANDOM_POLICY } from '../src/engine/policy';
import type { BalanceSetup } from '../src/balance/games';
import { runGames } from '../src/balance/run';
import { DEFAULT_PLAN, describeChange, equilibrate, neighbours, type Evaluate } from '../src/balance/search';
import { thiercelieux } from '../src/rulesets/thiercelieux';

const PLAYERS = 12;
const cards = thiercelieux.suggestComposition(PLAYERS, {});
const setup = (c: string[]): BalanceSetup => ({
  rulesetId: 'thiercelieux',
  options: {},
  players: PLAYERS,
  cards: c,
  seed: 'bench',
  policy: 'random',
});
let games = 0;
const evaluate: Evaluate = async (requests) =>
  requests.map(({ cards: c, from, to }) => {
    const t = runGames(thiercelieux, setup(c), RANDOM_POLICY, from, to).tally;
    games += t.games;
    return { wins: t.wins.village ?? 0, games: t.games };
  });
const candidates = neighbours(thiercelieux, PLAYERS, {}, cards);
const t0 = performance.now();
// `EQUILIBRER_ROUNDS=40,160,640,2000` tries another plan.
const rounds = process.env.EQUILIBRER_ROUNDS?.split(',').map(Number) ?? DEFAULT_PLAN.rounds;
let planned = 0;
const result = await equilibrate(
  { cards, change: null },
  candidates,
  evaluate,
  { ...DEFAULT_PLAN, rounds },
  {
    progress: (d, t) => {
      if (d === 0) planned = t;
    },
  },
);
const seconds = (performance.now() - t0) / 1000;
console.log(
  JSON.stringify(
    {
      '« Équilibrer », Thiercelieux 12 players, one thread: candidates': candidates.length,
      rounds: rounds.join(', '),
      'games planned at the start (at most)': planned,
      'games played': games,
      'seconds (one thread)': Math.round(seconds * 10) / 10,
      'games per second': Math.round(games / seconds),
      best: result!.best.map((c) => `${describeChange(thiercelieux, c.change)}: ${c.wins}/${c.games}`),
    },
    null,
    2,
  ),
);
