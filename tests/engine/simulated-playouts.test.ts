/**
 * The simulator's playouts (`simulated`: events' text left untypeset, the log
 * grown in place): the same games as the fast playouts (answers, errors,
 * invariants, every part of the final state, every event of its log and its
 * data), each event's text the one the rules wrote, which typesets to the
 * text the fast playout logged.
 */
import { setAutoFreeze } from 'immer';
import { describe, expect, it } from 'vitest';
import type { AnyRuleset } from '../../src/engine';
import type { GameEvent } from '../../src/engine/types';
import { playout } from '../../src/engine/playout';
import { typesetter } from '../../src/engine/typeset';
import { lychantropia } from '../../src/rulesets/lychantropia';
import { newmilenium } from '../../src/rulesets/newmilenium';
import { quintebourg } from '../../src/rulesets/quintebourg';
import { quintebourgRevision } from '../../src/rulesets/quintebourg-revision';
import { thiercelieux } from '../../src/rulesets/thiercelieux';
import { fastCase } from './fast-support';

const withoutText = (events: readonly GameEvent[]) => events.map((e) => ({ ...e, text: undefined }));

/** Play `games` games both ways; how many events were left with a text typesetting would change. */
function untypesetIn(rules: AnyRuleset, games: number): number {
  const set = typesetter(rules);
  let changed = 0;
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
      const texts = raw.state.events.map((e) => set(e.text));
      expect({ game: i, texts }).toEqual({ game: i, texts: typeset.state.events.map((e) => e.text) });
      changed += raw.state.events.filter((e, k) => e.text !== typeset.state.events[k]!.text).length;
    }
  } finally {
    setAutoFreeze(true);
  }
  return changed;
}

describe('simulated playouts', () => {
  for (const [rules, games] of [
    [thiercelieux, 150],
    [quintebourg, 30],
    [quintebourgRevision, 30],
    [lychantropia, 30],
    [newmilenium, 30],
  ] as const)
    it(`play the same ${rules.id} games, only events' text left as written`, () => {
      expect(untypesetIn(rules, games)).toBeGreaterThan(0);
    }, 240_000);
});
