/**
 * The order books of the day and of the night, built from kinds described as
 * data: who may give the order, its prompt, its own rule check. The engine's
 * order book (`engine/orders.ts`) keeps the orders; this module only wires the
 * kinds to a step.
 */
import { isDraft } from 'immer';
import { editBook, inResolutionOrder, parseEdit, type Order } from '../../engine/orders';
import type { Ctx, Json, OrderKind, PlayerId, Prompt } from '../../engine';
import { living, name, type LGame, type LState } from './state';

export interface KindDef {
  id: string;
  label: string;
  /** Who may give this order now. */
  players(s: LGame): PlayerId[];
  prompt(s: LGame): Prompt;
  /** Rule checks of one player's order (French reason), beyond the prompt's shape. */
  check?(s: LGame, player: PlayerId, value: Json): string | null;
  /** How the order reads in the MJ's list. */
  describe(s: LGame, value: Json): string;
}

/** The book's prompt is asked twice per answer (to show it, then to check the answer): kept per state. */
const promptCache = new WeakMap<object, Map<readonly KindDef[], Prompt>>();

export function bookPrompt(s: LGame, label: string, kinds: readonly KindDef[]): Prompt {
  if (isDraft(s)) return buildPrompt(s, label, kinds);
  let byKinds = promptCache.get(s);
  if (!byKinds) promptCache.set(s, (byKinds = new Map()));
  let prompt = byKinds.get(kinds);
  if (!prompt) byKinds.set(kinds, (prompt = buildPrompt(s, label, kinds)));
  return prompt;
}

function buildPrompt(s: LGame, label: string, kinds: readonly KindDef[]): Prompt {
  const out: OrderKind[] = [];
  for (const k of kinds) {
    const players = k.players(s);
    if (players.length > 0) out.push({ id: k.id, label: k.label, prompt: k.prompt(s), players });
  }
  return { kind: 'orders', label, players: living(s), kinds: out };
}

/** The rule checks of a book edit (the prompt's shape is checked by the engine first). */
export function checkEdit(s: LGame, kinds: readonly KindDef[], value: Json): string | null {
  const edit = parseEdit(value);
  if (!edit || !('put' in edit)) return null;
  const def = kinds.find((k) => k.id === edit.put.kind);
  return def?.check?.(s, edit.put.player, edit.put.value) ?? null;
}

/**
 * Edit the book on a plain copy, then put it in place: editing the drafted
 * list would make immer wrap every order in a proxy.
 */
export function applyEdit(ctx: Ctx<LState>, value: Json): void {
  const before = ctx.base.rs.book;
  const book = { ...before, orders: before.orders.slice() };
  const err = editBook(book, parseEdit(value)!, ctx.base.seq);
  if (err) throw new Error(err);
  ctx.s.rs.book = book;
}

export function ordersOf(s: LGame, kind: string): Order[] {
  return inResolutionOrder(s.rs.book, [kind]);
}

export function orderOf(s: LGame, player: PlayerId, kind: string): Order | null {
  return s.rs.book.orders.find((o) => o.player === player && o.kind === kind) ?? null;
}

/** « Ana : Vote contre Bruno » lines for the MJ's notes, in seating order then arrival. */
export function describeBook(s: LGame, kinds: readonly KindDef[]): string[] {
  const byPlayer = new Map<PlayerId, string[]>();
  for (const o of s.rs.book.orders) {
    const def = kinds.find((k) => k.id === o.kind);
    const text = def ? `${def.label} : ${def.describe(s, o.value)}` : o.kind;
    byPlayer.set(o.player, [...(byPlayer.get(o.player) ?? []), text]);
  }
  const lines = s.order.filter((id) => byPlayer.has(id)).map((id) => `${name(s, id)} — ${byPlayer.get(id)!.join(' ; ')}`);
  const deadline = s.rs.book.deadline ? [`Deadline : ${s.rs.book.deadline}.`] : [];
  return [...deadline, ...(lines.length > 0 ? lines : ['Aucun ordre saisi.'])];
}

export function firstPlayer(value: Json): PlayerId | null {
  return Array.isArray(value) && typeof value[0] === 'string' ? value[0] : null;
}

export function playerList(value: Json): PlayerId[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}
