/**
 * A stale answer names the call it aimed at by its title (« Cette réponse
 * vise « … », mais l’appel en cours est « … » », `engine/apply.ts`), so two
 * steps of one ruleset must not share a title (issue 23): the MJ could not
 * tell which call the screen was on.
 */
import { describe, expect, it } from 'vitest';
import { PLAYABLE } from '../../src/rulesets/registry';

/** The groups of step ids that share a title, each sorted. */
function sharedTitles(steps: Readonly<Record<string, { title: string }>>): string[][] {
  const byTitle = new Map<string, string[]>();
  for (const [id, def] of Object.entries(steps)) byTitle.set(def.title, [...(byTitle.get(def.title) ?? []), id]);
  return [...byTitle.values()].filter((ids) => ids.length > 1).map((ids) => [...ids].sort());
}

describe('step titles are unique per ruleset', () => {
  it.each(PLAYABLE.map((info) => [info.id, info] as const))('%s', async (id, info) => {
    const rules = await info.load!();
    const shared = sharedTitles(rules.steps as Readonly<Record<string, { title: string }>>);
    expect(shared).toEqual([]);
  });
});
