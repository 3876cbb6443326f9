/**
 * One case of `bench/rate-cases.ts` played for `bench/against.ts
 * --instructions`: a warm-up of `warm` games, then `games` more, nothing
 * printed. Run under `valgrind --tool=cachegrind` twice (with `games` and
 * with 0), the difference is the instructions the warm games took: a count
 * that another process on the machine cannot change, where CPU time on a
 * shared machine swings by more than a round of speed work.
 *
 *   node playout-count.mjs <case key> <games> <warm>
 */
import { playerOf, RATE_CASES } from './rate-cases';

const [key, games = '0', warm = '0'] = process.argv.slice(2);
const c = RATE_CASES.find((one) => one.key === key);
if (!c) throw new Error(`No case « ${key} »: ${RATE_CASES.map((one) => one.key).join(', ')}`);
const play = await playerOf(c);
if (Number(warm) > 0) play('warm-up', Number(warm));
if (Number(games) > 0) play('rate', Number(games));
