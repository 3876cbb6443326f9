import type { AnyRuleset, GameState } from '../../engine';
import { createStoredGame } from '../../storage';
import { ensurePersistence } from './persistence';
import { summarize } from './summary';

/** Store a freshly created game (its setup, no answer yet) and return its id. */
export async function storeNewGame(rules: AnyRuleset, state: GameState, title: string): Promise<string> {
  const id = await createStoredGame(state.setup, title, summarize(rules, state).summary);
  // Persistence is asked once there is something worth keeping; a refusal changes nothing else.
  await ensurePersistence().catch(() => undefined);
  return id;
}
