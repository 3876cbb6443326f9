/**
 * Who may be chosen at a players call, declared once. A call lists its bars,
 * the rules that leave a seat out (dead, gone with the Mage, protected last
 * night…), each with its French reason and the book's line; the engine
 * derives from that one list both the candidates (the seats, in seating
 * order, that no bar catches) and `barred` (each seat left out, with the
 * first bar that catches it). The two can no longer disagree.
 *
 * A prompt is built on every call of every simulated game and only a refused
 * answer (or the screen's « Pourquoi ? ») reads `barred`: the reasons are
 * worked out when first read, then kept. A bar is
 * a module constant and its test a plain function of the state, the seat and
 * the call's argument (`arg`, what the call worked out once: the player
 * protected last night, the corrupted voter…): no closure is made per seat
 * or per call.
 */
import { mayChange } from './draft';
import type { ClosedOrderKind, OrderKind, PlayersPrompt, Prompt, Why } from './prompts';
import type { PlayerId } from './types';

/** A game as the bars read it: its seats in seating order, and whatever else the tests need. */
interface Seated {
  order: readonly PlayerId[];
}

/** One rule that leaves seats out of a call. `A`: the call's argument the rule reads (none by default). */
export interface Bar<S, A = unknown> {
  /** True when this rule leaves `id` out. Called for every seat on every call: keep it cheap. */
  test(s: S, id: PlayerId, arg: A): boolean;
  /**
   * Why, in French, for the refusal of an answer naming `id` (built only when
   * read); or the reason with its own line, when the rule's line depends on
   * the case (a shut auction: no Notaire, or an empty shop).
   */
  why(s: S, id: PlayerId, arg: A): string | Why;
  /** The book's line (`004:622`), when the rule has one; else the refusal names the call's. */
  line?: string;
  /**
   * The seats this rule lets through, in seating order, when a kept list
   * gives them cheaper than testing every seat (the living, an item's
   * holders; every seat or none, for a rule about the whole table): exactly
   * the seats `test` is false for, a kept list (no allocation). The
   * candidates are then sought among the shortest such list only, in its
   * order (a list a call is about keeps its own: `among`, bars-among.ts).
   */
  pass?(s: S, arg: A): readonly PlayerId[];
}

/** A call's bars, in the order their reasons take precedence (the first that catches a seat says why). */
export type Bars<S, A = unknown> = readonly Bar<S, A>[];

/** How many may be chosen: a number, or worked out from the number of candidates (`upTo`). */
export type Count = number | ((candidates: number) => number);

/** A players prompt's own fields: its candidates and `barred` come from the bars. */
export interface ChooseFields {
  label: string;
  min: Count;
  max: Count;
}

/** The seats no bar catches, in seating order. */
export function eligible<S extends Seated, A>(s: S, bars: Bars<S, A>, arg: A): PlayerId[] {
  const out: PlayerId[] = [];
  const n = bars.length;
  // The shortest list of the seats a bar lets through narrows the walk to them; that bar's test is then skipped.
  let listed = -1;
  let order = s.order;
  for (let j = 0; j < n; j++) {
    const pass = bars[j]!.pass;
    if (!pass) continue;
    const seats = pass(s, arg);
    // A rule that lets nobody through (an item nobody holds) leaves nobody: no other list is asked.
    if (seats.length === 0) return out;
    if (listed < 0 || seats.length < order.length) {
      listed = j;
      order = seats;
    }
  }
  seats: for (let i = 0; i < order.length; i++) {
    const id = order[i]!;
    for (let j = 0; j < n; j++) if (j !== listed && bars[j]!.test(s, id, arg)) continue seats;
    out.push(id);
  }
  return out;
}

/** The first bar that leaves `id` out, as a reason and its line, or null for a candidate. */
export function barOf<S, A>(s: S, bars: Bars<S, A>, id: PlayerId, arg: A): Why | null {
  for (const bar of bars) if (bar.test(s, id, arg)) return whyOf(s, bar, id, arg);
  return null;
}

/** A bar's reason for `id`, with its line. */
function whyOf<S, A>(s: S, bar: Bar<S, A>, id: PlayerId, arg: A): Why {
  const reason = bar.why(s, id, arg);
  if (typeof reason !== 'string') return reason;
  return bar.line ? { reason, rule: bar.line } : { reason };
}

