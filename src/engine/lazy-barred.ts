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
import type { PlayersPrompt, Why } from './prompts';
import type { PlayerId } from './types';

type Barred = Record<PlayerId, Why>;

/** A game as the reasons read it: its seats, and whatever else they need. */
interface Seated {
  order: readonly PlayerId[];
}

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
