/**
 * The games already played on a screen, per setup (its cards included):
 * game i of a setup is always the same game, so the counts of games 0 to n
 * of a run, or of an earlier « Équilibrer », spare playing them again. Only
 * runs from game 0 on are kept, each setup's games one unbroken stretch.
 */
import type { BalanceSetup } from './games';
import { merge, type Tally } from './tally';

/** What tells one setup's games from another's (game i of a setup is always the same game). */
export const setupKey = (s: BalanceSetup): string =>
  JSON.stringify([s.rulesetId, s.options, s.players, s.cards, s.seed, s.policy, s.invokeRate ?? 0]);

export class Played {
  private readonly tallies = new Map<string, Tally>();

  /** The counts of games 0 to `tally.games` (excluded) of `setup`, if any were played. */
  get(setup: BalanceSetup): Tally | undefined {
    return this.tallies.get(setupKey(setup));
  }

  /** Games `from` to `from + tally.games` of `setup`: kept when they go on from those kept, or outnumber them from 0. */
  add(setup: BalanceSetup, from: number, tally: Tally): void {
    const key = setupKey(setup);
    const before = this.tallies.get(key);
    const kept = before?.games ?? 0;
    if (tally.games === 0) return;
    if (from === kept) this.tallies.set(key, before ? merge(before, tally) : tally);
    else if (from === 0 && tally.games > kept) this.tallies.set(key, tally);
  }
}