/** Every seat left out, with the first bar that catches it; undefined when none is. */
function barredOf<S extends Seated, A>(s: S, bars: Bars<S, A>, arg: A): Record<PlayerId, Why> | undefined {
  let barred: Record<PlayerId, Why> | undefined;
  for (const id of s.order) {
    const why = barOf(s, bars, id, arg);
    if (why) (barred ??= {})[id] = why;
  }
  return barred;
}

/** `k`, or fewer when fewer may be chosen: `min: upTo(1)` asks for one player when there is one. Make it once (a module constant). */
export function upTo(k: number): (candidates: number) => number {
  return (candidates) => Math.min(k, candidates);
}

/** One player when there is one: `min: ONE_IF_ANY` lets a call with nobody to choose be answered with nobody. */
export const ONE_IF_ANY = upTo(1);

/** Every candidate: `max: ALL` lets the MJ choose as many as there are. */
export const ALL: Count = (candidates) => candidates;

const counted = (c: Count, candidates: number): number => (typeof c === 'number' ? c : c(candidates));

/**
 * A players prompt whose `barred` is worked out when first read: a small
 * class, its own fields a plain prompt's in the same order, so it compares
 * and serializes as one, key for key. Measured on Thiercelieux's playouts,
 * the alternatives cost more: an accessor defined on each prompt
 * (`Object.defineProperty`) a sixth of their speed, the builder kept in a
 * WeakMap a tenth. Sound on a finished state only (it never changes,
 * `draft.ts`): a state that may change gets a plain prompt with `barred` at once.
 */
class BarredPrompt<S extends Seated, A> implements PlayersPrompt {
  // Assigned in the constructor, in a plain prompt's order (a parameter property would come before `kind`).
  readonly kind: 'players';
  label: string;
  min: number;
  max: number;
  candidates: PlayerId[];
  #s: S | null;
  #bars: Bars<S, A>;
  #arg: A;
  #barred: Record<PlayerId, Why> | undefined = undefined;

  constructor(label: string, min: number, max: number, candidates: PlayerId[], s: S, bars: Bars<S, A>, arg: A) {
    this.kind = 'players';
    this.label = label;
    this.min = min;
    this.max = max;
    this.candidates = candidates;
    this.#s = s;
    this.#bars = bars;
    this.#arg = arg;
  }

  get barred(): Record<PlayerId, Why> | undefined {
    if (this.#s) {
      this.#barred = barredOf(this.#s, this.#bars, this.#arg);
      // Worked out once: the state is let go.
      this.#s = null;
    }
    return this.#barred;
  }
}

/**
 * The players prompt of a call that lists its bars: the seats no bar catches
 * are its candidates, and each seat left out says why. On a state that may
 * still change (a draft, `draft.ts`) the reasons are worked out at once.
 */
export function choose<S extends Seated>(s: S, fields: ChooseFields, bars: Bars<S, undefined>): PlayersPrompt;
export function choose<S extends Seated, A>(s: S, fields: ChooseFields, bars: Bars<S, A>, arg: A): PlayersPrompt;
export function choose<S extends Seated, A>(s: S, fields: ChooseFields, bars: Bars<S, A>, arg?: A): PlayersPrompt {
  const a = arg as A;
  const candidates = eligible(s, bars, a);
  const min = counted(fields.min, candidates.length);
  const max = counted(fields.max, candidates.length);
  if (mayChange(s)) {
    const barred = barredOf(s, bars, a);
    const plain: PlayersPrompt = { kind: 'players', label: fields.label, min, max, candidates };
    return barred ? { ...plain, barred } : plain;
  }
  return new BarredPrompt(fields.label, min, max, candidates, s, bars, a);
}

// --- An order kind's givers ------------------------------------------------------------------------

/** Why each seat left out of an order kind's givers may not give it (a seat no bar catches, not asked, is left out). */
function giversBarred<S extends Seated, A>(
  s: S,
  givers: readonly PlayerId[],
  bars: Bars<S, A>,
  arg: A,
): Record<PlayerId, Why> | undefined {
  let out: Record<PlayerId, Why> | undefined;
  // Every seat, not only the book's (a deal's book takes the whole table). The givers come in seating order: met one by one.
  let next = 0;
  for (const id of s.order) {
    if (givers[next] === id) {
      next++;
      continue;
    }
    const why = barOf(s, bars, id, arg);
    if (why) (out ??= {})[id] = why;
  }
  return out;
}

