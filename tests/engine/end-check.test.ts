/**
 * The end check asked only when it may answer differently (`end-check.ts`):
 * each ruleset's `endReads` names every part of the game its `checkEnd`
 * reads, and skipping the check when those parts are unchanged ends every
 * game where and how the check after every change would.
 */
import { setAutoFreeze } from 'immer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyRuleset, GameState } from '../../src/engine';
import { endOf } from '../../src/engine/end-check';
import { playout } from '../../src/engine/playout';
import { loadAll } from '../../src/rulesets/registry';
import { fastCase } from './fast-support';

const all = await loadAll();
const declaring = all.filter((r) => r.endReads !== undefined);

/**
 * The parts of the game `checkEnd` reads, recorded through a proxy of the state it is given: a part by its key, an
 * entry of the ruleset's state as `rs.<key>` (`rs` itself when the check walks its keys).
 */
function recording(rules: AnyRuleset, read: Set<string>): AnyRuleset {
  const entries = (rs: object) =>
    new Proxy(rs, {
      get(target, key, receiver) {
        if (typeof key === 'string') read.add(`rs.${key}`);
        return Reflect.get(target, key, receiver) as unknown;
      },
      has(target, key) {
        if (typeof key === 'string') read.add(`rs.${key}`);
        return Reflect.has(target, key);
      },
      ownKeys(target) {
        read.add('rs');
        return Reflect.ownKeys(target);
      },
    });
  return {
    ...rules,
    endReads: undefined,
    // The ruleset's own comparison off too: the check runs after every change.
    endSame: undefined,
    checkEnd: (s: GameState) =>
      rules.checkEnd(
        new Proxy(s, {
          get(target, key, receiver) {
            const value = Reflect.get(target, key, receiver) as unknown;
            if (key === 'rs' && value !== null && typeof value === 'object') return entries(value);
            if (typeof key === 'string') read.add(key);
            return value;
          },
        }),
      ),
  };
}

/** Whether a read is declared: its own name, or an entry of `rs` where the whole of `rs` is declared. */
const declared = (rules: AnyRuleset, key: string): boolean =>
  rules.endReads!.some((d) => d === key || (d === 'rs' && key.startsWith('rs.')));

/** Games `from` to `to` of the fast playouts' check (4 to 40 players, options, random cards, invocations). */
function play(rules: AnyRuleset, from: number, to: number, fast: boolean): string[] {
  const out: string[] = [];
  for (let i = from; i < to; i++) {
    const { setup, invokeRate } = fastCase(rules, i);
    const r = playout(rules, setup, `answers/${i}`, 2000, { invokeRate, fast });
    out.push(JSON.stringify({ state: r.state, answers: r.answers, errors: r.errors, violations: r.violations }));
  }
  return out;
}

/** How many games each ruleset plays (the slower forum games fewer). */
const GAMES: Record<string, number> = {
  thiercelieux: 1000,
  'quintebourg-revision': 200,
  lychantropia: 200,
  newmilenium: 200,
};

beforeAll(() => setAutoFreeze(false));
afterAll(() => setAutoFreeze(true));

describe('endReads', () => {
  it('is declared where it saves checks: Thiercelieux, the revision, Lychantropia, NewMilenium', () => {
    expect(declaring.map((r) => r.id).sort()).toEqual([
      'lychantropia',
      'newmilenium',
      'quintebourg-revision',
      'thiercelieux',
    ]);
  });

  for (const rules of declaring) {
    const games = GAMES[rules.id] ?? 60;
    it(`${rules.id}: checkEnd reads no part but those it declares, and the games end as with a check after every change`, () => {
      const read = new Set<string>();
      const everyChange = play(recording(rules, read), 0, games, true);
      expect([...read].filter((key) => !declared(rules, key))).toEqual([]);
      const skipping = play(rules, 0, games, true);
      for (let i = 0; i < games; i++)
        expect({ game: i, played: skipping[i] }).toEqual({ game: i, played: everyChange[i] });
      // Through immer too (the app's path), on fewer games.
      expect(play(rules, 0, 10, false)).toEqual(everyChange.slice(0, 10));
    }, 240_000);
  }

  it('a declaration that leaves out a part the check reads changes how games end (the comparison above can fail)', () => {
    const thiercelieux = all.find((r) => r.id === 'thiercelieux')!;
    // Only the seating: the deaths in `players` no longer make the check run again.
    const wrong: AnyRuleset = { ...thiercelieux, endReads: ['order'], endSame: undefined };
    const right = play(thiercelieux, 0, 30, true);
    const skipped = play(wrong, 0, 30, true);
    expect(skipped.filter((g, i) => g !== right[i]).length).toBeGreaterThan(0);
  });
});

