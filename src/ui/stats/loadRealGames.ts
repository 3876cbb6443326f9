/**
 * The finished games on this device (played here or imported), replayed to
 * their end: what « Statistiques » counts. A game that no longer replays (a
 * damaged log) is left out and counted, never shown wrong.
 */
import { replay, type AnyRuleset } from '../../engine';
import type { RealGame } from '../../balance/real-games';
import { loadRuleset } from '../../rulesets/registry';
import { listGames, loadStoredGame } from '../../storage';

export interface RealGames {
  games: RealGame[];
  rules: Map<string, AnyRuleset>;
  /** Finished games that could not be read or replayed. */
  unreadable: number;
}

export async function loadRealGames(): Promise<RealGames> {
  const rules = new Map<string, AnyRuleset>();
  const games: RealGame[] = [];
  let unreadable = 0;
  for (const stored of await listGames()) {
    if (stored.status !== 'ended') continue;
    try {
      const loaded = await loadStoredGame(stored.id);
      if (!loaded) continue;
      let r = rules.get(stored.rulesetId);
      if (!r) {
        r = await loadRuleset(stored.rulesetId);
        rules.set(r.id, r);
      }
      const replayed = replay(r, loaded.game.setup, loaded.answers);
      if (!replayed.ok || !replayed.value.state.ended) {
        unreadable++;
        continue;
      }
      games.push({ setup: loaded.game.setup, state: replayed.value.state, calls: loaded.answers.length });
    } catch {
      unreadable++;
    }
  }
  return { games, rules, unreadable };
}
