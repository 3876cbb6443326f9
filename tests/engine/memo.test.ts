/**
 * The engine's identity caches (engine/memo.ts), as the Quintebourg family uses them: an index is
 * kept per immutable part of a finished state, and none is handed out while
 * the part may still change under its identity (an immer draft, a playout's
 * resolution on private copies: engine/draft.ts); the answers are the same
 * with the index and without it.
 */
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { withoutIdentityCaches } from '../../src/engine/draft';
import { indexed, indexed2 } from '../../src/engine/memo';
import { postsHeldBy } from '../../src/rulesets/quintebourg-family/posts';

type Posts = Record<string, string | null>;

/** An index of a posts record that counts how often it is really built. */
function counted() {
  let builds = 0;
  const count = (posts: Posts) => {
    builds++;
    return Object.keys(posts).length;
  };
  return { size: (posts: Posts) => indexed(count, posts), builds: () => builds };
}

describe('indexed', () => {
  it('builds once per part of a finished state, again for another part', () => {
    const { size, builds } = counted();
    const a = { president: 'ana' };
    expect(size(a)).toBe(1);
    expect(size(a)).toBe(1);
    expect(builds()).toBe(1);
    // An equal record of another identity is another part (a state after an answer).
    expect(size({ president: 'ana', chef: null })).toBe(2);
    expect(builds()).toBe(2);
  });

  it('gives no index of a draft, whose content changes under its identity', () => {
    const { size, builds } = counted();
    produce({ president: 'ana' } as Posts, (draft) => {
      expect(size(draft)).toBeNull();
    });
    expect(builds()).toBe(0);
  });

  it('gives none while a resolution writes private copies, and indexes the part as it is once final', () => {
    const { size, builds } = counted();
    const copy: Posts = { president: 'ana' };
    withoutIdentityCaches(() => {
      expect(size(copy)).toBeNull();
      copy.chef = 'bob';
    });
    expect(size(copy)).toBe(2);
    expect(size(copy)).toBe(2);
    expect(builds()).toBe(1);
  });
});

describe('indexed2', () => {
  it('keys by both parts: a new seating or a new record builds again', () => {
    let builds = 0;
    const medecins = (order: readonly string[], roles: Record<string, string>) => {
      builds++;
      return order.filter((id) => roles[id] === 'medecin');
    };
    const holders = (order: readonly string[], roles: Record<string, string>) => indexed2(medecins, order, roles);
    const order = ['ana', 'bob'];
    const roles = { ana: 'medecin', bob: 'seth' };
    expect(holders(order, roles)).toEqual(['ana']);
    expect(holders(order, roles)).toBe(holders(order, roles));
    expect(builds).toBe(1);
    expect(holders(['bob', 'ana'], roles)).toEqual(['ana']);
    expect(holders(order, { ana: 'seth', bob: 'medecin' })).toEqual(['bob']);
    expect(builds).toBe(3);
    // Inside a resolution: the answer kept for finished parts still holds (they are never written), a new part gets none.
    expect(withoutIdentityCaches(() => holders(order, roles))).toEqual(['ana']);
    expect(withoutIdentityCaches(() => holders([...order], roles))).toBeNull();
    expect(builds).toBe(3);
  });
});

describe('postsHeldBy', () => {
  const posts: Posts = { president: 'ana', scrutateur: 'bob', senateur: 'ana', chef: null };

  it('lists a holder’s posts in the posts’ order, vacant posts aside', () => {
    expect(postsHeldBy(posts, 'ana')).toEqual(['president', 'senateur']);
    expect(postsHeldBy(posts, 'bob')).toEqual(['scrutateur']);
    expect(postsHeldBy(posts, 'cleo')).toEqual([]);
  });

  it('answers the same without the index (inside a resolution) as with it', () => {
    const copy = { ...posts };
    for (const id of ['ana', 'bob', 'cleo'])
      expect(withoutIdentityCaches(() => postsHeldBy(copy, id))).toEqual(postsHeldBy(posts, id));
  });
});
