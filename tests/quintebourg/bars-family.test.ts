/**
 * The family's shared calls (src/rulesets/quintebourg-family) as the original
 * edition plays them: a refused answer names the rule on its line of
 * 000_a045abd3825f1297.txt, where the revision's name 001's
 * (tests/quintebourg-revision/bars-family.test.ts). The call under test is
 * put at the head of the agenda, as its trigger would.
 */
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import type { Json } from '../../src/engine';
import { DAY_POSTS, hurt, seatsV } from './fixtures';
import { QuintebourgTable as Table } from './table';

/** The rule a refusal names (it must be a refusal by a bar, not the engine's bare « ne peut pas être désigné·e ici »). */
function ruleOf(out: { kind: string; reason?: string; rule?: string }): string | undefined {
  expect(out.kind).toBe('refused');
  expect(out.reason).not.toContain('ne peut pas être désigné·e ici');
  return out.rule;
}

/** Test scaffolding: the call `step` comes now, with `args` (names stand for ids), as its trigger would put it. */
function callNow(t: Table, step: string, args?: unknown): void {
  const value: Json | undefined = args === undefined ? undefined : t.value(args);
  t.setState(
    produce(t.state, (d) => {
      d.agenda.unshift(value === undefined ? { step } : { step, args: value });
    }),
  );
  expect(t.step).toBe(step);
}

describe('the family’s bars in the original edition', () => {
  it('name 000’s lines: the gift (000:561), the bequest (000:501), the tie (000:509), the tribunal (000:513)', () => {
    const t = new Table({ seats: seatsV(), posts: DAY_POSTS });
    t.until('aube');
    callNow(t, 'don-a', { from: 'Ana' });
    expect(ruleOf(t.rejection('don-a', ['Ana']))).toBe('000:561');
    hurt(t, 'Farid', 'M');
    t.setState(
      produce(t.state, (d) => {
        d.rs.coins.estates[t.id('Farid')] = 2;
      }),
    );
    callNow(t, 'heritage', { from: 'Farid' });
    expect(ruleOf(t.rejection('heritage', ['Hugo']))).toBe('000:501');
    callNow(t, 'egalite', { tied: ['Emma', 'Bruno'], ranking: [] });
    expect(ruleOf(t.rejection('egalite', ['Ana']))).toBe('000:509');
    callNow(t, 'tribunal-choix', { sure: [], tied: ['Emma', 'Bruno'], need: 1 });
    expect(ruleOf(t.rejection('tribunal-choix', ['Ana']))).toBe('000:513');
  });

  it('the married ask nobody while their spouse stands (000:632)', () => {
    const t = new Table({ seats: seatsV(), posts: DAY_POSTS });
    t.until('aube');
    t.setState(
      produce(t.state, (d) => {
        d.rs.spouses = [{ pair: [t.id('Ana'), t.id('Bruno')], home: t.id('Ana') }];
      }),
    );
    callNow(t, 'mariages');
    expect(ruleOf(t.rejection('mariages', ['Ana']))).toBe('000:632');
  });
});
