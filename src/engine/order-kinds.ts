/**
 * Kinds of orders for a forum game's order book (`orders.ts`), declared as
 * data: who may give the order now, its prompt, its own rule check, how it
 * reads in the MJ's list. The value each kind's `check` and `describe`
 * receive is typed from its prompt, so a ruleset never casts an order's
 * value; `read` gives a kept value back with that type.
 *
 *   const order = orderKindsOf<MyGame>();
 *   export const vote = order({ id: 'vote', …, prompt: (s) => ({ kind: 'players', … }), check: (s, player, [target]) => … });
 */
import type { OrderBook, OrderEdit } from './orders';
import { ordersOfKind } from './orders';
import type { AnswerOf, AnyAnswer, ClosedOrderKind, OrderKind, OrdersPrompt, Prompt, Why } from './prompts';
import type { Refusal } from './step';
import type { Json, PlayerId } from './types';
import { bookInputs } from './book-inputs';
import { mayChange } from './draft';
import { typo } from './french';
import { eligible, giversLine, shutLine, type Bars, type KindFields } from './bars';
import { byText, sameItems } from './memo';

/** A game as an order kind's givers read it: its seats in seating order. */
export interface Seats {
  order: readonly PlayerId[];
}

/** One kind of order as written (list `prompt` before `check` and `describe`). */
export interface OrderSpec<G, P extends Prompt> {
  id: string;
  label: string;
  /**
   * Who may give this order now, declared once (`bars.ts`): the seats no bar
   * catches, in seating order, are its givers, and each seat left out says
   * why with the first bar that catches it. A module constant.
   */
  givers: Bars<G, undefined>;
  prompt(s: G): P;
  /** Rule checks of one player's order (a French reason, with the book's line), beyond the prompt's shape. */
  check?(s: G, player: PlayerId, value: AnswerOf<P>): Refusal | null;
  /** How the order reads in the MJ's list. */
  describe(s: G, value: AnswerOf<P>): string;
  /**
   * Its givers' bars or `prompt` read the book itself (day 0's candidates…): a
   * ruleset that keeps a kind's line from one state to the next while the
   * rest of the game is the same objects works this one out after every order.
   */
  readsBook?: true;
  /** The order of the moment, in place on every giver's row of the order screen (`OrderKind.main`). */
  main?: true;
  /** Why nobody may give it now, with the book's line (asked when no seat may, for a book that lists its shut kinds). */
  closed?(s: G): Why | null;
  /** A giver may not name himself: the rule, stated once (`OrderKind.notSelf`: not offered, refused with it). */
  notSelf?: Why;
  /** The givers who must name someone, each with the rule (`OrderKind.noBlank`), from the kind's prompt as made now. */
  noBlank?(s: G, prompt: P): Record<PlayerId, Why> | null;
  /** The most values a giver may pick now, his own (`OrderKind.most`): read from the game, not the book. */
  most?(s: G, player: PlayerId): number;
}

/**
 * One kind of order as a book handles it, whatever its prompt. `I` keeps the
 * id as written (`'vote'`, `` `role-${1 | 2}` ``), so that tests can type an
 * order's kind and value from the ruleset's kinds (tests/support/orders.ts).
 */
export interface OrderDef<G, V = AnyAnswer, I extends string = string> {
  id: I;
  label: string;
  /** Who may give it now (`OrderSpec.givers`): `giversOf` reads them. */
  givers: Bars<G, undefined>;
  prompt(s: G): Prompt;
  check(s: G, player: PlayerId, value: Json): Refusal | null;
  describe(s: G, value: Json): string;
  /** A value of this kind as the book keeps it. */
  read(value: Json): V;
  /** Its givers or `prompt` read the book (`OrderSpec.readsBook`). */
  readsBook?: true;
  /** The order of the moment (`OrderKind.main`). */
  main?: true;
  /** Why nobody may give it now (`OrderSpec.closed`). */
  closed?(s: G): Why | null;
  /** A giver may not name himself (`OrderSpec.notSelf`). */
  notSelf?: Why;
  /** The givers who must name someone (`OrderSpec.noBlank`). */
  noBlank?(s: G, prompt: Prompt): Record<PlayerId, Why> | null;
  /** Each giver's own bound (`OrderSpec.most`). */
  most?(s: G, player: PlayerId): number;
}

/** Who may give an order kind now: the seats none of its bars catches, in seating order. */
export function giversOf<G extends Seats>(s: G, k: OrderDef<G, unknown>): PlayerId[] {
  return eligible(s, k.givers, undefined);
}

