/**
 * The end check keeps its last answer while the table and the entries of
 * `rs` it reads are the same objects (`win.ts`, `lastValid`): a state that
 * differs only in one of those entries must be checked anew, and answer as a
 * fresh copy of itself does.
 */
import { describe, expect, it } from 'vitest';
import { checkEnd } from '../../src/rulesets/thiercelieux/win';
import type { TGame } from '../../src/rulesets/thiercelieux/types';
import { seated } from './fixtures';
import { village } from './table';

/** A wolf (Bruno) and a villager (Chloé) in love, the last two alive: their own camp wins. */
function lastCouple(): { s: TGame; bruno: string; chloe: string } {
  const t = village(seated(4, 'cupidon', 'loup-garou'));
  t.play('endormissement').play('cupidon', ['Bruno', 'Chloé']).play('amoureux').play('loups', ['Ana']).play('aube');
  t.play('election', t.voteAll('Bruno'))
    .play('debat')
    .play('vote', t.voteAll('David', { David: 'Bruno' }))
    .play('execution');
  return { s: t.state, bruno: t.id('Bruno'), chloe: t.id('Chloé') };
}

/** The same game but for one entry of `rs`: the players, the seating and the setup are the very same objects. */
function withRs(s: TGame, rs: Partial<TGame['rs']>): TGame {
  return { ...s, rs: { ...s.rs, ...rs } };
}

describe('the end check kept between answers', () => {
  it('is asked again when only the couple changed: a wolf and a villager alone, without the bond, is no end (004:236)', () => {
    const { s } = lastCouple();
    expect(checkEnd(s)?.camps).toEqual(['amoureux']);
    const apart = withRs(s, { lovers: null });
    expect(checkEnd(apart)).toBeNull();
    expect(checkEnd(apart)).toEqual(checkEnd(structuredClone(apart)));
    expect(checkEnd(s)?.camps).toEqual(['amoureux']);
  });

  it('is asked again when only the enemies changed: two enemies alive at the end are eliminated (004:511)', () => {
    const { s, bruno, chloe } = lastCouple();
    expect(checkEnd(s)?.winners).toEqual([bruno, chloe]);
    const enemies = withRs(s, { enemies: [bruno, chloe] });
    expect(checkEnd(enemies)?.winners).toEqual([]);
    expect(checkEnd(enemies)).toEqual(checkEnd(structuredClone(enemies)));
  });
});
