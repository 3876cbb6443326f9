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

function resolve(base: Rec, fn: (game: Rec, rng: RngState) => void, rng: RngState): Rec {
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
  fn(game, rng);
  for (const key of RECORDS) {
    const target = records.get(top[key]);
    if (target) top[key] = target;
  }
  return top;
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
        rng,
      ),
    );
    if (rng.some((word, i) => word !== s.rng[i])) after.rng = rng;
    // The log is shared by the games of a playout: appended once the resolution is over, never copied.
    for (const e of events) s.events.push(e);
    // `after` has the keys of a game, with a new value where the rule wrote one.
    return after as unknown as typeof s;
  },
};
