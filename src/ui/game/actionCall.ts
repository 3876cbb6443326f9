import type { AnyRuleset, GameState, Prompt } from '../../engine';

export interface ActionCall {
  id: string;
  title: string;
  line: string;
  prompt: Prompt;
}

/**
 * The prompt of an any-moment action. The engine's `availableActions` gives
 * only ids and titles, so this reads the ruleset's own `line` and `prompt`
 * (the same functions `apply` checks the answer against).
 */
export function actionCall(rules: AnyRuleset, state: GameState, id: string): ActionCall | null {
  const def = rules.actions?.[id];
  if (!def || !def.available(state)) return null;
  return { id, title: def.title, line: def.line(state), prompt: def.prompt(state) };
}