/** The kind helper of a game type `G`: it infers each kind's prompt and types its value. */
export function orderKindsOf<G extends Seats>() {
  return <const P extends Prompt, const I extends string>(
    spec: OrderSpec<G, P> & { id: I },
  ): OrderDef<G, AnswerOf<P>, I> => {
    // The one place an order's value gets its type back: the engine read it against this kind's prompt before it entered the book (read-answer.ts), and the book keeps it as it came.
    const read = (value: Json): AnswerOf<P> => value as AnswerOf<P>;
    return {
      id: spec.id,
      label: spec.label,
      givers: spec.givers,
      prompt: (s) => spec.prompt(s),
      check: (s, player, value) => spec.check?.(s, player, read(value)) ?? null,
      describe: (s, value) => spec.describe(s, read(value)),
      read,
      ...(spec.readsBook ? { readsBook: true as const } : {}),
      ...(spec.main ? { main: true as const } : {}),
      ...(spec.closed ? { closed: (s: G) => spec.closed?.(s) ?? null } : {}),
      ...(spec.notSelf ? { notSelf: spec.notSelf } : {}),
      // The prompt handed back is the one this kind made (`lineOf`): its type is the kind's own.
      ...(spec.noBlank ? { noBlank: (s: G, prompt: Prompt) => spec.noBlank?.(s, prompt as P) ?? null } : {}),
      ...(spec.most ? { most: (s: G, player: PlayerId) => spec.most?.(s, player) ?? 0 } : {}),
    };
  };
}

/** The book's prompt: the kinds someone may give now, each with its givers (among `players`). */
export function kindsPrompt<G extends Seats>(
  s: G,
  label: string,
  players: readonly PlayerId[],
  kinds: readonly OrderDef<G, unknown>[],
): OrdersPrompt {
  const out: OrderKind[] = [];
  for (const k of kinds) {
    const line = kindLine(s, players, k);
    if (line) out.push(line);
  }
  return { kind: 'orders', label, players: [...players], kinds: out };
}

/** One kind's entry in the book's prompt: its givers among `players`, or null when nobody may give it. */
export function kindLine<G extends Seats>(
  s: G,
  players: readonly PlayerId[],
  k: OrderDef<G, unknown>,
): OrderKind | null {
  const givers = giversOf(s, k).filter((id) => players.includes(id));
  if (givers.length === 0) return null;
  const prompt = k.prompt(s);
  const line: OrderKind = { id: k.id, label: k.label, prompt, players: givers };
  if (k.most) line.most = mostOf(s, k, givers);
  return withGiverRules(s, k.main ? { ...line, main: true } : line, k, prompt);
}

/** A kind's line with what it forbids one giver and not another (`notSelf`, `noBlank`), when it says so. */
function withGiverRules<G>(s: G, line: OrderKind, k: OrderDef<G, unknown>, prompt: Prompt): OrderKind {
  if (k.notSelf) line.notSelf = k.notSelf;
  const noBlank = k.noBlank?.(s, prompt);
  if (noBlank) line.noBlank = noBlank;
  return line;
}

/**
 * The prompt one giver answers for a kind: the kind's, without his own name
 * where the kind forbids it, and without « nobody » where he must name
 * someone (what the order screen offers him; the engine refuses the rest
 * with the kind's rules).
 */
export function promptFor(kind: OrderKind, player: PlayerId): Prompt {
  const p = kind.prompt;
  if (p.kind !== 'players') return p;
  const self = kind.notSelf !== undefined && p.candidates.includes(player);
  const named = kind.noBlank?.[player] !== undefined && p.min === 0;
  if (!self && !named) return p;
  return {
    kind: 'players',
    label: p.label,
    min: named ? 1 : p.min,
    max: p.max,
    candidates: self ? p.candidates.filter((id) => id !== player) : p.candidates,
  };
}

/** Each giver's own bound, for a kind that has one (`OrderKind.most`). */
function mostOf<G>(s: G, k: OrderDef<G, unknown>, givers: readonly PlayerId[]): Record<PlayerId, number> {
  const most: Record<PlayerId, number> = {};
  for (const id of givers) most[id] = k.most!(s, id);
  return most;
}

/** The rule check of an edit that puts an order (the prompt's shape is checked by the engine first). */
export function checkPut<G>(s: G, kinds: readonly OrderDef<G, unknown>[], edit: OrderEdit): Refusal | null {
  if (!('put' in edit)) return null;
  const def = kinds.find((k) => k.id === edit.put.kind);
  return def ? def.check(s, edit.put.player, edit.put.value) : null;
}

