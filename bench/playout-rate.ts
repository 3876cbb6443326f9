/**
 * The simulator's playouts as the app plays them, one core: milliseconds of
 * CPU a game for each case of `bench/rate-cases.ts` (« Équilibre »'s whole
 * random games, « Pronostic »'s games from the bench's mid-game states).
 * Best of `ROUNDS` runs of the same games after a warm-up run of as many
 * (a shared machine only ever slows a run down; CPU time, not the clock's).
 * Prints one JSON object: `bench/against.ts` runs this script, bundled
 * against two commits' sources, and compares them, one case a process.
 *
 *   npx tsx bench/playout-rate.ts [ruleset or case…]
 */
import { playerOf, RATE_CASES, type RateCase } from './rate-cases';

const ROUNDS = 3;

/** CPU milliseconds `run` takes. */
function cpu(run: () => void): number {
  const start = process.cpuUsage();
  run();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

async function rate(c: RateCase): Promise<number> {
  const play = await playerOf(c);
  play('warm-up', c.games);
  let best = Infinity;
  // The same games each round: the best of them is the same work done with the least interference.
  for (let round = 0; round < ROUNDS; round++)
    best = Math.min(
      best,
      cpu(() => play('rate', c.games)),
    );
  return best / c.games;
}

const only = process.argv.slice(2);
const out: Record<string, number> = {};
for (const c of RATE_CASES)
  if (only.length === 0 || only.includes(c.ruleset) || only.includes(c.key)) out[c.key] = await rate(c);
console.log(JSON.stringify(out));
