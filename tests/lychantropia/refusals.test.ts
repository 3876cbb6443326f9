/**
 * Every refusal of an order names its rule (002_8a15d59d81dc3fa5.txt), shown
 * in the MJ's « Pourquoi ? »: in random games (5 to 20 players, options
 * varied), at every book of orders (the deal, each day, each night), every
 * kind of order either book knows — and the Pipot by Pigeon — is tried for
 * living players with a value its prompt takes. An order refused must carry
 * the book's line, and never fall back on « unknown kind » or a bare « may
 * not give this order ».
 */
import { describe, expect, it } from 'vitest';
import { apply, currentPrompt, type GameState, type Json, type Prompt } from '../../src/engine';
import { randomValue } from '../../src/engine/playout';
import { nextInt, seedRng } from '../../src/engine/random';
import { lychantropia } from '../../src/rulesets/lychantropia';
import { DAY_KINDS } from '../../src/rulesets/lychantropia/day-orders';
import { NIGHT_KINDS } from '../../src/rulesets/lychantropia/night-orders';
import { playTexts, randomSetup } from '../property/texts';

const KINDS = [...new Set([...DAY_KINDS, ...NIGHT_KINDS].map((k) => k.id)), 'don:pipot', 'don:nid'];
const GAMES = 12;
const BARE = /inconnu|ne peut pas donner l’ordre/;

/** Every order tried at one book: the refusals without a line, or with a bare reason. */
function tryAll(s: GameState, seed: string): { tried: number; bad: string[] } {
  const call = currentPrompt(lychantropia, s);
  if (!call || call.prompt.kind !== 'orders') return { tried: 0, bad: [] };
  const book = call.prompt;
  const rng = seedRng(seed);
  const bad: string[] = [];
  let tried = 0;
  const kinds = [...KINDS, ...book.kinds.map((k) => k.id)];
  for (const kind of new Set(kinds)) {
    const open = book.kinds.find((k) => k.id === kind);
    const prompt: Prompt | undefined = open?.prompt;
    for (let i = 0; i < 2; i++) {
      const player = book.players[nextInt(rng, book.players.length)]!;
      const value: Json = prompt ? randomValue(prompt, rng) : null;
      const out = apply(lychantropia, s, { kind: 'answer', step: call.step, value: { put: { player, kind, value } } });
      tried++;
      if (out.kind === 'accepted') continue;
      if (out.kind !== 'refused' || !out.rule || BARE.test(out.reason))
        bad.push(
          `${call.step} ${kind} (${s.players[player]!.name}): ${out.kind} ${out.reason} [${out.kind === 'refused' ? (out.rule ?? 'no rule') : ''}]`,
        );
    }
  }
  return { tried, bad };
}

describe('every refused order names its rule', () => {
  it('in random games, at every book, for every kind of order', () => {
    const bad = new Set<string>();
    let tried = 0;
    for (let i = 0; i < GAMES; i++) {
      const setup = randomSetup(lychantropia, i);
      // The books met on the way: each state where the call is an order book, read as the game goes.
      let books = 0;
      const run = playTexts(lychantropia, setup, `answers-${i}`, {
        onCall: (s: GameState) => {
          if (books++ % 3 !== 0) return;
          const r = tryAll(s, `try-${i}-${books}`);
          tried += r.tried;
          for (const b of r.bad) bad.add(b.replace(/\(.*?\)/, ''));
        },
      });
      expect(run.errors).toEqual([]);
    }
    expect([...bad]).toEqual([]);
    expect(tried).toBeGreaterThan(GAMES * 100);
  }, 120_000);
});