/** An order in the book, its value typed by its kind. */
export interface Entered<V> {
  player: PlayerId;
  kind: string;
  value: V;
  seq: number;
}

/** The orders of one kind, in arrival order. */
export function entered<G, V>(book: OrderBook, kind: OrderDef<G, V>): Entered<V>[] {
  return ordersOfKind(book, kind.id).map((o) => ({
    player: o.player,
    kind: o.kind,
    value: kind.read(o.value),
    seq: o.seq,
  }));
}

/** The value of a player's order of one kind, or null. */
export function orderOf<G, V>(book: OrderBook, player: PlayerId, kind: OrderDef<G, V>): V | null {
  const o = book.orders.find((x) => x.player === player && x.kind === kind.id);
  return o ? kind.read(o.value) : null;
}

/** « Ana — Vote : Bruno ; … » lines for the MJ's notes, in `order` (seating) then arrival. */
export function describeOrders<G>(
  s: G,
  book: OrderBook,
  kinds: readonly OrderDef<G, unknown>[],
  order: readonly PlayerId[],
  name: (id: PlayerId) => string,
): string[] {
  const byPlayer = new Map<PlayerId, string[]>();
  for (const o of book.orders) {
    const def = kinds.find((k) => k.id === o.kind);
    if (!def) continue;
    byPlayer.set(o.player, [...(byPlayer.get(o.player) ?? []), `${def.label} : ${def.describe(s, o.value)}`]);
  }
  return order.filter((id) => byPlayer.has(id)).map((id) => `${name(id)} — ${byPlayer.get(id)!.join(' ; ')}`);
}

// --- The book's prompt, kept from one state to the next ------------------------------------------

/** How a ruleset's book reads in its prompt. */
export interface BookOptions<G = unknown> {
  /**
   * Givers taken among the book's `players` (NewMilenium: those asked), and
   * a kind nobody among them may give listed as shut, each seat with the
   * first of its bars that catches it (`bars.ts`' `shutLine`). Without it, a
   * kind's givers are its own `players`, and a kind nobody may give is listed
   * as shut, with its `closed` reason or `shutWhy`'s (Lychantropia).
   */
  among?: true;
  /** Why a kind without its own `closed` reason is shut (a book that lists its shut kinds): a function of the label alone, a constant of the ruleset (its lines are kept per function). */
  shutWhy?: (label: string) => Why;
  /** Orders of another book, each with why it is not given in this one (a day's Pigeon at night…): refused with their rule, not as unknown kinds. */
  elsewhere?: readonly ClosedOrderKind[];
  /** The labels (the kinds' and their prompts') in French typography. */
  typeset?: true;
  /**
   * Why some seats give no order at all (Lychantropia's dead), the prompt's
   * own `barred`; undefined when none. A constant of the ruleset, asked once
   * per prompt made.
   */
  barred?: (s: G) => Readonly<Record<PlayerId, Why>> | undefined;
}

/** One kind's line in the book's prompt: open (with its givers), shut (with why), or left out. */
type KindLine = { open: OrderKind } | { shut: ClosedOrderKind } | null;

/** Labels typeset once per text (a few dozen, a count at most varies). */
const label = (text: string): string => byText(typo, text);

/**
 * A prompt with its label typeset: the same prompt when typesetting changes
 * nothing; a players prompt keeps its reasons (`barred`, worked out lazily by
 * `choose`: a spread would drop them).
 */
function relabel(p: Prompt): Prompt {
  if (p.label === undefined) return p;
  const typeset = label(p.label);
  if (typeset === p.label) return p;
  return p.kind === 'players' && p.barred ? { ...p, label: typeset, barred: p.barred } : { ...p, label: typeset };
}

/** How to make a kind's prompt with its label typeset (made when first read, `BarredKind`). */
const typesetOf =
  <G>(k: OrderDef<G, unknown>) =>
  (s: G): Prompt =>
    relabel(k.prompt(s));

