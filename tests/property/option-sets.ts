/**
 * Random games with whole option sets (issue 26): the bugs random runs missed
 * needed several options together and powers invoked between calls. Each game
 * draws its own setup: every option at a random value (any value of a choice,
 * any whole number of a number option, its bounds more often), 4 to 40 players
 * within the book's limits, the suggested or a random composition, and
 * invocations before 0, 2 or 5 % of the calls. Every game must finish with no
 * error (an internal error, or a call no random answer satisfied) and no
 * broken invariant. A failure prints the `simulate` line that plays that very
 * game (game 0 of its seed).
 */
import { expect, it } from 'vitest';
import type { AnyRuleset, OptionDef } from '../../src/engine';
import { nextInt, seedRng } from '../../src/engine/random';
import type { RngState } from '../../src/engine/types';
import { RANDOM_POLICY } from '../../src/engine/policy';
import { balanceSetup, type SimulateArgs } from '../../src/cli/simulate';
import { playGame } from '../../src/balance/games';
import { LONG } from './runs';

/** Games per ruleset: `VEILLEUR_GAMES` when set (a shorter long run), else 100 000 long and 6 short. */
export function optionSetGames(): number {
  const asked = Number(process.env.VEILLEUR_GAMES);
  if (Number.isInteger(asked) && asked > 0) return asked;
  return LONG ? 100_000 : 6;
}

const INVOCATIONS = [0, 0.02, 0.05] as const;

/** One option's value, as the CLI takes it. */
function drawValue(o: OptionDef, rng: RngState): string {
  switch (o.type) {
    case 'boolean':
      return nextInt(rng, 2) === 0 ? 'true' : 'false';
    case 'choice': {
      const choices = o.choices ?? [];
      return choices[nextInt(rng, choices.length)]!.value;
    }
    case 'number': {
      const min = o.min ?? 0;
      const max = o.max ?? min;
      // The bounds a quarter of the time each: where off-by-one rules break.
      const pick = nextInt(rng, 4);
      return String(pick === 0 ? min : pick === 1 ? max : min + nextInt(rng, max - min + 1));
    }
  }
}

/** Game `k`'s setup, as `simulate` arguments: every option drawn, the table, the cards, the invocations. */
export function drawnArgs(rules: AnyRuleset, k: number): SimulateArgs {
  const seed = `wide-${rules.id}-${k}`;
  const rng = seedRng(`${seed}/setup`);
  const lo = Math.max(4, rules.minPlayers);
  const hi = Math.min(40, rules.maxPlayers);
  const options: Record<string, string> = {};
  for (const o of rules.options) options[o.id] = drawValue(o, rng);
  if (nextInt(rng, 2) === 0) options.composition = 'random-all';
  return {
    games: 1,
    players: lo + nextInt(rng, hi - lo + 1),
    seed,
    options,
    invokeRate: INVOCATIONS[nextInt(rng, INVOCATIONS.length)]!,
  };
}

/** The command line that plays game `k` again. */
export function commandOf(rules: AnyRuleset, a: SimulateArgs): string {
  const opts = Object.entries(a.options).map(([key, v]) => ` --option ${key}=${v}`);
  return `simulate --ruleset ${rules.id} --players ${a.players} --games 1 --seed ${a.seed}${opts.join('')} --invocations ${a.invokeRate}`;
}

export interface OptionSetRun {
  games: number;
  seconds: number;
  problems: string[];
}

/** Play games `from` to `to` (excluded) of the ruleset's drawn setups. */
export function playOptionSets(rules: AnyRuleset, from: number, to: number): OptionSetRun {
  const problems: string[] = [];
  const start = performance.now();
  for (let k = from; k < to; k++) {
    const args = drawnArgs(rules, k);
    const setup = balanceSetup(rules, args, 'random');
    const g = playGame(rules, setup, 0, RANDOM_POLICY, 'every');
    const issues = [...g.errors, ...g.violations, ...(g.finished ? [] : ['unfinished'])];
    if (issues.length > 0 && problems.length < 20) problems.push(`${commandOf(rules, args)}: ${issues.join(' ; ')}`);
  }
  return { games: to - from, seconds: (performance.now() - start) / 1000, problems };
}

export function optionSets(rules: AnyRuleset): void {
  const games = optionSetGames();
  it(
    `random whole option sets, ${games} games: no error, no broken invariant, every game finished`,
    () => {
      const run = playOptionSets(rules, 0, games);
      // The figure the README's estimate of the long mode is computed from.
      if (LONG || process.env.VEILLEUR_GAMES)
        console.info(
          `${rules.id}: ${run.games} games in ${run.seconds.toFixed(1)} s, ${(run.games / run.seconds).toFixed(1)} games/s`,
        );
      expect(run.problems).toEqual([]);
    },
    // The slowest books play about 7 games a second on a loaded machine: the time allowed follows the count.
    Math.max(120_000, games * 400),
  );
}
