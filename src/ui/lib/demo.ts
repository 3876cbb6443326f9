/**
 * The one-tap demo: 8 named players, the suggested composition, cards dealt
 * from a random seed. It lands on the first call of night 1.
 */
import { createGame, normalizeOptions, type GameSetup } from '../../engine';
import { loadRuleset } from '../../rulesets/registry';
import { randomSeed } from './random';
import { storeNewGame } from './startGame';

export const DEMO_PLAYERS = ['Alice', 'Bruno', 'Chloé', 'David', 'Emma', 'Félix', 'Gaëlle', 'Hugo'];
export const DEMO_TITLE = 'Partie de démonstration';

export async function createDemoGame(): Promise<string> {
  const rules = await loadRuleset('thiercelieux');
  const options = normalizeOptions(rules, {});
  if (!options.ok) throw new Error(options.error);
  const setup: GameSetup = {
    rulesetId: rules.id,
    options: options.value,
    players: DEMO_PLAYERS.map((name, i) => ({ id: `j${i + 1}`, name })),
    composition: rules.suggestComposition(DEMO_PLAYERS.length, options.value),
    seed: randomSeed(),
  };
  const created = createGame(rules, setup);
  if (!created.ok) throw new Error(created.error);
  return storeNewGame(rules, created.value, DEMO_TITLE);
}