/** A kind's line worked out from the game. */
function lineOf<G extends Seats>(
  s: G,
  players: readonly PlayerId[],
  k: OrderDef<G, unknown>,
  o: BookOptions<G>,
): KindLine {
  const all = giversOf(s, k);
  const givers = o.among ? all.filter((id) => players.includes(id)) : all;
  const title = o.typeset ? label(k.label) : k.label;
  if (givers.length === 0) {
    // A book that asks some seats lists a kind none of them may give as shut, each seat with its own bar.
    if (o.among)
      return players.length === 0
        ? null
        : { shut: shutLine(s, { id: k.id, label: title }, all, players, k.givers, undefined, k.closed?.(s) ?? null) };
    if (!o.shutWhy) return null;
    // Every kind says why it is shut: its own reason, or the book's for this phase of the game.
    return shutFor(k, title, k.closed?.(s) ?? null, o.shutWhy);
  }
  // Read by `noBlank`, the prompt is made now; else when first read (a random player reads one kind's), typeset then.
  const prompt = k.noBlank ? (o.typeset ? relabel(k.prompt(s)) : k.prompt(s)) : o.typeset ? typesetOf(k) : k.prompt;
  const fields: KindFields<G> = { id: k.id, label: title, prompt, players: givers };
  // Read by the order screen's dialog alone: worked out when first read (a random player reads none).
  if (k.most) fields.most = (st: G) => mostOf(st, k, givers);
  const line = giversLine(s, fields, k.main === true, k.givers, undefined);
  if (k.notSelf) line.notSelf = k.notSelf;
  const noBlank = typeof prompt === 'function' ? null : k.noBlank?.(s, prompt);
  if (noBlank) line.noBlank = noBlank;
  return { open: line };
}

/** A kind's last shut line, with the reason it was made from: its own (`closed`) or the book's (`shutWhy`). */
interface KeptShut {
  from: Why | ((label: string) => Why);
  title: string;
  line: KindLine;
}

/** Per kind, its last shut line (a kind nobody may give stays shut for the same reason through most of a phase). */
const SHUT_LINES = new WeakMap<object, KeptShut>();

/**
 * A shut kind's line, the one made last when its reason is the same object
 * (a reason is never written once made: the same object reads the same), or
 * the book's `shutWhy`, a pure function of the label, is the same function.
 * Worked out from nothing but the reason: no part of the game in it.
 */
function shutFor<G>(
  k: OrderDef<G, unknown>,
  title: string,
  own: Why | null,
  shutWhy: (label: string) => Why,
): KindLine {
  const from = own ?? shutWhy;
  const kept = SHUT_LINES.get(k);
  if (kept !== undefined && kept.from === from && kept.title === title) return kept.line;
  const line: KindLine = { shut: { id: k.id, label: title, ...(own ?? shutWhy(k.label)) } };
  SHUT_LINES.set(k, { from, title, line });
  return line;
}

/**
 * The last lines worked out for a list of kinds, with what they were worked
 * out from (a playout moves forward; the MJ's screen shows one state at a
 * time), and where the kinds that read the book stand in the list.
 */
const LAST_LINES = new WeakMap<
  readonly OrderDef<never, unknown>[],
  { inputs: unknown[]; players: readonly PlayerId[]; lines: KindLine[]; readers: readonly number[] }
>();

/**
 * Each kind's line; those that do not read the book (`readsBook`) taken from
 * the last state when the parts of the game they may read are the same
 * objects (`bookInputs`): an order changes the book, seldom the table, and
 * the book is shown after every order. When the kinds that read the book
 * give back their very lines too (a shut kind's line is kept), the last list
 * itself: the prompt made from it may then be kept as well (`bookPrompt`).
 */
function linesOf<G extends Seats & { rs: object }>(
  s: G,
  players: readonly PlayerId[],
  kinds: readonly OrderDef<G, unknown>[],
  o: BookOptions<G>,
): KindLine[] {
  if (mayChange(s)) return kinds.map((k) => lineOf(s, players, k, o));
  const inputs = bookInputs(s);
  const last = LAST_LINES.get(kinds);
  if (last !== undefined && sameInputs(last.inputs, inputs) && sameItems(last.players, players)) {
    last.inputs = inputs;
    last.lines = readersAgain(s, players, kinds, o, last.lines, last.readers);
    return last.lines;
  }
  const lines = kinds.map((k) => lineOf(s, players, k, o));
  const readers = last?.readers ?? bookReaders(kinds);
  LAST_LINES.set(kinds, { inputs, players: [...players], lines, readers });
  return lines;
}

/** Where the kinds that read the book stand in the list (`readsBook`). */
function bookReaders(kinds: readonly OrderDef<never, unknown>[]): number[] {
  const at: number[] = [];
  for (let i = 0; i < kinds.length; i++) if (kinds[i]!.readsBook) at.push(i);
  return at;
}

