/**
 * Random legal playouts: the simulator and the property tests answer every
 * call with a random value that fits its prompt (or a policy's answer,
 * `policy.ts`). The answers' randomness is separate from the game's own
 * seeded PRNG. A playout may write its game through private copies
 * (`copy-on-access.ts`): the same game, several times faster.
 */
import { applyWith, IMMER, startGameWith, type KnownCall, type Writer } from './apply';
import { COPY_ON_ACCESS, simulatedWriter } from './copy-on-access';
import type { Outcome } from './outcome';
import { RANDOM_POLICY, type Policy } from './policy';
import type { OrdersPrompt, Prompt } from './prompts';
import { nextInt, seedRng, shuffled } from './random';
import type { AnyRuleset } from './ruleset';
import { headCall } from './view';
import type { Answer, GameSetup, GameState, Json, RngState } from './types';

export function randomValue(prompt: Prompt, rng: RngState): Json {
  switch (prompt.kind) {
    case 'ack':
      return null;
    case 'players': {
      const n = prompt.min + nextInt(rng, prompt.max - prompt.min + 1);
      return shuffled(rng, prompt.candidates).slice(0, Math.min(n, prompt.candidates.length));
    }
    case 'choice':
      return prompt.options[nextInt(rng, prompt.options.length)]!.value;
    case 'yesno':
      return nextInt(rng, 2) === 0;
    case 'number':
      return prompt.min + nextInt(rng, prompt.max - prompt.min + 1);
    case 'text':
      return prompt.suggestions && prompt.suggestions.length > 0
        ? prompt.suggestions[nextInt(rng, prompt.suggestions.length)]!
        : 'texte';
    case 'ballots': {
      const out: Record<string, Json> = {};
      for (const v of prompt.voters) {
        // Where the book allows absent voters, some post no ballot at all.
        if (prompt.absent && nextInt(rng, 8) === 0) continue;
        const blank = prompt.allowBlank && nextInt(rng, 10) === 0;
        const pool = prompt.only?.[v.id] ?? prompt.candidates;
        out[v.id] =
          blank || pool.length === 0
            ? prompt.allowBlank
              ? null
              : (pool[0] ?? null)
            : pool[nextInt(rng, pool.length)]!;
      }
      return out;
    }
    case 'orders':
      return randomOrder(prompt, rng);
  }
}

/** At most this many orders are entered on average in a book before it is closed. */
const MEAN_ORDERS_PER_BOOK = 8;

/**
 * A random order-book edit: an order of a random kind from a player allowed
 * to give it, or closing the book (more likely when few orders are possible).
 * The (kind, player) pairs are counted rather than listed: the same draws
 * pick the same pair (the n-th, kinds in the prompt's order, each kind's
 * givers in its order), without a list of every pair for each order.
 */
function randomOrder(prompt: OrdersPrompt, rng: RngState): Json {
  const kinds = prompt.kinds;
  const { counts, pairs } = pairsOf(prompt);
  if (pairs === 0 || nextInt(rng, Math.min(pairs, MEAN_ORDERS_PER_BOOK) + 1) === 0) return { close: true };
  let n = nextInt(rng, pairs);
  for (let i = 0; i < kinds.length; i++) {
    const count = counts[i]!;
    if (n >= count) {
      n -= count;
      continue;
    }
    const kind = kinds[i]!;
    const among = kind.players ?? prompt.players;
    const player = count === among.length ? among[n]! : among.filter((p) => prompt.players.includes(p))[n]!;
    return { put: { player, kind: kind.id, value: randomValue(kind.prompt, rng) } };
  }
  throw new Error('randomOrder: a counted pair was not found');
}

/** A book's (kind, player) pairs, counted per kind. */
interface Pairs {
  counts: readonly number[];
  pairs: number;
}

/**
 * Counted once per prompt: a book keeps its very prompt from one order to the
 * next while no kind's line changes (`order-kinds.ts`), and a prompt is never
 * written.
 */
const PAIRS = new WeakMap<OrdersPrompt, Pairs>();

function pairsOf(prompt: OrdersPrompt): Pairs {
  const known = PAIRS.get(prompt);
  if (known) return known;
  const counts: number[] = [];
  let pairs = 0;
  for (const k of prompt.kinds) {
    const count = givenIn(k.players ?? prompt.players, prompt.players);
    counts.push(count);
    pairs += count;
  }
  const made = { counts, pairs };
  PAIRS.set(prompt, made);
  return made;
}

