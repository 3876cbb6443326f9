/**
 * A players prompt whose `barred` (why each seat left out of its candidates
 * may not be chosen) is worked out when first read, then kept. A prompt is
 * built on every call of every simulated game, and only a refused answer
 * reads `barred`: building it at once would cost every playout for nothing.
 *
 * The prompt is a small class: `barred` is a getter of its prototype, what
 * it needs private fields, the reasons plain functions of the state (no
 * closure made per prompt). Its own fields are a players prompt's, in the
 * same order, so it compares and serializes as the plain prompt (`barred`,
 * not its own, is left out of both). Cheaper than the alternatives measured
 * on Thiercelieux's playouts: an accessor defined on each prompt
 * (`Object.defineProperty`) cost a sixth of their speed, the builder kept in
 * a WeakMap a tenth. Sound on a finished state only (it never changes,
 * `draft.ts`): a state that may change gets a plain prompt with `barred` at once.
 */
import { mayChange } from './draft';
import type { OrderKind, Prompt, PlayersPrompt, Why } from './prompts';
import type { PlayerId } from './types';

type Barred = Record<PlayerId, Why>;

/** A game as the reasons read it: its seats, and whatever else they need. */
export interface Seats {
  order: readonly PlayerId[];
}
type Seated = Seats;

/** Why `id` may not be chosen at this call, or null (none of this rule's business). */
export type BarredBy<S> = (s: S, id: PlayerId) => Why | null;

/** Every seat left out of `candidates`, with the first reason that says why (seats no reason names are left out). */
function barredOf<S extends Seated>(
  s: S,
  candidates: readonly PlayerId[],
  first: BarredBy<S>,
  then: BarredBy<S> | undefined,
): Barred | undefined {
  let barred: Barred | undefined;
  for (const id of s.order) {
    if (candidates.includes(id)) continue;
    const why = first(s, id) ?? then?.(s, id) ?? null;
    if (why) (barred ??= {})[id] = why;
  }
  return barred;
}

class LazyPlayersPrompt<S extends Seated> implements PlayersPrompt {
  readonly kind = 'players';
  #s: S | null;
  #first: BarredBy<S>;
  #then: BarredBy<S> | undefined;
  #barred: Barred | undefined = undefined;

  constructor(
    public label: string,
    public min: number,
    public max: number,
    public candidates: PlayerId[],
    s: S,
    first: BarredBy<S>,
    then: BarredBy<S> | undefined,
  ) {
    this.#s = s;
    this.#first = first;
    this.#then = then;
  }

  get barred(): Barred | undefined {
    if (this.#s) {
      this.#barred = barredOf(this.#s, this.candidates, this.#first, this.#then);
      // Worked out once: the state is let go.
      this.#s = null;
    }
    return this.#barred;
  }
}

/** The prompt's fields, `barred` left to the reasons. */
export type PlayersFields = Omit<PlayersPrompt, 'kind' | 'barred'> & { kind: 'players' };

/**
 * A players prompt whose `barred` gives, for each seat left out of its
 * candidates, the first of `first` and `then` that names a reason.
 */
export function withBarred<S extends Seated>(
  s: S,
  fields: PlayersFields,
  first: BarredBy<S>,
  then?: BarredBy<S>,
): PlayersPrompt {
  if (mayChange(s)) {
    const barred = barredOf(s, fields.candidates, first, then);
    return barred ? { ...fields, barred } : fields;
  }
  return new LazyPlayersPrompt(fields.label, fields.min, fields.max, fields.candidates, s, first, then);
}

/** Why each seat left out of an order kind's givers may not give it (none: undefined). */
function kindBarred<S extends Seated>(
  s: S,
  givers: readonly PlayerId[],
  barred: (s: S, id: PlayerId) => Why | null,
): Barred | undefined {
  let out: Barred | undefined;
  // Every seat, not only the living (a deal's book takes the whole table). The givers mostly come in seating order: met one by one, looked up only when out of order.
  let next = 0;
  for (const id of s.order) {
    if (givers[next] === id) {
      next++;
      continue;
    }
    const why = givers.includes(id) ? null : barred(s, id);
    if (why) (out ??= {})[id] = why;
  }
  return out;
}

/**
 * An order kind's line whose `barred` is worked out when first read, then
 * kept (the class of `LazyPlayersPrompt`, for an order book: only a refused
 * order reads it, and every seat's reason for every kind was half the cost
 * of a forum book's prompt).
 */
class LazyOrderKind<S extends Seated> implements OrderKind {
  declare main?: true;
  #s: S | null;
  #why: (s: S, id: PlayerId) => Why | null;
  #barred: Barred | undefined = undefined;

  constructor(
    public id: string,
    public label: string,
    public prompt: Prompt,
    public players: PlayerId[],
    main: boolean,
    s: S,
    why: (s: S, id: PlayerId) => Why | null,
  ) {
    if (main) this.main = true;
    this.#s = s;
    this.#why = why;
  }

  get barred(): Barred | undefined {
    if (this.#s) {
      this.#barred = kindBarred(this.#s, this.players, this.#why);
      this.#s = null;
    }
    return this.#barred;
  }
}

/** The line of an order kind `fields` gives, with `barred` from `why` when the kind has reasons (lazily on a finished state). */
export function kindWithBarred<S extends Seated>(
  s: S,
  fields: { id: string; label: string; prompt: Prompt; players: PlayerId[] },
  main: boolean,
  why: ((s: S, id: PlayerId) => Why | null) | undefined,
): OrderKind {
  if (!why) return main ? { ...fields, main: true } : fields;
  if (mayChange(s)) {
    const barred = kindBarred(s, fields.players, why);
    const line: OrderKind = main ? { ...fields, main: true } : fields;
    return barred ? { ...line, barred } : line;
  }
  return new LazyOrderKind(fields.id, fields.label, fields.prompt, fields.players, main, s, why);
}