/** The last lines with those of the kinds that read the book worked out again: the same list when none changed. */
function readersAgain<G extends Seats>(
  s: G,
  players: readonly PlayerId[],
  kinds: readonly OrderDef<G, unknown>[],
  o: BookOptions<G>,
  last: KindLine[],
  readers: readonly number[],
): KindLine[] {
  let lines = last;
  for (const i of readers) {
    const line = lineOf(s, players, kinds[i]!, o);
    if (line === lines[i]) continue;
    if (lines === last) lines = last.slice();
    lines[i] = line;
  }
  return lines;
}

/** Each part of the game as it was last time (`sameInput`). */
function sameInputs(last: readonly unknown[], now: readonly unknown[]): boolean {
  if (last.length !== now.length) return false;
  for (let i = 0; i < now.length; i++) if (!sameInput(last[i], now[i])) return false;
  return true;
}

/**
 * Whether a part reads as it did: the same object, or a copy a resolution
 * made only to read it (the clock an event reads, the seating the list of the
 * living reads, `copy-on-access.ts`) whose keys, in their order, hold the very
 * same values. A finished state is never written, so those read the same.
 */
function sameInput(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
    return true;
  }
  const keys = Object.keys(a);
  const others = Object.keys(b);
  if (keys.length !== others.length) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  for (let i = 0; i < keys.length; i++) if (keys[i] !== others[i] || x[keys[i]!] !== y[keys[i]!]) return false;
  return true;
}

/** The last prompt made per list of kinds (asked twice per answer of the same state: to show it, then to check the answer), with the lines it was made from. */
const LAST_PROMPT = new WeakMap<
  readonly OrderDef<never, unknown>[],
  {
    state: unknown;
    label: string;
    players: readonly PlayerId[];
    options: BookOptions<never>;
    lines: readonly KindLine[];
    prompt: OrdersPrompt;
  }
>();

/**
 * An order book's prompt: the kinds someone among `players` may give now,
 * each with its givers (and, lazily, why the other seats may not give it),
 * and per `options` the kinds shut now with the rule that shuts them. Kept
 * by the engine from one state to the next (see `linesOf`); `options`'
 * fields are the ruleset's constants, compared by identity. Made from the
 * very lines of the last prompt, with the same label, players and `barred`,
 * it is that prompt (a prompt is never written): most orders of a book
 * change no line.
 */
export function bookPrompt<G extends Seats & { rs: object }>(
  s: G,
  label: string,
  players: readonly PlayerId[],
  kinds: readonly OrderDef<G, unknown>[],
  options: BookOptions<G> = {},
): OrdersPrompt {
  if (mayChange(s)) return promptOf(s, label, players, linesOf(s, players, kinds, options), options);
  const last = LAST_PROMPT.get(kinds);
  const same =
    last !== undefined &&
    last.label === label &&
    sameOptions(last.options, options) &&
    sameItems(last.players, players);
  if (same && last.state === s) return last.prompt;
  const lines = linesOf(s, players, kinds, options);
  const barred = options.barred?.(s);
  if (same && last.lines === lines && last.prompt.barred === barred) {
    last.state = s;
    return last.prompt;
  }
  const prompt = promptOf(s, label, players, lines, options, barred);
  LAST_PROMPT.set(kinds, { state: s, label, players: [...players], options, lines, prompt });
  return prompt;
}

const sameOptions = <G>(a: BookOptions<never>, b: BookOptions<G>): boolean =>
  a === b ||
  (a.among === b.among &&
    a.shutWhy === b.shutWhy &&
    a.elsewhere === b.elsewhere &&
    a.typeset === b.typeset &&
    a.barred === b.barred);

/** The prompt made from the kinds' lines (`barred`: the book's own, asked of `o` unless given). */
function promptOf<G extends Seats & { rs: object }>(
  s: G,
  title: string,
  players: readonly PlayerId[],
  lines: readonly KindLine[],
  o: BookOptions<G>,
  barred = o.barred?.(s),
): OrdersPrompt {
  const open: OrderKind[] = [];
  const closed: ClosedOrderKind[] = [...(o.elsewhere ?? [])];
  for (const line of lines) {
    if (line === null) continue;
    if ('open' in line) open.push(line.open);
    else closed.push(line.shut);
  }
  const prompt: OrdersPrompt = {
    kind: 'orders',
    label: o.typeset ? label(title) : title,
    players: [...players],
    kinds: open,
  };
  if (closed.length > 0) prompt.closed = closed;
  if (barred !== undefined) prompt.barred = barred;
  return prompt;
}