/**
 * How many of `ids` are among `players`. A kind's givers and the book's
 * players both come in seating order: one walk over `players` finds them
 * (no set made per answer); a giver not met on the way (not in the book, or
 * another order) sends the count to a plain membership test.
 */
function givenIn(ids: readonly string[], players: readonly string[]): number {
  if (ids === players) return ids.length;
  let j = 0;
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i]!;
    while (j < players.length && players[j] !== id) j++;
    if (j === players.length) return countIn(ids, players);
    j++;
  }
  return ids.length;
}

/** How many of `ids` are in `players`, whatever their order. */
function countIn(ids: readonly string[], players: readonly string[]): number {
  let n = 0;
  for (const id of ids) if (players.includes(id)) n++;
  return n;
}

/** Random answers tried for one call before the playout gives up. */
const ATTEMPTS = 20;

export interface PlayoutResult<R = unknown> {
  state: GameState<R>;
  answers: Answer[];
  /** Internal errors, stale answers (neither should ever happen), or calls no random answer could satisfy. */
  errors: string[];
  violations: string[];
  /** Played fast, the game met an internal error or a stale answer and was played again through `apply` to report it exactly. */
  replayed?: boolean;
}

export interface PlayoutOptions {
  /**
   * Before each call, the chance (0 to 1) that someone invokes one of the
   * ruleset's actions available then, with a random value: invoked powers
   * (a kill « at any moment ») are exercised between the calls they may
   * interrupt. 0 (the default) never invokes and keeps seeded playouts as
   * they were.
   */
  invokeRate?: number;
  /** Who the players are (default: random legal answers). */
  policy?: Policy;
  /**
   * Write the game through private copies (`copy-on-access.ts`) instead of
   * immer: the very game `apply` gives, several times faster. The simulator
   * plays this way.
   */
  fast?: boolean;
  /**
   * With `fast`: the simulator's game, which reads the game's parts and its
   * events' data, never their text: events' text (and a refused answer's
   * reason) is left as the rules wrote it (no French typesetting), and the log grows in place rather than being
   * copied per resolution (`simulatedWriter`). Everything else is the same game.
   */
  simulated?: boolean;
  /**
   * Play on from this game (a game in progress) instead of starting one from
   * the setup: the odds from a call (`src/balance/odds.ts`). The setup given
   * must be this game's.
   */
  from?: GameState;
  /**
   * When the invariants are checked: after every answer (the default: the
   * command line's `simulate`, the benches and the property tests, which are
   * how bugs are found), or on the game's last state only (`'end'`: the app's
   * simulations, « Équilibre » and « Pronostic », where a broken invariant
   * that lasts to the end is still reported, for a few per cent less work).
   */
  invariants?: InvariantChecks;
}

/** After every answer, or on the last state of the game only. */
export type InvariantChecks = 'every' | 'end';

/** Whether a prompt admits no answer at all (an action offered with nothing to choose). */
function emptyPrompt(prompt: Prompt): boolean {
  return (
    (prompt.kind === 'choice' && prompt.options.length === 0) ||
    (prompt.kind === 'players' && prompt.candidates.length < prompt.min)
  );
}

/** Play one game with random legal answers (or a policy's), checking invariants after each answer (or at its end, `invariants`). */
export function playout<R>(
  rules: AnyRuleset,
  setup: GameSetup,
  answerSeed: string,
  maxAnswers = 2000,
  options: PlayoutOptions = {},
): PlayoutResult<R> {
  return options.fast
    ? play<R>(rules, setup, answerSeed, maxAnswers, options, options.simulated ? simulatedWriter() : COPY_ON_ACCESS)
    : play<R>(rules, setup, answerSeed, maxAnswers, options, IMMER);
}

/** The game through `apply` from its setup (or the game it played on from) and the answers taken so far (the fast game is dropped). */
function replayed<R>(
  rules: AnyRuleset,
  setup: GameSetup,
  answers: readonly Answer[],
  from?: GameState<R>,
): GameState<R> {
  let state: GameState<R>;
  if (from) state = from;
  else {
    const started = startGameWith<R>(IMMER, rules, setup);
    if (!started.ok) throw new Error(started.error);
    state = started.value.state;
  }
  for (const answer of answers) {
    const res = applyWith<R>(IMMER, rules, state, answer);
    // Each was accepted on the fast path: through `apply` it must be too.
    if (res.kind !== 'accepted')
      throw new Error(`replay through apply refused an answer the fast path took: ${res.reason}`);
    state = res.state;
  }
  return state;
}

