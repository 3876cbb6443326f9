/**
 * The games already played on a screen, per setup (its cards included):
 * game i of a setup is always the same game, so the counts of games 0 to n
 * of a run, of games played ahead or of an earlier « Équilibrer » spare
 * playing them again. Only counts from game 0 on are kept: for each setup,
 * those of games 0 to n for every n a stretch ended at (« Équilibrer »
 * judges each round on exactly its games: `get`'s `atMost`).
 */
import type { BalanceSetup } from './games';
import { merge, type Tally } from './tally';

/** What tells one setup's games from another's (game i of a setup is always the same game). */
export const setupKey = (s: BalanceSetup): string =>
  JSON.stringify([s.rulesetId, s.options, s.players, s.cards, s.seed, s.policy, s.invokeRate ?? 0]);

export class Played {
  /** Per setup, the counts of games 0 to n kept, n rising. */
  private readonly tallies = new Map<string, Tally[]>();

  /** The counts of games 0 to n of `setup` for the largest n kept that is at most `atMost`, if any. */
  get(setup: BalanceSetup, atMost = Infinity): Tally | undefined {
    return this.getKey(setupKey(setup), atMost);
  }

  /** `get` by the setup's key (`setupKey`), made once by a caller that needs it too. */
  getKey(key: string, atMost = Infinity): Tally | undefined {
    const kept = this.tallies.get(key) ?? [];
    let best: Tally | undefined;
    for (const t of kept) if (t.games <= atMost) best = t;
    return best;
  }

  /** Games `from` to `from + tally.games` of `setup`: kept when they go on from counts kept (or from game 0). */
  add(setup: BalanceSetup, from: number, tally: Tally): void {
    if (tally.games === 0) return;
    const key = setupKey(setup);
    const kept = this.tallies.get(key) ?? [];
    const before = from === 0 ? null : kept.find((t) => t.games === from);
    if (before === undefined) return;
    const total = before ? merge(before, tally) : tally;
    if (kept.some((t) => t.games === total.games)) return;
    this.tallies.set(
      key,
      [...kept, total].sort((x, y) => x.games - y.games),
    );
  }
}

/**
 * « Équilibrer »'s `known` over a screen's games: the village's wins of a
 * composition's games 0 to n, n at most the round's games, except for the
 * cards chosen, whose run on screen (`shown` games) counts whole.
 */
export function knownOn(
  played: Played,
  base: BalanceSetup,
  village: string,
  shown: number,
): (cards: string[], games: number) => { wins: number; games: number } | undefined {
  const start = setupKey(base);
  return (cards, games) => {
    const key = setupKey({ ...base, cards });
    const t = played.getKey(key, key === start ? Math.max(games, shown) : games);
    return t && { wins: t.wins[village] ?? 0, games: t.games };
  };
}
