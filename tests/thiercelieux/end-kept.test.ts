/**
 * The engine keeps the end check's « no end » while the parts Thiercelieux
 * declares it reads (`endReads`: the table, the setup and five entries of
 * `rs`) are the same objects (`engine/end-check.ts`): a state that differs
 * only in one of those entries must be checked anew, one that differs only in
 * the night's or the day's record need not be.
 */
import { describe, expect, it } from 'vitest';
import type { AnyRuleset, GameState } from '../../src/engine';
import { endOf } from '../../src/engine/end-check';
import { loadRuleset } from '../../src/rulesets/registry';
import type { TGame } from '../../src/rulesets/thiercelieux/types';
import { seated } from './fixtures';
import { village } from './table';

const thiercelieux = await loadRuleset('thiercelieux');

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

/** The same game but for entries of `rs`: the players, the seating and the setup are the very same objects. */
function withRs(s: TGame, rs: Partial<TGame['rs']>): GameState {
  return { ...s, rs: { ...s.rs, ...rs } } as unknown as GameState;
}

/** Thiercelieux's rules with its declaration, counting the checks the engine asks. */
function counted(): { rules: AnyRuleset; checks: () => number } {
  let n = 0;
  const rules: AnyRuleset = { ...thiercelieux, checkEnd: (s) => (n++, thiercelieux.checkEnd(s)) };
  return { rules, checks: () => n };
}

describe('the end check kept between answers', () => {
  it('is asked again when only the couple changed: the bond restored, the lovers win (004:236)', () => {
    const { s } = lastCouple();
    const { rules } = counted();
    // Without the bond, a wolf and a villager alone: no end.
    expect(endOf(rules, withRs(s, { lovers: null }))).toBeNull();
    expect(endOf(rules, s as unknown as GameState)?.camps).toEqual(['amoureux']);
  });

  it('is asked again when only the enemies changed (004:511), not when only the night changed', () => {
    const { s, bruno, chloe } = lastCouple();
    const { rules, checks } = counted();
    expect(endOf(rules, withRs(s, { lovers: null }))).toBeNull();
    expect(checks()).toBe(1);
    // A new night record, every declared entry the same object: the answer kept.
    expect(endOf(rules, withRs(s, { lovers: null, night: { ...s.rs.night } }))).toBeNull();
    expect(checks()).toBe(1);
    // The enemies written: asked again.
    expect(endOf(rules, withRs(s, { lovers: null, enemies: [bruno, chloe] }))).toBeNull();
    expect(checks()).toBe(2);
  });
});
