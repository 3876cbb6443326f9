/**
 * The orders read from a message, put through the engine's own check: each
 * `put` is applied in turn to the game at its order book, as the MJ's taps
 * would be, so a refusal carries the very reason and line the book gives
 * (a dead player's vote, a kind shut today, a second swap). Nothing is
 * written: the states worked out here are dropped; the MJ accepts the orders
 * that pass, and they are entered then as ordinary answers.
 */
import { apply } from './apply';
import type { ReadOrder } from './message-reader';
import type { AnyRuleset } from './ruleset';
import type { Answer, GameState } from './types';
import { currentPrompt } from './view';

/** An order read and what the rules say of it. */
export type CheckedOrder = ReadOrder & ({ ok: true } | { ok: false; reason: string; rule?: string });

/** The orders checked, and the answers to enter when the MJ accepts (the orders that passed, in order). */
export type Checked =
  { ok: true; step: string; orders: CheckedOrder[]; answers: Answer[] } | { ok: false; error: string };

/** Check the orders read against the game `s`, whose current call must be an order book. */
export function checkOrders<R>(rules: AnyRuleset, s: GameState<R>, orders: readonly ReadOrder[]): Checked {
  const call = currentPrompt(rules, s);
  if (!call || call.prompt.kind !== 'orders')
    return {
      ok: false,
      error: 'Aucun carnet d’ordres n’est ouvert : les ordres lus ne peuvent être saisis qu’au carnet.',
    };
  let state = s;
  const out: CheckedOrder[] = [];
  const answers: Answer[] = [];
  for (const o of orders) {
    const answer: Answer = { kind: 'answer', step: call.step, value: { put: o.put }, seq: state.seq };
    const r = apply(rules, state, answer);
    if (r.kind === 'accepted') {
      state = r.state;
      answers.push(answer);
      out.push({ ...o, ok: true });
    } else out.push({ ...o, ok: false, reason: r.reason, ...('rule' in r && r.rule ? { rule: r.rule } : {}) });
  }
  return { ok: true, step: call.step, orders: out, answers };
}
