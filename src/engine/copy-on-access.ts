/**
 * The playouts' writer: copy on access, without immer. A resolution gets a
 * game whose top level (and whose `players`, `rs`, `posts` and `tokens`
 * records, entry by entry) hands out a private deep copy of a part the first
 * time the rule reads it; the rule then reads and writes plain objects. The
 * game it started from is never written, so `ctx.base` is exactly the state
 * before the resolution, as with `apply`; the new game shares every part the
 * rule did not touch. What is saved against immer: a proxy for every object
 * read, the finalizing walk, a freeze, and a copy of the whole log on every
 * answer (events are appended to one array the games of a playout share).
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
import type { GameEvent, GameState, RngState } from './types';

type Rec = Record<string, unknown>;

const isObject = (v: unknown): v is object => v !== null && typeof v === 'object';

/** A deep copy of plain data (the game is JSON). */
function copy(value: unknown): unknown {
  if (!isObject(value)) return value;
  if (Array.isArray(value)) {
    const out = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i++) out[i] = copy(value[i]);
    return out;
  }
  // Plain data: its own enumerable keys are all `for…in` walks (and much faster than `Object.entries`).
  const record = value as Rec;
  const out: Rec = {};
  for (const key in record) out[key] = copy(record[key]);
  return out;
}

/**
 * A record (shallow copy of `base` as its target) whose entries are copied
 * the first time they are read. An entry still identical to `base`'s has not
 * been read nor replaced yet; anything else was copied or stored by the rule.
 */
function copyOnRead(base: Rec, target: Rec): Rec {
  return new Proxy(target, {
    get(t, key) {
      if (typeof key !== 'string') return Reflect.get(t, key);
      const v = t[key];
      if (!isObject(v) || v !== base[key]) return v;
      const c = copy(v);
      t[key] = c;
      return c;
    },
    // A proxy without a `set` trap takes the slow generic path on every write.
    set(t, key, value) {
      return Reflect.set(t, key, value);
    },
  });
}

/** Records whose entries are copied one by one (a rule touches a player, not all of them). */
const RECORDS = new Set(['players', 'rs', 'posts', 'tokens']);
/** Never written by a rule: handed out as they are (the log grows only through `emit`). */
const AS_IS = new Set(['setup', 'events']);
/** Replaced, never edited in place (`context.ts`, `agendaOf`): a copy of the list, sharing its calls. */
const SHALLOW = new Set(['agenda']);

