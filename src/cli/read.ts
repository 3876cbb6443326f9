/**
 * `read SCENARIO.json --from NAME [--text FILE]`: the orders a player's
 * message gives at the scenario's order book (engine/message-paste.ts), as
 * JSON with names for ids: each order as the `put` a scenario file takes
 * (with its line and the answer line to paste), the orders the book refuses
 * with their reason and line, the names asked, the lines not read.
 */
import { replay, type AnyRuleset, type Json } from '../engine';
import { pasteMessage, senderOf } from '../engine/message-paste';
import { messageTable } from '../rulesets/message-registry';
import { namerOf } from './names';
import type { Scenario } from './scenario';

export function readReport(scenario: Scenario, rules: AnyRuleset, from: string, text: string): Json {
  const table = messageTable(rules.id);
  if (!table) throw new Error(`${rules.name} ne se joue pas sur un forum : aucun message à lire.`);
  const played = replay(rules, scenario.setup, scenario.answers);
  if (!played.ok) throw new Error(played.error);
  const s = played.value.state;
  const sender = senderOf(s, from);
  if ('error' in sender) throw new Error(sender.error);
  const r = pasteMessage(table, rules, s, sender.id, text);
  if (!r.ok) throw new Error(r.error);
  const name = namerOf(s);
  const put = (p: { player: string; kind: string; value: Json }): Json => ({
    player: name(p.player),
    kind: p.kind,
    value: name.json(p.value),
  });
  return {
    from: name(sender.id),
    step: r.step,
    orders: r.orders
      .filter((o) => o.ok)
      .map((o) => ({
        put: put(o.put),
        line: o.line,
        text: o.text,
        answer: { step: r.step, value: { put: put(o.put) } },
        ...(o.approached.length > 0
          ? { approached: o.approached.map((a) => ({ written: a.written, name: name(a.id) })) }
          : {}),
      })),
    refused: r.orders.flatMap((o) =>
      o.ok ? [] : [{ put: put(o.put), line: o.line, text: o.text, reason: o.reason, rule: o.rule ?? null }],
    ),
    asked: r.asked.map((a) => ({
      line: a.line,
      text: a.text,
      written: a.written,
      candidates: name.list(a.candidates),
    })),
    unread: r.unread.map((u) => ({ line: u.line, text: u.text, why: u.why })),
  };
}
