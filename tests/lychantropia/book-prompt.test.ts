/**
 * The order book's prompt keeps each kind's line from one state to the next
 * while the table does not change (`book-prompt.ts`, issue 15's speed): in
 * random games, on the immer path and on the playouts' fast path, the prompt
 * shown at every book (the deal entered by hand, each day, each night) is the
 * one worked out from scratch on the same state. A kind that reads the book
 * without saying so (a bid needs an auction open, 002:61-62; what a player may
 * still draw depends on the deal entered so far, 002:71-72) would show a
 * stale line here.
 */
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import {
  type GameSetup,
  type GameState,
  type Json,
  type Options,
  type OrdersPrompt,
  type Prompt,
  type RngState,
} from '../../src/engine';
import { applyWith, IMMER, startGameWith, type Writer } from '../../src/engine/apply';
import { COPY_ON_ACCESS } from '../../src/engine/copy-on-access';
import { withoutIdentityCaches } from '../../src/engine/draft';
import { randomValue } from '../../src/engine/playout';
import { nextInt, seedRng } from '../../src/engine/random';
import { currentPrompt } from '../../src/engine/view';
import { lychantropia } from '../../src/rulesets/lychantropia';
import { doesNotHold } from '../../src/rulesets/lychantropia/book';
import { seats as seatsOf } from '../../src/balance/compositions';
import { firstDay } from './fixtures';

interface Seen {
  books: number;
  /** Books where a bid could be entered (the auction open). */
  bids: number;
  /** Books of the deal entered by hand. */
  deals: number;
}

/**
 * An order of a kind drawn first (then a giver), or closing the book once in
 * ten: rare kinds (the Notaire's auction, then its bids) come up often.
 */
function anyKind(prompt: OrdersPrompt, rng: RngState): Json {
  if (prompt.kinds.length === 0 || nextInt(rng, 10) === 0) return { close: true };
  const kind = prompt.kinds[nextInt(rng, prompt.kinds.length)]!;
  const givers = kind.players ?? prompt.players;
  return { put: { player: givers[nextInt(rng, givers.length)]!, kind: kind.id, value: randomValue(kind.prompt, rng) } };
}

/** A prompt as the screen and the engine read it: each kind's `barred` and `most`, and its prompt's, read (worked out lazily on a finished state, `engine/bars.ts`). */
function asRead(prompt: Prompt): Prompt {
  if (prompt.kind === 'players') return { ...prompt, barred: prompt.barred };
  if (prompt.kind !== 'orders') return prompt;
  return {
    ...prompt,
    kinds: prompt.kinds.map((k) => ({ ...k, barred: k.barred, most: k.most, prompt: asRead(k.prompt) })),
  };
}

/** Play one random game, comparing the book's prompt with a fresh one at every book call. */
function play(w: Writer, setup: GameSetup, seen: Seen): void {
  const started = startGameWith(w, lychantropia, setup);
  if (!started.ok) throw new Error(started.error);
  let s: GameState = started.value.state;
  const rng = seedRng(`${setup.seed}-answers`);
  for (let n = 0; n < 600 && !s.ended; n++) {
    const call = currentPrompt(lychantropia, s);
    if (!call) break;
    if (call.prompt.kind === 'orders') {
      // Identity caches off: the prompt worked out from the state alone.
      const fresh = withoutIdentityCaches(() => currentPrompt(lychantropia, s)!.prompt);
      expect(asRead(call.prompt), `${setup.seed}, answer ${n}, ${call.step}`).toEqual(asRead(fresh));
      seen.books++;
      if (call.prompt.kinds.some((k) => k.id === 'mise')) seen.bids++;
      if (call.step === 'objets') seen.deals++;
    }
    let next: GameState | null = null;
    for (let attempt = 0; attempt < 20 && !next; attempt++) {
      const prompt = call.prompt;
      const value =
        prompt.kind !== 'orders' ? randomValue(prompt, rng) : attempt === 19 ? { close: true } : anyKind(prompt, rng);
      const out = applyWith(w, lychantropia, s, { kind: 'answer', step: call.step, value });
      if (out.kind === 'accepted') next = out.state;
    }
    if (!next) throw new Error(`${setup.seed}: no answer taken at ${call.step}`);
    s = next;
  }
}

function setupOf(i: number): GameSetup {
  const players = 6 + (i % 11);
  // Every other game: the items drawn by hand and entered in the deal's book (002:42, 71-72).
  const options: Options =
    i % 2 === 0 ? { distributionObjets: 'manuelle' } : { misesParPas: i % 3 === 0, plusieursSacs: i % 4 === 1 };
  return {
    rulesetId: 'lychantropia',
    options,
    players: seatsOf(players),
    composition: lychantropia.suggestComposition(players, options),
    seed: `book-prompt-${i}`,
  };
}

describe('the order book’s prompt, kept from state to state', () => {
  for (const [name, w] of [
    ['apply (immer)', IMMER],
    ['the fast path', COPY_ON_ACCESS],
  ] as const) {
    it(`is the prompt worked out afresh, at every book of random games, through ${name}`, () => {
      const seen: Seen = { books: 0, bids: 0, deals: 0 };
      for (let i = 0; i < 16; i++) play(w, setupOf(i), seen);
      // The games met open auctions and deals entered by hand, where the lines read the book.
      expect(seen.bids).toBeGreaterThan(50);
      expect(seen.deals).toBeGreaterThan(20);
      expect(seen.books - seen.deals).toBeGreaterThan(500);
    }, 120_000);
  }
});

describe('why a player without the item may not give its order (kept per item and name)', () => {
  it('names that very player and item, each time (002:86, 95)', () => {
    // Hugo holds the Masque, Ana a Fusil and a Pigeon to send it: the others are barred by name.
    const t = firstDay({ hands: { Ana: ['fusil', 'pigeon'], Hugo: ['masque', 'pigeon'] } });
    for (let i = 0; i < 2; i++) {
      expect(t.refuse('Bruno', 'vol:fusil', ['Ana'])).toBe('Bruno ne possède pas «\u00a0Masque\u00a0».');
      expect(t.refuse('Chloé', 'vol:sac', ['Ana'])).toBe('Chloé ne possède pas «\u00a0Masque\u00a0».');
      expect(t.refuse('Chloé', 'don:fusil', ['Ana'])).toBe('Chloé ne possède pas «\u00a0Fusil\u00a0».');
    }
    // The same seat under another name (another game): the reason follows the name.
    const renamed = produce(t.state, (d) => {
      d.players[t.id('Bruno')]!.name = 'Zoé';
    });
    expect(doesNotHold(renamed, t.id('Bruno'), 'masque').reason).toBe('Zoé ne possède pas « Masque ».');
    expect(doesNotHold(t.state, t.id('Bruno'), 'masque').reason).toBe('Bruno ne possède pas « Masque ».');
  });
});
