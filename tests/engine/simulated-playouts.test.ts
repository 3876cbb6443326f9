/**
 * The simulator's playouts (`simulated`: events without their text, the log
 * grown in place): the same games as the fast playouts (answers, errors,
 * invariants, every part of the final state, every event of its log and its
 * data), only the text left out, which nobody reads there (`EventText`).
 */
import { setAutoFreeze } from 'immer';
import { describe, expect, it } from 'vitest';
import type { AnyRuleset } from '../../src/engine';
import type { GameEvent } from '../../src/engine/types';
import { playout } from '../../src/engine/playout';
import { lychantropia } from '../../src/rulesets/lychantropia';
import { newmilenium } from '../../src/rulesets/newmilenium';
import { quintebourg } from '../../src/rulesets/quintebourg';
import { quintebourgRevision } from '../../src/rulesets/quintebourg-revision';
import { thiercelieux } from '../../src/rulesets/thiercelieux';
import { fastCase } from './fast-support';

const withoutText = (events: readonly GameEvent[]) => events.map((e) => ({ ...e, text: undefined }));

/** Play `games` games both ways; how many events the fast playouts logged with a text the simulated ones left out. */
function textsLeftOut(rules: AnyRuleset, games: number): number {
  let left = 0;
  setAutoFreeze(false);
  try {
    for (let i = 0; i < games; i++) {
      const { setup, invokeRate } = fastCase(rules, i);
      const typeset = playout(rules, setup, `answers/${i}`, 2000, { invokeRate, fast: true });
      const raw = playout(rules, setup, `answers/${i}`, 2000, { invokeRate, fast: true, simulated: true });
      const same = (r: typeof raw) => ({
        game: i,
        answers: r.answers,
        errors: r.errors,
        violations: r.violations,
        replayed: r.replayed ?? false,
        state: JSON.stringify({ ...r.state, events: withoutText(r.state.events) }),
      });
      expect(same(raw)).toEqual(same(typeset));
      expect({ game: i, texts: raw.state.events.filter((e) => e.text !== '').map((e) => e.text) }).toEqual({
        game: i,
        texts: [],
      });
      left += typeset.state.events.filter((e) => e.text !== '').length;
    }
  } finally {
    setAutoFreeze(true);
  }
  return left;
}

describe('simulated playouts', () => {
  for (const [rules, games] of [
    [thiercelieux, 150],
    [quintebourg, 30],
    [quintebourgRevision, 30],
    [lychantropia, 30],
    [newmilenium, 30],
  ] as const)
    it(`play the same ${rules.id} games, only events' text left out`, () => {
      expect(textsLeftOut(rules, games)).toBeGreaterThan(0);
    }, 240_000);
});
