/**
 * `simulate` over every option of a ruleset (issue 16): the default setup and
 * each value of each option, 5 to 30 players (within the ruleset's limits),
 * the suggested composition and random ones, players invoking their actions
 * before 5 % of the calls. Every game must finish with no error and no broken
 * invariant. The short mode takes the smallest and largest tables; the long mode
 * (`npm run test:long`) takes them all.
 */
import { expect, it } from 'vitest';
import type { AnyRuleset } from '../../src/engine';
import { simulate } from '../../src/cli/simulate';
import { LONG, TIMEOUT } from './runs';

/** The default setup, then one option at a time at each of its values (a number at its bounds). */
export function optionVariants(rules: AnyRuleset): Record<string, string>[] {
  const out: Record<string, string>[] = [{}];
  for (const o of rules.options) {
    const values =
      o.type === 'boolean'
        ? ['true', 'false']
        : o.type === 'choice'
          ? (o.choices ?? []).map((c) => String(c.value))
          : [String(o.min ?? 0), String(o.max ?? 5)];
    for (const v of values) out.push({ [o.id]: v });
  }
  return out;
}

function playerCounts(rules: AnyRuleset): number[] {
  const lo = Math.max(5, rules.minPlayers);
  const hi = Math.min(30, rules.maxPlayers);
  const all = Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
  // The short mode plays the extremes: the random option sets (option-sets.ts) draw the sizes between.
  return LONG ? all : [lo, hi];
}

export function simulateSweep(rules: AnyRuleset): void {
  it(
    'simulate runs clean for every option, 5 to 30 players, with invocations',
    () => {
      const problems: string[] = [];
      let games = 0;
      for (const [v, options] of optionVariants(rules).entries())
        for (const players of playerCounts(rules))
          for (const composition of ['suggested', 'random-all']) {
            // The short mode plays one game per case, alternating the composition.
            if (!LONG && (v + players) % 2 === (composition === 'suggested' ? 1 : 0)) continue;
            const seed = `sweep-${rules.id}-${JSON.stringify(options)}-${players}-${composition}`;
            const r = simulate(rules, {
              games: LONG ? 3 : 1,
              players,
              seed,
              options: { ...options, composition },
              invokeRate: 0.05,
            });
            games += r.games;
            if (r.errors > 0 || r.invariantViolations > 0 || r.finished < r.games)
              problems.push(
                `${players} joueurs, ${JSON.stringify(options)}, ${composition}: ${JSON.stringify(r.samples)} (${r.finished}/${r.games} finies)`,
              );
          }
      expect(problems).toEqual([]);
      expect(games).toBeGreaterThan(0);
    },
    TIMEOUT,
  );
}
