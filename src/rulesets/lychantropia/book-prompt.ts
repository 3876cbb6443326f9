/**
 * The prompt of an order book: the kinds open now, each with who may give it
 * and why the others may not, and the kinds shut now with the rule that shuts
 * them. A refused order names its rule rather than an unknown kind.
 *
 * Speed (issue 15): the book is shown after every order the MJ enters, and
 * an order changes the book, not the table. Each kind's line is therefore
 * kept from one state to the next as long as the parts of the game it may
 * read keep their identity (`bookInputs`); only the kinds that read the book
 * itself (`readsBook`) are worked out again after each order.
 */
import { mayChange } from '../../engine/draft';
import type { OrdersPrompt } from '../../engine/prompts';
import type { ClosedOrderKind, OrderKind, PlayerId, Why } from '../../engine';
import type { OrderDef } from './book';
import { living } from './state';
import type { LGame } from './types';
import { bookInputs, sameItems } from '../../engine/book-inputs';

/** One kind's line in the book's prompt: open (with its givers), or shut (with why). */
type KindLine = { open: OrderKind } | { shut: ClosedOrderKind };

/** Why each seat left out of an open kind's givers may not give it (none: undefined). */
function barredOf(s: LGame, k: OrderDef, players: readonly PlayerId[]): Record<PlayerId, Why> | undefined {
  const barred: Record<PlayerId, Why> = {};
  let anyBarred = false;
  // Every seat, not only the living: the deal's book takes the whole table (an exclusion may come before it closes).
  // The givers mostly come in seating order: met one by one, looked up only when out of order.
  let next = 0;
  for (const id of s.order) {
    if (players[next] === id) {
      next++;
      continue;
    }
    const why = players.includes(id) ? null : k.barred(s, id);
    if (why) {
      barred[id] = why;
      anyBarred = true;
    }
  }
  return anyBarred ? barred : undefined;
}

/**
 * An open kind whose `barred` is worked out when first read, then kept.
 * Only a refused order reads it, for its reason: the engine refuses a player
 * left out of the givers whatever `barred` says (`read-answer.ts`), and a
 * playout only gives the givers' orders; yet every seat's reason for every
 * kind was half the cost of each day's and night's book. Sound on a finished
 * state only (it never changes, `draft.ts`): a state that may change gets it
 * at once. Read, it is a plain value like any other (an absent list reads
 * `undefined`, as a missing key does).
 */
function openLine(s: LGame, k: OrderDef, players: PlayerId[]): OrderKind {
  const line: OrderKind = {
    id: k.id,
    label: k.label,
    prompt: k.prompt(s),
    players,
    ...(k.main ? { main: true as const } : {}),
  };
  if (mayChange(s)) {
    const barred = barredOf(s, k, players);
    return barred ? { ...line, barred } : line;
  }
  return Object.defineProperty(line, 'barred', {
    enumerable: true,
    configurable: true,
    get(this: OrderKind) {
      const barred = barredOf(s, k, players);
      Object.defineProperty(this, 'barred', { value: barred, enumerable: true });
      return barred;
    },
  });
}

/** A kind's line worked out from the game. */
function kindLine(s: LGame, k: OrderDef): KindLine {
  const players = k.players(s);
  if (players.length === 0) {
    // Every kind says why it is shut (a kind without its own reason is shut for this phase of the game, 002:15-38).
    const why = k.closed(s) ?? {
      reason: `Personne ne peut donner l’ordre « ${k.label} » en ce moment de la partie.`,
      rule: '002:15',
    };
    return { shut: { id: k.id, label: k.label, ...why } };
  }
  return { open: openLine(s, k, players) };
}

/**
 * The last lines worked out for a list of kinds, with the inputs they were
 * worked out from (one entry per list: a playout moves forward, and the
 * MJ's screen shows one state at a time).
 */
const lastLines = new WeakMap<readonly OrderDef[], { inputs: unknown[]; lines: KindLine[] }>();

/** The lines of a list of kinds, those that do not read the book taken from the last state when its inputs are the same. */
function kindLines(s: LGame, kinds: readonly OrderDef[]): KindLine[] {
  if (mayChange(s)) return kinds.map((k) => kindLine(s, k));
  const inputs = bookInputs(s);
  const last = lastLines.get(kinds);
  const reuse = last !== undefined && sameItems(last.inputs, inputs);
  const lines = kinds.map((k, i) => (reuse && !k.readsBook ? last.lines[i]! : kindLine(s, k)));
  lastLines.set(kinds, { inputs, lines });
  return lines;
}

/**
 * The book's prompt is asked twice per answer (to show it, then to check the
 * answer) of the same finished state: the last one is kept, per list of kinds.
 */
const lastPrompt = new WeakMap<
  readonly OrderDef[],
  { state: LGame; label: string; elsewhere: readonly ClosedOrderKind[]; prompt: OrdersPrompt }
>();

/**
 * `elsewhere`: orders of another book, each with why it is not given in this
 * one (a day's Pigeon at night, the Pipot sent by Pigeon…), so that such an
 * order is refused with its rule rather than as an unknown kind.
 */
export function bookPrompt(
  s: LGame,
  label: string,
  kinds: readonly OrderDef[],
  elsewhere: readonly ClosedOrderKind[] = [],
): OrdersPrompt {
  if (mayChange(s)) return buildPrompt(s, label, kinds, elsewhere);
  const last = lastPrompt.get(kinds);
  if (last && last.state === s && last.label === label && last.elsewhere === elsewhere) return last.prompt;
  const prompt = buildPrompt(s, label, kinds, elsewhere);
  lastPrompt.set(kinds, { state: s, label, elsewhere, prompt });
  return prompt;
}

function buildPrompt(
  s: LGame,
  label: string,
  kinds: readonly OrderDef[],
  elsewhere: readonly ClosedOrderKind[],
): OrdersPrompt {
  const open: OrderKind[] = [];
  const closed: ClosedOrderKind[] = [...elsewhere];
  for (const line of kindLines(s, kinds)) {
    if ('open' in line) open.push(line.open);
    else closed.push(line.shut);
  }
  return { kind: 'orders', label, players: living(s), kinds: open, ...(closed.length > 0 ? { closed } : {}) };
}
