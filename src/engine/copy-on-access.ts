/**
 * The playouts' writer: copy on access, without immer. A resolution gets a
 * game whose top level (and whose `players`, `rs`, `posts` and `tokens`
 * records, entry by entry) hands out a private deep copy of a part the first
 * time the rule reads it; the rule then reads and writes plain objects (a
 * record itself is copied, one level, only once the rule writes into it or
 * reads one of its objects: `CopyOnRead`). The
 * game it started from is never written, so `ctx.base` is exactly the state
 * before the resolution, as with `apply`; the new game shares every part the
 * rule did not touch. What is saved against immer: a proxy for every object
 * read, the finalizing walk and a freeze. The log is copied with the
 * resolution's events appended (only when it emitted some): the game it
 * started from keeps its own, unchanged.
 *
 * A test checks that every seed gives the very game `apply` gives, thousands
 * of games per ruleset (`tests/engine/copy-on-access.test.ts`).
 *
 * As with immer, a value a rule stores is kept as it is: a rule that stores a
 * part of `ctx.base` and then writes into it in the same resolution would
 * write into the previous state. Identity caches are off while a resolution
 * runs (`draft.ts`): its copies change under their identity.
 */
import type { Draft } from 'immer';
import type { Writer } from './apply';
import { makeCtx } from './context';
import { withoutIdentityCaches } from './draft';
import { AS_IT_STANDS, handedOut, PEEK } from './part-as-it-stands';
import { copyPlayer, literalCopier, type Copier } from './literal-copy';
import { deepFreeze } from './deep-freeze';
import { isObject } from './is-object';
import type { AnyRuleset } from './ruleset';
import type { GameEvent, GameState, RngState } from './types';

type Rec = Record<string, unknown>;

/** How the writer copies a ruleset's state: its literal (`copyState`), and the entries it hands out frozen (`replacedState`). */
interface StateHandling {
  copier: Copier | null;
  replaced: Readonly<Record<string, true>> | null;
}

const HANDLINGS = new WeakMap<AnyRuleset, StateHandling>();

function handlingOf(rules: AnyRuleset): StateHandling {
  let h = HANDLINGS.get(rules);
  if (h === undefined) {
    const replaced = rules.replacedState;
    h = {
      copier: literalCopier(rules.copyState),
      replaced: replaced ? Object.fromEntries(Object.keys(replaced).map((key) => [key, true as const])) : null,
    };
    HANDLINGS.set(rules, h);
  }
  return h;
}

/**
 * A deep copy of plain data (the game is JSON). Each level is cloned whole
 * (`slice`, a spread: V8 copies an object's shape at once, where adding its
 * keys one by one walks its shape's transitions), then only the values that
 * are themselves objects are replaced by their copies.
 */
function copy(value: unknown): unknown {
  if (!isObject(value)) return value;
  if (Array.isArray(value)) {
    const out: unknown[] = value.slice();
    for (let i = 0; i < out.length; i++) if (isObject(out[i])) out[i] = copy(out[i]);
    return out;
  }
  // Plain data: its own enumerable keys are all a spread copies and `for…in` walks, in the same order.
  const out: Rec = { ...value };
  for (const key in out) if (isObject(out[key])) out[key] = copy(out[key]);
  return out;
}

/**
 * The traps of a record handed out by `copyOnRead`. Until the rule writes
 * into it or reads one of its objects, the proxy stands on the base's own
 * record and no copy is made: most records a resolution opens are only read
 * (their numbers and strings, or as they stand: a name, a health), and a copy
 * of a dozen entries then cost more than the reads. On the first such read or
 * write, `own` becomes the record's shallow copy, and every trap answers from
 * it: an entry still identical to `base`'s has not been read nor replaced yet;
 * anything else was copied or stored by the rule. The base is never written.
 * A handler object per record, its traps on the prototype: no closure is made
 * per record.
 *
 * The proxy's target is the base only where the base can be extended (a game
 * made by this writer or by the rules; an immer state is frozen): a proxy must
 * answer for a frozen target's properties as the target does. Otherwise the
 * copy is made at once and is the target, as before.
 */
class CopyOnRead implements ProxyHandler<Rec> {
  /** The record's copy, once made: until then the record is the base's, entry for entry. */
  own: Rec | null;