/**
 * An order kind's line whose `barred` is worked out when first read, then
 * kept (the class of `BarredPrompt`, for an order book: only a refused order
 * reads it, and every seat's reason for every kind was half the cost of a
 * forum book's prompt). Its `prompt` too, when the book hands over how to
 * make it: a random player reads the prompt of the one kind it picks, and a
 * phase's first book made every open kind's (a few per cent of a
 * Lychantropia game). Sound on a finished state only, which never changes.
 */
class BarredKind<S extends Seated, A> implements OrderKind {
  declare main?: true;
  declare notSelf?: Why;
  declare noBlank?: Record<PlayerId, Why>;
  #s: S | null;
  /** The state the prompt is made from (`#s` is let go once `barred` is read). */
  #of: S | null;
  #make: ((s: S) => Prompt) | null;
  #prompt: Prompt | undefined;
  #bars: Bars<S, A>;
  #arg: A;
  #barred: Record<PlayerId, Why> | undefined = undefined;
  #most: Record<PlayerId, number> | ((s: S) => Record<PlayerId, number>) | undefined = undefined;
  /** The state each giver's bound is worked out from, until it is read (a random player reads none). */
  #mostOf: S | null = null;

  constructor(
    public id: string,
    public label: string,
    prompt: Prompt | ((s: S) => Prompt),
    public players: PlayerId[],
    main: boolean,
    s: S,
    bars: Bars<S, A>,
    arg: A,
  ) {
    if (main) this.main = true;
    if (typeof prompt === 'function') {
      this.#make = prompt;
      this.#of = s;
    } else {
      this.#prompt = prompt;
      this.#make = null;
      this.#of = null;
    }
    this.#s = s;
    this.#bars = bars;
    this.#arg = arg;
  }

  get prompt(): Prompt {
    if (this.#make) {
      this.#prompt = this.#make(this.#of!);
      this.#make = null;
      this.#of = null;
    }
    return this.#prompt!;
  }

  /** Each giver's own bound (`OrderKind.most`), worked out when first read. */
  get most(): Record<PlayerId, number> | undefined {
    if (typeof this.#most === 'function') {
      this.#most = this.#most(this.#mostOf!);
      this.#mostOf = null;
    }
    return this.#most;
  }

  /** Each giver's own bound, or how to work it out from the state the line is made from. */
  bound(most: Record<PlayerId, number> | ((s: S) => Record<PlayerId, number>), s: S): void {
    this.#most = most;
    if (typeof most === 'function') this.#mostOf = s;
  }

  get barred(): Record<PlayerId, Why> | undefined {
    if (this.#s) {
      this.#barred = giversBarred(this.#s, this.players, this.#bars, this.#arg);
      this.#s = null;
    }
    return this.#barred;
  }

  /** As a plain line reads (the prompt is an accessor, which `JSON.stringify` would leave out). */
  toJSON(): OrderKind {
    return {
      id: this.id,
      label: this.label,
      prompt: this.prompt,
      players: this.players,
      ...(this.main ? { main: this.main } : {}),
      ...(this.notSelf ? { notSelf: this.notSelf } : {}),
      ...(this.noBlank ? { noBlank: this.noBlank } : {}),
      ...(this.most ? { most: this.most } : {}),
    };
  }
}

/** The fields of an order kind's line: its givers (`players`) are seats no bar of `bars` catches, in seating order. */
export interface KindFields<S = never> {
  id: string;
  label: string;
  /** The prompt, or how to make it from the state (made when first read, on a finished state). */
  prompt: Prompt | ((s: S) => Prompt);
  players: PlayerId[];
  /** Each giver's own bound (`OrderKind.most`), or how to work it out from the state (when first read, on a finished state). */
  most?: Record<PlayerId, number> | ((s: S) => Record<PlayerId, number>);
}

/**
 * An order kind's line in a book's prompt: each seat left out of its givers
 * says why with the first of the kind's bars that catches it (lazily on a
 * finished state; at once on a draft), and its prompt is made when first
 * read (at once on a draft) when `fields` says how to make it.
 */
