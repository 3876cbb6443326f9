/**
 * The order book's prompt keeps each kind's line from one state to the next
 * while the rest of the game is the same objects (`book.ts`, issue 15's
 * speed): in random games, on the immer path and on the playouts' fast path,
 * the prompt shown at every book (the deal entered by hand, each day, each
 * night, the night's confirmations) is the one worked out from scratch on the
 * same state. A kind that reads the book without saying so (day 0's vote for
 * the Maire offers the declared candidates, 003:17) would show a stale line.
 */
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
import { newmilenium } from '../../src/rulesets/newmilenium';
import { seats as seatsOf } from '../../src/balance/compositions';

interface Seen {
  books: number;
  /** Books of day 0 offering a vote for the Maire among declared candidates. */
  candidates: number;
}

/** An order of a kind drawn first (then a giver), or closing the book once in ten. */
function anyKind(prompt: OrdersPrompt, rng: RngState): Json {
  if (prompt.kinds.length === 0 || nextInt(rng, 10) === 0) return { close: true };
  const kind = prompt.kinds[nextInt(rng, prompt.kinds.length)]!;
  const givers = kind.players ?? prompt.players;
  return { put: { player: givers[nextInt(rng, givers.length)]!, kind: kind.id, value: randomValue(kind.prompt, rng) } };
}

/**
 * A prompt as the screen and the engine read it: each kind's `barred` read,
 * and each shut kind's reasons (worked out lazily on a finished state, from
 * its givers' bars, `engine/bars.ts`).
 */
function asRead(prompt: Prompt): Prompt {
  if (prompt.kind === 'players') return { ...prompt, barred: prompt.barred };
  if (prompt.kind !== 'orders') return prompt;
  return {
    ...prompt,
    kinds: prompt.kinds.map((k) => ({ ...k, barred: k.barred, most: k.most, prompt: asRead(k.prompt) })),
    ...(prompt.closed
      ? { closed: prompt.closed.map((k) => ({ ...k, reason: k.reason, rule: k.rule, barred: k.barred })) }
      : {}),
  };
}

/** Play one random game, comparing the book's prompt with a fresh one at every book call. */
function play(w: Writer, setup: GameSetup, seen: Seen): void {
  const started = startGameWith(w, newmilenium, setup);
  if (!started.ok) throw new Error(started.error);
  let s: GameState = started.value.state;
  const rng = seedRng(`${setup.seed}-answers`);
  for (let n = 0; n < 800 && !s.ended; n++) {
    const call = currentPrompt(newmilenium, s);
    if (!call) break;
    if (call.prompt.kind === 'orders') {
      // Identity caches off: the prompt worked out from the state alone.
      const fresh = withoutIdentityCaches(() => currentPrompt(newmilenium, s)!.prompt);
      expect(asRead(call.prompt), `${setup.seed}, answer ${n}, ${call.step}`).toEqual(asRead(fresh));
      seen.books++;
      const maire = call.prompt.kinds.find((k) => k.id === 'vote-maire');
      if (maire?.prompt.kind === 'players' && maire.prompt.candidates.length > 0 && s.clock.day === 0)
        seen.candidates++;
    }
    let next: GameState | null = null;
    for (let attempt = 0; attempt < 20 && !next; attempt++) {
      const prompt = call.prompt;
      const value =
        prompt.kind !== 'orders' ? randomValue(prompt, rng) : attempt === 19 ? { close: true } : anyKind(prompt, rng);
      const out = applyWith(w, newmilenium, s, { kind: 'answer', step: call.step, value });
      if (out.kind === 'accepted') next = out.state;
    }
    if (!next) throw new Error(`${setup.seed}: no answer taken at ${call.step}`);
    s = next;
  }
}

function setupOf(i: number): GameSetup {
  const players = 8 + (i % 13);
  // Every other game: the roles and the Assassins' targets drawn by hand and entered in the deal's book (003:3, 68).
  const options: Options =
    i % 2 === 0
      ? { distributionRoles: 'manuelle', ciblesAssassin: 'manuelle' }
      : { maisons: i % 3 === 0, planqueSimplifie: i % 4 === 1 };
  return {
    rulesetId: 'newmilenium',
    options,
    players: seatsOf(players),
    composition: newmilenium.suggestComposition(players, options),
    seed: `nm-book-prompt-${i}`,
  };
}

describe('the order book’s prompt, kept from state to state', () => {
  for (const [name, w] of [
    ['apply (immer)', IMMER],
    ['the fast path', COPY_ON_ACCESS],
  ] as const) {
    it(`is the prompt worked out afresh, at every book of random games, through ${name}`, () => {
      const seen: Seen = { books: 0, candidates: 0 };
      for (let i = 0; i < 12; i++) play(w, setupOf(i), seen);
      expect(seen.candidates).toBeGreaterThan(20);
      expect(seen.books).toBeGreaterThan(500);
    }, 120_000);
  }
});
