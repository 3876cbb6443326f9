/**
 * Three night and day calls ask a yes-or-no question before each reading
 * instead of building the list their prompt shows: Sesiano's call is inert
 * when no miracle is left to offer (000_a045abd3825f1297.txt:260-274), an
 * attack's when none of its camp can act (000:569-589), the candidates' when
 * every available player already holds a post (000:477). Each shortcut must
 * answer as the list would: checked at every state of random games, the
 * three modes, 4 to 40 players, random cards and invoked actions.
 */
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../src/engine';
import { loadRuleset } from '../../src/rulesets/registry';
import { available, partyHolder, health, postsOf } from '../../src/rulesets/quintebourg/queries';
import type { QGame } from '../../src/rulesets/quintebourg/types';
import { eachRandomState } from '../support/random-states';

const rules = await loadRuleset('quintebourg');
const GAMES = process.env.VEILLEUR_LONG ? 300 : 30;
const NO_MIRACLE = 'aucun miracle possible cette nuit (miracles utilisés, ou personne à relever)';
const NOBODY_FREE = 'personne sans poste pour postuler';

type Step = {
  inert?: (s: GameState, args?: unknown) => string | null;
  prompt: (s: GameState, args?: unknown) => { options?: unknown[] };
  wakes?: (s: GameState) => unknown[];
};
const step = (id: string): Step => (rules.steps as unknown as Record<string, Step>)[id]!;

/** What each shortcut said against what the list says, at one state; the count of states where each was asked. */
function check(s: QGame, seen: Record<string, number>): void {
  const me = partyHolder(s, 'sesiano');
  if (me && health(s, me) !== 'M') {
    seen.sesiano!++;
    const options = step('sesiano').prompt(s).options!.length;
    expect({ seq: s.seq, inert: step('sesiano').inert!(s) === NO_MIRACLE }).toEqual({
      seq: s.seq,
      inert: options === 1,
    });
  }
  for (const camp of s.rs.mode === 'M' ? ['geometres'] : ['reptiliens']) {
    seen.attack!++;
    const nobody = /^aucun .* ne peut agir$/.test(step(camp).inert!(s) ?? '');
    expect({ seq: s.seq, camp, nobody }).toEqual({ seq: s.seq, camp, nobody: step(camp).wakes!(s).length === 0 });
  }
  const vacant = Object.keys(s.posts).find((p) => s.posts[p] === null);
  if (vacant) {
    seen.candidatures!++;
    const free = s.order.filter((id) => available(s, id) && postsOf(s, id).length === 0);
    expect({ seq: s.seq, nobody: step('candidatures').inert!(s, { post: vacant }) === NOBODY_FREE }).toEqual({
      seq: s.seq,
      nobody: free.length === 0,
    });
  }
}

describe('a call’s inert reason asked without its list', () => {
  for (const mode of ['V', 'M', 'E']) {
    it(`mode ${mode}: answers as the list does, at every state of random games`, () => {
      const seen: Record<string, number> = { sesiano: 0, attack: 0, candidatures: 0 };
      eachRandomState<QGame>(rules, GAMES, { mode }, 'inert', (s) => check(s, seen));
      // Each shortcut was asked, not only skipped.
      expect(seen.sesiano).toBeGreaterThan(0);
      expect(seen.attack).toBeGreaterThan(0);
      expect(seen.candidatures).toBeGreaterThan(0);
    }, 300_000);
  }
});