export function giversLine<S extends Seated, A>(
  s: S,
  fields: KindFields<S>,
  main: boolean,
  bars: Bars<S, A>,
  arg: A,
): OrderKind {
  if (mayChange(s)) {
    const barred = giversBarred(s, fields.players, bars, arg);
    const prompt = typeof fields.prompt === 'function' ? fields.prompt(s) : fields.prompt;
    const most = typeof fields.most === 'function' ? fields.most(s) : fields.most;
    const line: OrderKind = {
      id: fields.id,
      label: fields.label,
      prompt,
      players: fields.players,
      ...(most ? { most } : {}),
      ...(main ? { main: true as const } : {}),
    };
    return barred ? { ...line, barred } : line;
  }
  const line = new BarredKind(fields.id, fields.label, fields.prompt, fields.players, main, s, bars, arg);
  if (fields.most) line.bound(fields.most, s);
  return line;
}

// --- An order kind nobody asked may give ----------------------------------------------------------

/**
 * Why a kind nobody among `asked` may give is shut, as one rule: the bar that
 * catches every seat asked (a rule about the day: put first, it catches them
 * all), else the one that lets the seats asked come closest (the last bar to
 * catch one: a holder whose power is spent, rather than a seat without the
 * role).
 */
function shutWhy<S, A>(s: S, asked: readonly PlayerId[], bars: Bars<S, A>, arg: A): Why {
  let last = -1;
  let who: PlayerId | undefined;
  for (const id of asked) {
    const j = bars.findIndex((bar) => bar.test(s, id, arg));
    if (j > last) {
      last = j;
      who = id;
    }
  }
  // Every seat asked is caught (none is a giver): `who` is found whenever one was asked.
  if (who === undefined) throw new Error('shutWhy: no seat asked is left out of this kind');
  return whyOf(s, bars[last]!, who, arg);
}

/**
 * A shut kind whose reasons are worked out when first read, then kept (the
 * class of `BarredPrompt`: only a refused order or the CLI reads them).
 */
class ShutKind<S extends Seated, A> implements ClosedOrderKind {
  #s: S | null;
  #givers: readonly PlayerId[];
  #asked: readonly PlayerId[];
  #bars: Bars<S, A>;
  #arg: A;
  #why: Why | null;
  #barred: Record<PlayerId, Why> | undefined = undefined;

  constructor(
    public id: string,
    public label: string,
    s: S,
    givers: readonly PlayerId[],
    asked: readonly PlayerId[],
    bars: Bars<S, A>,
    arg: A,
    why: Why | null,
  ) {
    this.#s = s;
    this.#givers = givers;
    this.#asked = asked;
    this.#bars = bars;
    this.#arg = arg;
    this.#why = why;
  }

  #read(): void {
    const s = this.#s;
    if (!s) return;
    this.#why ??= shutWhy(s, this.#asked, this.#bars, this.#arg);
    this.#barred = giversBarred(s, this.#givers, this.#bars, this.#arg);
    this.#s = null;
  }

  get reason(): string {
    this.#read();
    return this.#why!.reason;
  }

  get rule(): string | undefined {
    this.#read();
    return this.#why!.rule;
  }

  get barred(): Record<PlayerId, Why> | undefined {
    this.#read();
    return this.#barred;
  }
}

/**
 * An order kind that no seat of `asked` may give now, in a book that asks
 * only some seats (NewMilenium's): listed as shut rather than left out, so
 * that an order of it is refused with its rule, not as an unknown kind. Each
 * seat says why with the first of the kind's bars that catches it (`barred`);
 * the kind as a whole with `why` when the kind declares it, else with the
 * rule that shuts it for the seats asked (`shutWhy`). Its `givers` are the
 * seats no bar catches (none of them asked), in seating order. Lazily on a
 * finished state; at once on a draft. `asked` must not be empty.
 */
export function shutLine<S extends Seated, A>(
  s: S,
  fields: { id: string; label: string },
  givers: readonly PlayerId[],
  asked: readonly PlayerId[],
  bars: Bars<S, A>,
  arg: A,
  why: Why | null = null,
): ClosedOrderKind {
  if (mayChange(s)) {
    const barred = giversBarred(s, givers, bars, arg);
    const line: ClosedOrderKind = { ...fields, ...(why ?? shutWhy(s, asked, bars, arg)) };
    return barred ? { ...line, barred } : line;
  }
  return new ShutKind(fields.id, fields.label, s, givers, asked, bars, arg, why);
}
