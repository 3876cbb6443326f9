/**
 * Who may give an order is declared once, as the kind's bars (the engine's
 * `bars.ts`): a kind's givers in the book are the seats asked that no bar
 * catches, in seating order, and a seat left out is refused with the first
 * bar that catches it, its reason and its line (003_7860fbf4cb88296e.txt).
 */
import { describe, expect, it } from 'vitest';
import {
  apply,
  barOf,
  currentPrompt,
  eligible,
  type GameSetup,
  type GameState,
  type PlayerId,
  startGame,
  typo,
  type Why,
} from '../../src/engine';
import { playout } from '../../src/engine/playout';
import { playerNames } from '../../src/cli/simulate';
import { DAY_KINDS } from '../../src/rulesets/newmilenium/orders/day';
import { DEAD } from '../../src/rulesets/newmilenium/state';
import type { NGame } from '../../src/rulesets/newmilenium/types';
import { newmilenium } from '../../src/rulesets/newmilenium';
import { NIGHT_KINDS, loups, voyanteRoles } from '../../src/rulesets/newmilenium/orders/night';
import { firstNight } from './fixtures';

/** The refusal of an order, as data. */
function refusal(s: GameState, step: string, player: PlayerId, kind: string, value: unknown) {
  const out = apply(newmilenium, s, { kind: 'answer', step, value: { put: { player, kind, value } } as never });
  return out.kind === 'refused' ? { reason: out.reason, rule: out.rule } : out.kind;
}

/** A bar's reason as the MJ reads it, in French typography. */
const typeset = (why: Why | null) => why && { reason: typo(why.reason), ...(why.rule ? { rule: why.rule } : {}) };

describe('an order kind’s givers, from its bars', () => {
  // Ana and Bruno are the wolves; Emma the one Voyante (003:20, 118).
  const t = firstNight({ hands: { Emma: ['voyante', 'lache'] } });
  const s = t.state;
  const call = currentPrompt(newmilenium, s)!;

  it('are the seats asked that no bar catches, every other seat barred by the first bar that catches it', () => {
    if (call.prompt.kind !== 'orders') throw new Error('the night opens the book');
    const asked = call.prompt.players;
    expect(call.prompt.kinds.length).toBeGreaterThan(1);
    for (const line of call.prompt.kinds) {
      const def = NIGHT_KINDS.find((k) => k.id === line.id)!;
      expect(line.players, line.id).toEqual(eligible(s, def.givers, undefined).filter((id) => asked.includes(id)));
      for (const id of s.order) {
        if (line.players?.includes(id)) continue;
        expect(line.barred?.[id], `${line.id} ${id}`).toEqual(barOf(s, def.givers, id, undefined) ?? undefined);
      }
    }
  });

  it('refuse a seat with its bar’s reason and line', () => {
    const [ana, chloe, farid] = [t.id('Ana'), t.id('Chloé'), t.id('Farid')];
    // Farid is no Voyante (003:118); Chloé no wolf (003:20).
    const seer = refusal(s, call.step, farid, 'voyante-roles', [ana]);
    expect(seer).toEqual(typeset(barOf(s, voyanteRoles.givers, farid, undefined)));
    expect(seer).toMatchObject({ rule: '003:118' });
    const wolf = refusal(s, call.step, chloe, 'loups', [farid]);
    expect(wolf).toEqual(typeset(barOf(s, loups.givers, chloe, undefined)));
    expect(wolf).toMatchObject({ rule: '003:20' });
    expect(eligible(s, voyanteRoles.givers, undefined)).toEqual([t.id('Emma')]);
  });
});

describe('a role’s seats, where an order kind seeks its givers', () => {
  /** Every state of a random 12-player game, in order: the deal, deaths, a Fuyard away… */
  function statesOf(seed: string): NGame[] {
    const setup: GameSetup = {
      rulesetId: 'newmilenium',
      options: {},
      players: playerNames(12).map((name, i) => ({ id: `p${i + 1}`, name })),
      composition: newmilenium.suggestComposition(12, {}),
      seed,
    };
    const started = startGame(newmilenium, setup);
    if (!started.ok) throw new Error(started.error);
    const states = [started.value.state];
    for (const answer of playout(newmilenium, setup, `${seed}/r`, 6000).answers) {
      const out = apply(newmilenium, states[states.length - 1]!, answer);
      if (out.kind !== 'accepted') throw new Error(out.kind);
      states.push(out.state);
    }
    // The game as the ruleset reads it: the engine's states carry its part untyped.
    return states as unknown as NGame[];
  }

  it('are exactly the seats holding the role, the dead included, in seating order (003:118)', () => {
    // A bar's kept list stands for its test (the engine's `bars.ts`): a seat missing or extra would give or bar the wrong players.
    const bars = [...NIGHT_KINDS, ...DAY_KINDS].flatMap((k) => k.givers).filter((b) => b.pass);
    expect(bars.length).toBeGreaterThan(5);
    let dead = 0;
    for (const s of statesOf('role-seats')) {
      if (s.order.some((id) => s.players[id]!.health === DEAD)) dead++;
      for (const bar of bars)
        expect(bar.pass!(s, undefined)).toEqual(s.order.filter((id) => !bar.test(s, id, undefined)));
    }
    expect(dead).toBeGreaterThan(0);
  });
});
