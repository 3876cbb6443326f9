/**
 * The family's identity caches (quintebourg-family/memo.ts): a value is kept
 * per immutable part of a finished state, and worked out afresh whenever the
 * part may still change under its identity (an immer draft, a playout's
 * resolution on private copies: engine/draft.ts).
 */
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { withoutIdentityCaches } from '../../src/engine/draft';
import { memoByPart, memoByParts } from '../../src/rulesets/quintebourg-family/memo';
import { postsByHolder } from '../../src/rulesets/quintebourg-family/posts';

/** A memo of `size` that counts how often it really computes. */
function counted() {
  let calls = 0;
  const size = memoByPart((posts: Record<string, string | null>) => {
    calls++;
    return Object.keys(posts).length;
  });
  return { size, calls: () => calls };
}

describe('memoByPart', () => {
  it('computes once per part of a finished state, again for another part', () => {
    const { size, calls } = counted();
    const a = { president: 'ana' };
    expect(size(a)).toBe(1);
    expect(size(a)).toBe(1);
    expect(calls()).toBe(1);
    // An equal record of another identity is another part (a state after an answer).
    expect(size({ president: 'ana', chef: null })).toBe(2);
    expect(calls()).toBe(2);
  });

  it('never caches a draft, whose content changes under its identity', () => {
    const { size, calls } = counted();
    produce({ president: 'ana' } as Record<string, string | null>, (draft) => {
      expect(size(draft)).toBe(1);
      draft.chef = 'bob';
      expect(size(draft)).toBe(2);
    });
    expect(calls()).toBe(2);
  });

  it('never caches while a resolution writes private copies, nor hands out what it computed then', () => {
    const { size, calls } = counted();
    const copy: Record<string, string | null> = { president: 'ana' };
    withoutIdentityCaches(() => {
      expect(size(copy)).toBe(1);
      copy.chef = 'bob';
      expect(size(copy)).toBe(2);
    });
    // Once the resolution is over the part is final: computed from what it holds now, then kept.
    expect(size(copy)).toBe(2);
    expect(size(copy)).toBe(2);
    expect(calls()).toBe(3);
  });
});

describe('memoByParts', () => {
  it('keys by both parts: a new seating or a new record computes again', () => {
    let calls = 0;
    const holders = memoByParts((order: readonly string[], roles: Record<string, string>) => {
      calls++;
      return order.filter((id) => roles[id] === 'medecin');
    });
    const order = ['ana', 'bob'];
    const roles = { ana: 'medecin', bob: 'seth' };
    expect(holders(order, roles)).toEqual(['ana']);
    expect(holders(order, roles)).toBe(holders(order, roles));
    expect(calls).toBe(1);
    expect(holders(['bob', 'ana'], roles)).toEqual(['ana']);
    expect(holders(order, { ana: 'seth', bob: 'medecin' })).toEqual(['bob']);
    expect(calls).toBe(3);
    withoutIdentityCaches(() => holders(order, roles));
    expect(calls).toBe(4);
  });
});

describe('postsByHolder', () => {
  it('lists each holder’s posts in the posts’ order, vacant posts aside', () => {
    const byHolder = postsByHolder({ president: 'ana', scrutateur: 'bob', senateur: 'ana', chef: null });
    expect(byHolder.get('ana')).toEqual(['president', 'senateur']);
    expect(byHolder.get('bob')).toEqual(['scrutateur']);
    expect(byHolder.has('chef')).toBe(false);
    expect([...byHolder.keys()]).toEqual(['ana', 'bob']);
  });
});
