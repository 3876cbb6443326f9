/**
 * Every step and action of every ruleset has one shape (`oneShape` in
 * `engine/step.ts`, applied by `withRules`): the engine's reads of a
 * definition stay fast only while no definition brings a field of its own.
 * A definition's fields and behaviour are what the ruleset wrote.
 */
import { describe, expect, it } from 'vitest';
import { oneShape } from '../../src/engine/step';
import { loadRuleset, PLAYABLE } from '../../src/rulesets/registry';

const SHAPE = Object.keys(oneShape({}));

describe('the one shape of a call’s definition', () => {
  it('is every ruleset’s steps’ and actions’ (no field outside it)', async () => {
    for (const { id } of PLAYABLE) {
      const rules = await loadRuleset(id);
      for (const [name, def] of [...Object.entries(rules.steps), ...Object.entries(rules.actions ?? {})])
        expect(Object.keys(def as object), `${id} ${name}`).toEqual(SHAPE);
    }
  });

  it('keeps what the definition gives, absent fields undefined, and a field of its own after the rest', () => {
    const when = () => true;
    const d = oneShape({ id: 'x', title: 'X', when, extra: 1 });
    expect(d.when).toBe(when);
    expect(d.id).toBe('x');
    expect(d.enter).toBeUndefined();
    expect(Object.keys(d)).toEqual([...SHAPE, 'extra']);
    expect(d.extra).toBe(1);
  });
});
