import { type AnyRuleset, own, type Policy } from '../engine';
import { RULESET_NAMES } from './names';
/**
 * The rulesets Veilleur knows: the one list the app, the CLI, the bench and
 * the tests read. Adding a ruleset is one line here plus its folder (see
 * docs/rulesets/anatomy.md). Each module loads lazily (dynamic import), so the
 * app's first screen does not pay for rule books it does not use.
 */

export interface RulesetInfo {
  id: string;
  name: string;
  /** Absent while its issue is open: listed, but a game cannot be started with it. */
  load?: () => Promise<AnyRuleset>;
  /** Its « informed » simulated players (`<id>/policy.ts`), for the balance lab. */
  informed?: () => Promise<Policy>;
}

export const RULESETS: readonly RulesetInfo[] = [
  {
    id: 'thiercelieux',
    name: RULESET_NAMES.thiercelieux,
    load: () => import('./thiercelieux').then((m) => m.thiercelieux),
    informed: () => import('./thiercelieux/policy').then((m) => m.informed),
  },
  {
    id: 'quintebourg',
    name: RULESET_NAMES.quintebourg,
    load: () => import('./quintebourg').then((m) => m.quintebourg),
    informed: () => import('./quintebourg/policy').then((m) => m.informed),
  },
  {
    id: 'quintebourg-revision',
    name: RULESET_NAMES['quintebourg-revision'],
    load: () => import('./quintebourg-revision').then((m) => m.quintebourgRevision),
  },
  {
    id: 'lychantropia',
    name: RULESET_NAMES.lychantropia,
    load: () => import('./lychantropia').then((m) => m.lychantropia),
  },
  {
    id: 'newmilenium',
    name: RULESET_NAMES.newmilenium,
    load: () => import('./newmilenium').then((m) => m.newmilenium),
  },
];

/** Whether a game can be started with this ruleset. */
export const isPlayable = (info: RulesetInfo): boolean => info.load !== undefined;

/** The rulesets a game can be started with. */
export const PLAYABLE: readonly RulesetInfo[] = RULESETS.filter(isPlayable);

const byId: Record<string, RulesetInfo> = Object.fromEntries(RULESETS.map((r) => [r.id, r]));
const cache = new Map<string, AnyRuleset>();

/** Load a ruleset module; rejects with a French message for an unknown or unfinished one. */
export async function loadRuleset(id: string): Promise<AnyRuleset> {
  const hit = cache.get(id);
  if (hit) return hit;
  const info = own(byId, id);
  if (!info) throw new Error(`Règles inconnues : « ${id} ».`);
  if (!info.load) throw new Error(`Les règles « ${info.name} » ne sont pas encore jouables dans Veilleur.`);
  const rules = await info.load();
  cache.set(id, rules);
  return rules;
}

/** A ruleset's informed players; rejects with a French message where it has none. */
export async function loadInformed(id: string): Promise<Policy> {
  const info = own(byId, id);
  if (!info?.informed)
    throw new Error(
      `Pas de joueurs «\u00a0informés\u00a0» pour ces règles (${info?.name ?? id})\u00a0: seuls les joueurs au hasard sont simulés.`,
    );
  return info.informed();
}

/** Every playable ruleset, loaded (the CLI, the bench and the tests that go over all of them). */
export async function loadAll(): Promise<AnyRuleset[]> {
  return Promise.all(PLAYABLE.map((info) => loadRuleset(info.id)));
}