describe('endOf', () => {
  const state = (players: object, rs: object) =>
    ({ players, rs, clock: { day: 1, phase: 'night' } }) as unknown as GameState;
  const counting = () => {
    const calls: GameState[] = [];
    const rules = {
      id: 'spy',
      endReads: ['players', 'rs'],
      checkEnd: (s: GameState) => (calls.push(s), null),
    } as unknown as AnyRuleset;
    return { rules, calls };
  };

  it('asks again only when a declared part is another object', () => {
    const { rules, calls } = counting();
    const players = {};
    const rs = {};
    endOf(rules, state(players, rs));
    // Only the clock moved: not asked.
    endOf(rules, { ...state(players, rs), clock: { day: 2, phase: 'day' } } as unknown as GameState);
    expect(calls.length).toBe(1);
    // Same content, new object (a part a resolution copied): asked.
    endOf(rules, state({}, rs));
    expect(calls.length).toBe(2);
  });

  it('never skips after a check that found an end, nor for another ruleset', () => {
    const players = {};
    const rs = {};
    const ended = {
      id: 'ended',
      endReads: ['players', 'rs'],
      checkEnd: () => ({ camps: ['x'], winners: [], reason: 'fin' }),
    } as unknown as AnyRuleset;
    expect(endOf(ended, state(players, rs))?.reason).toBe('fin');
    expect(endOf(ended, state(players, rs))?.reason).toBe('fin');
    const { rules, calls } = counting();
    endOf(rules, state(players, rs));
    const other = counting();
    endOf(other.rules, state(players, rs));
    expect([calls.length, other.calls.length]).toEqual([1, 1]);
  });

  it('with an entry of rs declared, asks again when that entry is another object, not when another entry is', () => {
    const calls: GameState[] = [];
    const rules = {
      id: 'entries',
      endReads: ['players', 'rs.camps'],
      checkEnd: (s: GameState) => (calls.push(s), null),
    } as unknown as AnyRuleset;
    const players = {};
    const camps = {};
    endOf(rules, state(players, { camps, night: {} }));
    endOf(rules, state(players, { camps, night: {} }));
    expect(calls.length).toBe(1);
    endOf(rules, state(players, { camps: {}, night: {} }));
    expect(calls.length).toBe(2);
  });

  it('with endSame, asks the ruleset, and compares with the last state it found the same', () => {
    const calls: GameState[] = [];
    const asked: [GameState, GameState][] = [];
    const rules = {
      id: 'same',
      endReads: ['players'],
      endSame: (s: GameState, kept: GameState) => (asked.push([s, kept]), (s as unknown as { same: boolean }).same),
      checkEnd: (s: GameState) => (calls.push(s), null),
    } as unknown as AnyRuleset;
    const at = (same: boolean) => ({ ...state({}, {}), same }) as unknown as GameState;
    const [a, b, c] = [at(false), at(true), at(false)];
    endOf(rules, a);
    endOf(rules, b);
    expect(calls).toEqual([a]);
    endOf(rules, c);
    expect(asked).toEqual([
      [b, a],
      [c, b],
    ]);
    expect(calls).toEqual([a, c]);
  });

  it('asks after every change where nothing is declared', () => {
    const calls: GameState[] = [];
    const rules = { id: 'plain', checkEnd: (s: GameState) => (calls.push(s), null) } as unknown as AnyRuleset;
    const s = state({}, {});
    endOf(rules, s);
    endOf(rules, s);
    expect(calls.length).toBe(2);
  });
});