function play<R>(
  rules: AnyRuleset,
  setup: GameSetup,
  answerSeed: string,
  maxAnswers: number,
  options: PlayoutOptions,
  writer: Writer,
): PlayoutResult<R> {
  let w = writer;
  const from = options.from as GameState<R> | undefined;
  let state: GameState<R>;
  if (from) state = from;
  else {
    let started = startGameWith<R>(w, rules, setup);
    if (!started.ok && w !== IMMER) started = startGameWith<R>((w = IMMER), rules, setup);
    if (!started.ok) throw new Error(started.error);
    state = started.value.state;
  }
  const policy = options.policy ?? RANDOM_POLICY;
  const rng = seedRng(answerSeed);
  const answers: Answer[] = [];
  const errors: string[] = [];
  const violations = new Set<string>();
  const check = (s: GameState<R>) => {
    for (const v of rules.invariants?.(s) ?? []) violations.add(v);
  };
  const everyAnswer = options.invariants !== 'end';
  const checkNow = everyAnswer ? check : () => {};
  /** Apply one answer; on the fast path, an internal error or a stale answer sends the game back through `apply`. */
  const take = (answer: Answer, known?: KnownCall): Outcome<R> => {
    const res = applyWith<R>(w, rules, state, answer, known);
    if (w === IMMER || res.kind === 'accepted' || res.kind === 'refused') return res;
    w = IMMER;
    state = replayed<R>(rules, setup, answers, from);
    return applyWith<R>(w, rules, state, answer);
  };
  const result = (): PlayoutResult<R> => {
    if (!everyAnswer) check(state);
    return {
      state,
      answers,
      errors,
      violations: [...violations],
      ...(w !== writer ? { replayed: true } : {}),
    };
  };
  checkNow(state);
  const rate = Math.round((options.invokeRate ?? 0) * 1000);
  while (!state.ended && answers.length < maxAnswers) {
    if (rate > 0 && nextInt(rng, 1000) < rate) {
      const open = Object.values(rules.actions ?? {}).filter((a) => a.available(state));
      if (open.length > 0) {
        const action = open[nextInt(rng, open.length)]!;
        const prompt = action.prompt(state);
        if (emptyPrompt(prompt)) {
          errors.push(`action ${action.id} is available with nothing to answer`);
          return result();
        }
        const answer: Answer = { kind: 'invoke', action: action.id, value: randomValue(prompt, rng) };
        const res = take(answer);
        if (res.kind === 'accepted') {
          state = res.state;
          answers.push(answer);
          checkNow(state);
          continue;
        }
        if (res.kind === 'internal' || res.kind === 'stale') {
          errors.push(`${res.kind}: ${res.reason}`);
          return result();
        }
      }
    }
    const call = headCall(rules, state);
    if (!call) {
      errors.push('no current call while the game is not over');
      break;
    }
    let applied = false;
    // A random shape-valid answer may still break a rule (a step's own validate): retry a few times.
    // An order book can always be closed: that is the last try. A policy's answer is the first try.
    const chosen = policy.answer(state, call, rng);
    // The call was just built on this state: `apply` takes it rather than building it again (for every attempt).
    const known: KnownCall = { state, inert: call.inert, prompt: call.prompt };
    for (let attempt = 0; attempt < ATTEMPTS && !applied; attempt++) {
      const last = attempt === ATTEMPTS - 1 && call.prompt.kind === 'orders';
      const value =
        attempt === 0 && chosen !== undefined ? chosen : last ? { close: true } : randomValue(call.prompt, rng);
      const answer: Answer = { kind: 'answer', step: call.step, value };
      const res = take(answer, known);
      if (res.kind === 'accepted') {
        state = res.state;
        answers.push(answer);
        applied = true;
      } else if (res.kind === 'internal' || res.kind === 'stale') {
        errors.push(`${res.kind}: ${res.reason}`);
        return result();
      }
    }
    if (!applied) {
      errors.push(`no legal answer found for ${call.step}`);
      break;
    }
    checkNow(state);
  }
  return result();
}
