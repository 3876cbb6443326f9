/**
 * Each ruleset's name by id, with nothing else: the home screen lists saved
 * games by their book's name, and importing the registry for that would pull
 * the engine and the code the rule books share into the first load.
 * registry.ts reads its names from here, so there is one list.
 */
export const RULESET_NAMES = {
  thiercelieux: 'Les Loups-Garous de Thiercelieux',
  quintebourg: 'Les gens étranges de Quinte-bourg',
  'quintebourg-revision': 'Quinte-bourg (révision)',
  lychantropia: 'Made in Lychantropia',
  newmilenium: 'NewMilenium remanié',
} as const;

/** A ruleset's name, or its id when Veilleur does not know it (a file from a later version). */
export function rulesetName(id: string): string {
  return Object.hasOwn(RULESET_NAMES, id) ? RULESET_NAMES[id as keyof typeof RULESET_NAMES] : id;
}