/** The resolution through a proxy of the whole game: for a game with a part `GameState` does not list (`GameView` has no accessor for it). */
function resolveByProxy(base: Rec, fn: (game: Rec) => void): Rec {
  const top: Rec = { ...base };
  const records = new Map<unknown, Rec>();
  const game = new Proxy(top, {
    get(t, key) {
      if (typeof key !== 'string') return Reflect.get(t, key);
      const v = t[key];
      if (!isObject(v) || v !== base[key] || AS_IS.has(key)) return v;
      if (RECORDS.has(key) && !Array.isArray(v)) {
        // The record's own keys and values, copied one level: a plain object.
        const target: Rec = { ...v };
        const proxy = copyOnRead(v as Rec, target);
        records.set(proxy, target);
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
    const target = records.get(top[key]);
    if (target) top[key] = target;
  }
  return top;
}

/** The parts of a game, as `GameState` lists them: `GameView` has a getter and a setter for each. */
const PARTS = ['rulesetId', 'setup', 'seq', 'clock', 'order', 'players', 'spare', 'posts', 'rng', 'agenda', 'done', 'events', 'ended', 'rs', 'tokens'] as const;
const PART_INDEX = new Map<string, number>(PARTS.map((key, i) => [key, i]));

/**
 * The game a resolution writes, as `resolveByProxy`'s proxy hands it out
 * (the same copies on the same reads), but through a getter and a setter per
 * part on a class: V8 inlines those, while every read of a proxy calls its
 * trap (the rules read `ctx.s.players`, `ctx.s.rs`… thousands of times per game).
 */
class GameView {
  readonly #base: Rec;
  /** Each part's value now: the base's, a copy, or what the rule stored. */
  readonly #values: unknown[] = new Array<unknown>(PARTS.length);
  /** The records handed out (copy-on-read proxies), with the plain record behind each. */
  #records: Map<unknown, Rec> | null = null;
  /** Parts the base has no key for, in the order the rule stored them (`tokens` before the first MJ token). */
  #added: number[] | null = null;
  /** Whether the base has a key `GameState` does not list: then the game goes through `resolveByProxy`. */
  readonly #unknownKeys: boolean = false;

  constructor(base: Rec) {
    this.#base = base;
    for (const key in base) {
      const i = PART_INDEX.get(key);
      if (i === undefined) this.#unknownKeys = true;
      else this.#values[i] = base[key];
    }
  }

  get unknownKeys(): boolean {
    return this.#unknownKeys;
  }

  read(i: number): unknown {
    const v = this.#values[i];
    const key = PARTS[i]!;
    if (!isObject(v) || v !== this.#base[key] || AS_IS.has(key)) return v;
    if (RECORDS.has(key) && !Array.isArray(v)) {
      const target: Rec = { ...v };
      const proxy = copyOnRead(v as Rec, target);
      (this.#records ??= new Map()).set(proxy, target);
      this.#values[i] = proxy;
      return proxy;
    }
    const c = SHALLOW.has(key) && Array.isArray(v) ? v.slice() : copy(v);
    this.#values[i] = c;
    return c;
  }

  write(i: number, value: unknown): void {
    if (!Object.prototype.hasOwnProperty.call(this.#base, PARTS[i]!) && !(this.#added ??= []).includes(i)) this.#added.push(i);
    this.#values[i] = value;
  }

  /** The game after the resolution: the base's keys in their order, then the parts it added, each record its plain self. */
  finish(): Rec {
    const out: Rec = {};
    for (const key in this.#base) out[key] = this.#plain(this.#values[PART_INDEX.get(key)!]);
    if (this.#added) for (const i of this.#added) out[PARTS[i]!] = this.#plain(this.#values[i]);
    // A key `GameState` does not list, stored by a rule, is an own property of the view (the only enumerable ones): kept, last.
    const extra = this as unknown as Rec;
    for (const key in extra) out[key] = extra[key];
    return out;
  }

  /** A part as the new game holds it: a record handed out as a proxy is its plain record. */
  #plain(v: unknown): unknown {
    return this.#records?.get(v) ?? v;
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

function resolve(base: Rec, fn: (game: Rec) => void): Rec {
  const view = new GameView(base);
  if (view.unknownKeys) return resolveByProxy(base, fn);
  // The view stands for the game: its parts are read and written by name, as the game's keys are.
  fn(view as unknown as Rec);
  return view.finish();
}

export const COPY_ON_ACCESS: Writer = {
  effects: false,
  mutate(rules, s, seq, hand, fn) {
    const events: GameEvent[] = [];
    const rng: RngState = [s.rng[0], s.rng[1], s.rng[2], s.rng[3]];
    // A game is a plain record of its parts: the writer handles it key by key, whatever the ruleset's types.
    const before = s as unknown as Rec;
    const after = withoutIdentityCaches(() =>
      resolve(
        before,
        (game) => {
          // The proxy stands for the game: the rules see the same keys and values, copied as they read them.
          const draft = game as unknown as Draft<GameState>;
          fn(makeCtx(rules, draft, s, seq, events, rng, hand));
        },
      ),
    );
    if (rng.some((word, i) => word !== s.rng[i])) after.rng = rng;
    // The log is shared by the games of a playout: appended once the resolution is over, never copied.
    for (const e of events) s.events.push(e);
    // `after` has the keys of a game, with a new value where the rule wrote one.
    return after as unknown as typeof s;
  },
};
