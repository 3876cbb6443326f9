/** A started game of the toy ruleset (four players), through the given writer: the engine tests' smallest game. */
import { startGameWith, type Writer } from '../../src/engine/apply';
import { COPY_ON_ACCESS } from '../../src/engine/copy-on-access';
import type { GameState } from '../../src/engine/types';
import { toy } from '../../src/rulesets/toy';

export function toyGame(seed: string, writer: Writer = COPY_ON_ACCESS): GameState {
  const players = ['Ana', 'Bruno', 'Chloé', 'David'].map((name, i) => ({ id: `p${i + 1}`, name }));
  const s = startGameWith(writer, toy, {
    rulesetId: toy.id,
    players,
    composition: toy.suggestComposition(4, {}),
    seed,
    options: {},
  });
  if (!s.ok) throw new Error(s.error);
  return s.value.state;
}
