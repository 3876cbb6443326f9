import { describe, expect, it } from 'vitest';
import { tally } from '../../src/engine/vote';

// The tally's order is part of every seeded game: the ranking decides ties (first-voted first) and the counts'
// keys are written into the vote's event data in first-voted order.
describe('a tally’s order', () => {
  it('ranks by votes, ties in first-voted order, and keeps the counts’ keys in first-voted order', () => {
    const t = tally(
      [
        { voter: 'a', target: 'w', weight: 1 },
        { voter: 'b', target: 'x', weight: 1 },
        { voter: 'c', target: 'y', weight: 2 },
        { voter: 'd', target: 'x', weight: 2 },
        { voter: 'e', target: 'z', weight: 3 },
        { voter: 'f', target: 'w', weight: 0 },
      ],
      { v: -1, y: 1 },
    );
    expect(t.ranking).toEqual([
      { id: 'x', votes: 3 },
      { id: 'y', votes: 3 },
      { id: 'z', votes: 3 },
      { id: 'w', votes: 1 },
    ]);
    expect(t.leaders).toEqual(['x', 'y', 'z']);
    expect(t.top).toBe(3);
    expect(Object.keys(t.counts)).toEqual(['w', 'x', 'y', 'z', 'v']);
    expect(t.counts.v).toBe(-1);
    expect(JSON.stringify(t.counts)).toBe('{"w":1,"x":3,"y":3,"z":3,"v":-1}');
  });

  it('has no leader when every vote is blank or negative', () => {
    const t = tally([{ voter: 'a', target: null, weight: 2 }], { x: -1 });
    expect(t.leaders).toEqual([]);
    expect(t.ranking).toEqual([]);
    expect(t.top).toBe(0);
    expect(t.blank).toBe(2);
  });
});
