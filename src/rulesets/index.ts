/**
 * The rulesets Veilleur knows. Each module loads lazily (dynamic import), so
 * the app's first screen does not pay for rule books it does not use.
 */
import type { AnyRuleset } from '../engine';

export interface RulesetInfo {
  id: string;
  name: string;
  /** False while its issue is open: listed, but a game cannot be started with it. */
  playable: boolean;
}

export const RULESETS: RulesetInfo[] = [
  { id: 'thiercelieux', name: 'Les Loups-Garous de Thiercelieux', playable: true },
  { id: 'quintebourg', name: 'Les gens étranges de Quinte-bourg', playable: true },
  { id: 'quintebourg-revision', name: 'Quinte-bourg (révision)', playable: false },
  { id: 'lychantropia', name: 'Made in Lychantropia', playable: true },
  { id: 'newmilenium', name: 'NewMilenium remanié', playable: false },
];

const loaders: Record<string, () => Promise<AnyRuleset>> = {
  thiercelieux: () => import('./thiercelieux').then((m) => m.thiercelieux as AnyRuleset),
  lychantropia: () => import('./lychantropia').then((m) => m.lychantropia as AnyRuleset),
  quintebourg: () => import('./quintebourg').then((m) => m.quintebourg as AnyRuleset),
};

const cache = new Map<string, AnyRuleset>();

/** Load a ruleset module; rejects with a French message for an unknown or unfinished one. */
export async function loadRuleset(id: string): Promise<AnyRuleset> {
  const hit = cache.get(id);
  if (hit) return hit;
  const load = loaders[id];
  if (!load) {
    const info = RULESETS.find((r) => r.id === id);
    throw new Error(info ? `Les règles « ${info.name} » ne sont pas encore jouables dans Veilleur.` : `Règles inconnues : « ${id} ».`);
  }
  const rules = await load();
  cache.set(id, rules);
  return rules;
}
