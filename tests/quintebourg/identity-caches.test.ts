/**
 * The family's identity caches give the answers worked out afresh: on every
 * state of random 12-player games (the three modes of the original,
 * 000:18-48; the revision), each indexed query equals the same query asked
 * with identity caches off (as inside a resolution, engine/draft.ts), and so
 * do the end check and the invariants built on them.
 */
import { describe, expect, it } from 'vitest';
import type { AnyRuleset, GameState } from '../../src/engine';
import { withoutIdentityCaches } from '../../src/engine/draft';
import { simulate } from '../../src/cli/simulate';
import { seatsV } from './fixtures';
import { QuintebourgTable } from './table';
import { quintebourg } from '../../src/rulesets/quintebourg';
import { invariants } from '../../src/rulesets/quintebourg/invariants';
import { POSTS } from '../../src/rulesets/quintebourg/posts';
import { effectHolder, partyHolders, postsOf } from '../../src/rulesets/quintebourg/queries';
import type { QGame } from '../../src/rulesets/quintebourg/types';
import { stopReason } from '../../src/rulesets/quintebourg/win';
import { quintebourgRevision } from '../../src/rulesets/quintebourg-revision';
import { living } from '../../src/rulesets/quintebourg-revision/queries';
import type { RGame } from '../../src/rulesets/quintebourg-revision/types';
import { stopReason as revisionStop } from '../../src/rulesets/quintebourg-revision/win';

/** The states a few random games go through, each as the invariants see it (after every answer). */
function statesOf(rules: AnyRuleset, options: Record<string, string>, games: number): GameState[] {
  const states: GameState[] = [];
  const check = rules.invariants!;
  const watched: AnyRuleset = {
    ...rules,
    invariants: (s) => {
      states.push(s);
      return check(s);
    },
  };
  simulate(watched, { games, players: 12, seed: 'caches', options });
  return states;
}

const fresh = <T>(f: () => T): T => withoutIdentityCaches(f);

describe('identity caches, original', () => {
  for (const mode of ['V', 'M', 'E']) {
    it(`answer as the queries worked out afresh, mode ${mode}`, () => {
      // The ruleset's state type is its own: the engine's runs hand back the same objects.
      const states = statesOf(quintebourg, { mode }, 3) as unknown as QGame[];
      expect(states.length).toBeGreaterThan(100);
      for (const s of states) {
        const cards = [...new Set([...s.order.map((id) => s.players[id]!.role), 'personne'])];
        for (const card of cards) {
          expect(partyHolders(s, card)).toEqual(fresh(() => partyHolders(s, card)));
          // The holders' index is kept per game (queries/cards.ts), inside resolutions too: against the table itself.
          expect(partyHolders(s, card)).toEqual(s.order.filter((id) => s.players[id]!.role === card));
        }
        const effects = [...new Set([...s.order.map((id) => s.rs.cards[id]!.effect), 'personne'])];
        for (const card of effects) expect(effectHolder(s, card)).toEqual(fresh(() => effectHolder(s, card)));
        for (const id of s.order) {
          expect(postsOf(s, id)).toEqual(fresh(() => postsOf(s, id)));
          expect(POSTS.postsOf(s, id)).toEqual(fresh(() => POSTS.postsOf(s, id)));
        }
        expect(stopReason(s)).toEqual(fresh(() => stopReason(s)));
        expect(invariants(s)).toEqual(fresh(() => invariants(s)));
      }
    });
  }
});

describe('party card holders, one index per game', () => {
  it('is built from a finished state only, and the invariant tells a card changed after the deal', () => {
    // A game of its own (its setup was never indexed): the seats of fixtures.ts, Ana holding the Sesiano card.
    const s: QGame = new QuintebourgTable({ seats: seatsV() }).state;
    const [first] = s.order;
    const card = s.players[first!]!.role;
    // Inside a resolution, before any finished state was indexed: a role written there is read as it is.
    withoutIdentityCaches(() => {
      const changed: QGame = { ...s, players: { ...s.players, [first!]: { ...s.players[first!]!, role: 'personne' } } };
      expect(partyHolders(changed, 'personne')).toEqual([first]);
    });
    expect(partyHolders(s, card)).toContain(first);
    expect(partyHolders(s, 'personne')).toEqual([]);
    // The index relies on roles staying as dealt: a state where one changed breaks an invariant.
    const swapped: QGame = { ...s, players: { ...s.players, [first!]: { ...s.players[first!]!, role: 'personne' } } };
    expect(invariants(swapped)).toContain(`${first} holds personne, dealt ${card}`);
  });
});

describe('identity caches, revision', () => {
  it('answer as the queries worked out afresh', () => {
    const states = statesOf(quintebourgRevision, {}, 3) as unknown as RGame[];
    expect(states.length).toBeGreaterThan(100);
    for (const s of states) {
      expect(living(s)).toEqual(fresh(() => living(s)));
      expect(revisionStop(s)).toEqual(fresh(() => revisionStop(s)));
    }
  });
});