  constructor(
    readonly base: Rec,
    own: Rec | null,
    /** The ruleset's own copy of its state (`literalCopier`), for `rs`; null: the spread. */
    readonly copier: Copier | null,
    /** Entries replaced whole, never edited in place (`replacedState`, for `rs`): handed out as they stand, frozen. */
    readonly replaced: Readonly<Record<string, true>> | null,
    /** An entry's deep copy: `copy`, or a player's by its literals (`copyPlayer`). */
    readonly copyEntry: (value: unknown) => unknown,
  ) {
    this.own = own;
  }

  /** The record's copy, made now if need be. */
  #mine(): Rec {
    return (this.own ??= this.copier === null ? { ...this.base } : this.copier(this.base));
  }

  get(t: Rec, key: string | symbol): unknown {
    if (typeof key !== 'string') return key === AS_IT_STANDS ? (this.own ?? t) : Reflect.get(this.own ?? t, key);
    const v = (this.own ?? t)[key];
    if (!isObject(v) || v !== this.base[key]) return v;
    if (this.replaced !== null && this.replaced[key] === true) return deepFreeze(v);
    const c = this.copyEntry(v);
    this.#mine()[key] = c;
    return c;
  }

  // A proxy without a `set` trap takes the slow generic path on every write.
  set(_t: Rec, key: string | symbol, value: unknown): boolean {
    return Reflect.set(this.#mine(), key, value);
  }

  deleteProperty(_t: Rec, key: string | symbol): boolean {
    return Reflect.deleteProperty(this.#mine(), key);
  }

  defineProperty(_t: Rec, key: string | symbol, descriptor: PropertyDescriptor): boolean {
    return Reflect.defineProperty(this.#mine(), key, descriptor);
  }

  // The keys as the record has them now (a key added or removed is the copy's only).
  has(t: Rec, key: string | symbol): boolean {
    return key in (this.own ?? t);
  }

  ownKeys(t: Rec): (string | symbol)[] {
    return Reflect.ownKeys(this.own ?? t);
  }

  getOwnPropertyDescriptor(t: Rec, key: string | symbol): PropertyDescriptor | undefined {
    return Reflect.getOwnPropertyDescriptor(this.own ?? t, key);
  }
}

/** A player's deep copy, by the literals of `literal-copy.ts`. */
const copyPlayerEntry = (player: unknown): unknown => copyPlayer(player, copy);

/** A record whose entries are copied the first time they are read (`CopyOnRead`), with its handler. */
function copyOnRead(base: Rec, part: number, state: StateHandling): { proxy: Rec; handler: CopyOnRead } {
  const lazy = Object.isExtensible(base);
  const own = lazy ? null : { ...base };
  const rs = part === RS;
  const handler = new CopyOnRead(
    base,
    own,
    rs ? state.copier : null,
    rs ? state.replaced : null,
    part === PLAYERS ? copyPlayerEntry : copy,
  );
  const proxy = new Proxy(own ?? base, handler);
  if (part === PLAYERS) handedOut('players', proxy, handler);
  else if (part === RS) handedOut('rs', proxy, handler);
  return { proxy, handler };
}

/**
 * What the new game holds for a record handed out: its copy, or the base's
 * own record when no entry was copied, stored or removed (read as it stands
 * only, `playerRead`): the same entries, and its identity kept, so that what
 * is known of it (the end check, `end-check.ts`; the identity caches) still holds.
 */
function settledRecord(handler: CopyOnRead): Rec {
  return handler.own ?? handler.base;
}

/** Records whose entries are copied one by one (a rule touches a player, not all of them). */
const RECORDS = new Set(['players', 'rs', 'posts', 'tokens']);
/** Never written by a rule: handed out as they are (the log grows only through `emit`). */
const AS_IS = new Set(['setup', 'events']);
/**
 * Replaced, never edited in place (a seat swap writes a new seating): handed
 * out as it is, frozen, so that an edit in place would fail loudly rather
 * than write the game before. Its identity then survives a resolution that
 * reads it, and the caches keyed by the seating keep their answers. (The
 * clock, replaced too, is copied: handed out as it stands, frozen or not, it
 * cost Quinte-bourg 1.2 % more instructions, measured, for reasons not found.)
 */
const FROZEN = new Set(['order']);
/** Replaced, never edited in place (`context.ts`, `agendaOf`): a copy of the list, sharing its calls. */
const SHALLOW = new Set(['agenda']);

/** The resolution through a proxy of the whole game: for a game with a part `GameState` does not list (`GameView` has no accessor for it). */
function resolveByProxy(base: Rec, state: StateHandling, fn: (game: Rec) => void): Rec {
  const top: Rec = { ...base };
  const records = new Map<unknown, CopyOnRead>();
  const game = new Proxy(top, {
    get(t, key) {
      if (typeof key !== 'string') return Reflect.get(t, key);
      const v = t[key];
      if (!isObject(v) || v !== base[key] || AS_IS.has(key)) return v;
      if (FROZEN.has(key)) return Object.freeze(v);
      if (RECORDS.has(key) && !Array.isArray(v)) {
        const { proxy, handler } = copyOnRead(v as Rec, PART_INDEX[key as (typeof PARTS)[number]] ?? -1, state);
        records.set(proxy, handler);
        t[key] = proxy;
        return proxy;
      }
      const c = SHALLOW.has(key) && Array.isArray(v) ? v.slice() : copy(v);
      t[key] = c;
      return c;
    },
    set(t, key, value) {
      return Reflect.set(t, key, value);
    },
  });
  fn(game);
  for (const key of RECORDS) {
    const handler = records.get(top[key]);
    if (handler) top[key] = settledRecord(handler);
  }
  return top;
}

/** The parts of a game, as `GameState` lists them: `GameView` has a getter and a setter for each. */
const PARTS = [
  'rulesetId',
  'setup',
  'seq',
  'clock',
  'order',
  'players',
  'spare',
  'posts',
  'rng',
  'agenda',
  'done',
  'events',
  'ended',
  'rs',
  'tokens',
] as const;
const PLAYERS = PARTS.indexOf('players');
const RS = PARTS.indexOf('rs');
const IS_PART: Readonly<Record<string, true>> = Object.freeze(
  Object.fromEntries(PARTS.map((key) => [key, true as const])),
);

/** How a part is handed out the first time it is read. */
const enum Opening {
  /** A private deep copy. */
  Copy,
  /** As it is (never written by a rule). */
  AsIs,
  /** A record copied entry by entry (`copyOnRead`). */
  Record,
  /** A copy of the list, sharing its items. */
  Shallow,
  /** As it is, frozen (replaced, never edited in place). */
  Frozen,
}
const OPENING: readonly Opening[] = PARTS.map((key) =>
  AS_IS.has(key)
    ? Opening.AsIs
    : FROZEN.has(key)
      ? Opening.Frozen
      : RECORDS.has(key)
        ? Opening.Record
        : SHALLOW.has(key)
          ? Opening.Shallow
          : Opening.Copy,
);

/** A part neither read nor written yet: the base's stands. */
const UNTOUCHED: unique symbol = Symbol('untouched');
const ALL_UNTOUCHED: readonly unknown[] = PARTS.map(() => UNTOUCHED);

/**
 * The game a resolution writes, as `resolveByProxy`'s proxy hands it out
 * (the same copies on the same reads), but through a getter and a setter per
 * part on a class: V8 inlines those, while every read of a proxy calls its
 * trap (the rules read `ctx.s.players`, `ctx.s.rs`… thousands of times per game).
 */
class GameView {
  readonly #base: Rec;
  /** Each part's value now: `UNTOUCHED` (the base's), a copy, or what the rule stored. */
  readonly #values: unknown[] = ALL_UNTOUCHED.slice();
  /** The records handed out (copy-on-read proxies), with the plain record behind each. */
  #records: Map<unknown, CopyOnRead> | null = null;
  /** Parts the base has no key for, in the order the rule stored them (`tokens` before the first MJ token). */
  #added: number[] | null = null;

  /** How the ruleset's state is copied (private: the view's own enumerable keys are parts a rule added). */
  readonly #state: StateHandling;

  /** `base` has only parts `GameState` lists (`onlyParts`). */
  constructor(base: Rec, state: StateHandling) {
    this.#base = base;
    this.#state = state;
  }

  read(i: number): unknown {
    const v = this.#values[i];
    if (v !== UNTOUCHED) return v;
    const opened = this.#open(i, this.#base[PARTS[i]!]);
    this.#values[i] = opened;
    return opened;
  }

  #open(i: number, v: unknown): unknown {
    const how = OPENING[i];
    if (!isObject(v) || how === Opening.AsIs) return v;
    if (how === Opening.Frozen) return Object.freeze(v);
    if (how === Opening.Record && !Array.isArray(v)) {
      const { proxy, handler } = copyOnRead(v as Rec, i, this.#state);
      (this.#records ??= new Map()).set(proxy, handler);
      return proxy;
    }
    return how === Opening.Shallow && Array.isArray(v) ? v.slice() : copy(v);
  }

  /** A part as it stands, without opening it: the base's while untouched (to read, or to replace, never to edit). */
  peek(i: number): unknown {
    const v = this.#values[i];
    return v === UNTOUCHED ? this.#base[PARTS[i]!] : v;
  }

  /** `partAsItStands`' question, by the part's name. */
  [PEEK](key: (typeof PARTS)[number]): unknown {
    return this.peek(PART_INDEX[key]);
  }

  write(i: number, value: unknown): void {
    const key = PARTS[i]!;
    if (!Object.prototype.hasOwnProperty.call(this.#base, key) && !(this.#added ??= []).includes(i))
      this.#added.push(i);
    // The base's own object stored back stands for the base's part: read again, it is copied again (as through the proxy).
    this.#values[i] = isObject(value) && value === this.#base[key] && OPENING[i] !== Opening.AsIs ? UNTOUCHED : value;
  }

  /** The game after the resolution: the base's keys in their order, then the parts it added, each record its plain self. */
  finish(): Rec {
    if (
      this.#added === null &&
      this.#values[TOKENS] === UNTOUCHED &&
      isCanonical(this.#base) &&
      Object.keys(this).length === 0
    ) {
      const out = this.#canonical();
      lastCanonical = lastPartsOnly = out;
      return out;
    }
    const out: Rec = { ...this.#base };
    const values = this.#values;
    for (let i = 0; i < values.length; i++) {
      const v = values[i];
      if (v !== UNTOUCHED && !this.#added?.includes(i)) out[PARTS[i]!] = this.#plain(v);
    }
    if (this.#added) for (const i of this.#added) out[PARTS[i]!] = this.#plain(values[i]);
    // A key `GameState` does not list, stored by a rule, is an own property of the view (the only enumerable ones): kept, last.
    // `Object.keys` reads the view's own keys only (a `for…in` would walk the prototype's accessors every time).
    const extra = Object.keys(this);
    if (extra.length > 0) {
      for (const key of extra) out[key] = (this as unknown as Rec)[key];
    } else {
      // The view is made for a base with only parts: so is the new game.
      lastPartsOnly = out;
    }
    return out;
  }

  /**
   * The new game of a canonical base (every part but `tokens`, in `PARTS`'
   * order): one object literal, of one shape for every game, where a spread
   * of the base and a store per changed part cost more.
   */
  #canonical(): Rec {
    const b = this.#base;
    return {
      rulesetId: this.#at(0, b.rulesetId),
      setup: this.#at(1, b.setup),
      seq: this.#at(2, b.seq),
      clock: this.#at(3, b.clock),
      order: this.#at(4, b.order),
      players: this.#at(5, b.players),
      spare: this.#at(6, b.spare),
      posts: this.#at(7, b.posts),
      rng: this.#at(8, b.rng),
      agenda: this.#at(9, b.agenda),
      done: this.#at(10, b.done),
      events: this.#at(11, b.events),
      ended: this.#at(12, b.ended),
      rs: this.#at(13, b.rs),
    };
  }

  #at(i: number, base: unknown): unknown {
    const v = this.#values[i];
    return v === UNTOUCHED ? base : this.#plain(v);
  }

  /** A part as the new game holds it: a record handed out as a proxy is its plain record. */
  #plain(v: unknown): unknown {
    const handed = this.#records?.get(v);
    return handed === undefined ? v : settledRecord(handed);
  }
}

for (const [i, key] of PARTS.entries()) {
  Object.defineProperty(GameView.prototype, key, {
    get(this: GameView) {
      return this.read(i);
    },
    set(this: GameView, value: unknown) {
      this.write(i, value);
    },
  });
}

const PART_INDEX = Object.fromEntries(PARTS.map((key, i) => [key, i])) as Record<(typeof PARTS)[number], number>;

/** `tokens`' place in `PARTS`: a game without MJ tokens has every part before it, and no other key. */
const TOKENS = PARTS.indexOf('tokens');
const CANONICAL: readonly string[] = PARTS.slice(0, TOKENS);

/** The last canonical game made (every part but `tokens`, in `PARTS`' order): a playout's next base. */
let lastCanonical: Rec | null = null;

/** Whether `base`'s keys are `CANONICAL`, in that order. */
function isCanonical(base: Rec): boolean {
  if (base === lastCanonical) return true;
  const keys = Object.keys(base);
  return keys.length === CANONICAL.length && keys.every((key, i) => key === CANONICAL[i]);
}

/**
 * The last game a view made with only parts `GameState` lists: a playout's
 * next resolution starts from it, and need not walk its keys again. A game is
 * never given a key once made (states are immutable between resolutions).
 */
let lastPartsOnly: Rec | null = null;

/** Whether every key of `base` is a part `GameState` lists (the view hands out no other). */
function onlyParts(base: Rec): boolean {
  if (base === lastPartsOnly) return true;
  for (const key in base) if (IS_PART[key] !== true) return false;
  return true;
}

function resolve(base: Rec, state: StateHandling, fn: (game: Rec) => void): Rec {
  if (!onlyParts(base)) return resolveByProxy(base, state, fn);
  const view = new GameView(base, state);
  // The view stands for the game: its parts are read and written by name, as the game's keys are.
  fn(view as unknown as Rec);
  return view.finish();
}

/**
 * The copy-on-access writer. `simulated`: a playout's whose log nobody reads
 * and whose states are dropped as soon as the next is made (`simulatedWriter`).
 */
function copyOnAccess(simulated: boolean): Writer {
  /** The log this writer made last (simulated): only the game's newest state holds it, so it may grow in place. */
  let owned: GameEvent[] | null = null;
  return {
    effects: false,
    plainText: simulated,
    mutate(rules, s, seq, hand, fn) {
      const events: GameEvent[] = [];
      const rng: RngState = [s.rng[0], s.rng[1], s.rng[2], s.rng[3]];
      // With dice given by hand, an answer may still be refused after its resolution: `s` must then stay as it was.
      const inPlace = simulated && s.events === owned && hand.queue.length === 0 && !hand.required;
      // A game is a plain record of its parts: the writer handles it key by key, whatever the ruleset's types.
      const before = s as unknown as Rec;
      const after = withoutIdentityCaches(() =>
        resolve(before, handlingOf(rules), (game) => {
          // The proxy stands for the game: the rules see the same keys and values, copied as they read them.
          const draft = game as unknown as Draft<GameState>;
          // A simulated game's events keep their data but not their text: nothing reads it (`EventText`).
          fn(makeCtx(rules, draft, s, seq, events, rng, hand, !simulated));
        }),
      );
      if (rng[0] !== s.rng[0] || rng[1] !== s.rng[1] || rng[2] !== s.rng[2] || rng[3] !== s.rng[3]) after.rng = rng;
      // The new game's log: the previous game's own stays as it was (a state is never written once made, and may be
      // kept: a replay's snapshots, an undo), except in a simulated game, where the previous state is dropped (a copy
      // of the whole log per resolution made a game's cost grow with the square of its length).
      if (events.length > 0) {
        if (inPlace) for (const e of events) owned!.push(e);
        else {
          after.events = s.events.concat(events);
          if (simulated) owned = after.events as GameEvent[];
        }
      }
      // `after` has the keys of a game, with a new value where the rule wrote one.
      return after as unknown as typeof s;
    },
  };
}

export const COPY_ON_ACCESS: Writer = copyOnAccess(false);

/**
 * A writer for one simulated game (a new one per game): `COPY_ON_ACCESS`, but
 * events carry no text (`EventText`), refusals' reasons are left as the rules wrote them (no French typesetting) and the
 * log grows in place, so every state but the newest is spoiled. Only for a
 * playout that keeps its newest state alone and gives up on any other
 * outcome than accepted or refused before its resolution (it then replays
 * the answers through `apply`). The same game otherwise: every part, every
 * event's data.
 */
export function simulatedWriter(): Writer {
  return copyOnAccess(true);
}
