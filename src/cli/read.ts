/**
 * `read SCENARIO.json --from NAME [--text FILE]`: the orders a player's
 * message gives at the scenario's order book (engine/message-paste.ts), as
 * JSON with names for ids: each order as the `put` a scenario file takes
 * (with its line and the answer line to paste), the orders the book refuses
 * with their reason and line, the names asked, the lines not read.
 */
import type { AnyRuleset, Json } from '../engine';
import { pasteMessage, senderOf } from '../engine/message-paste';
import { namerOf } from './names';
import { forumGame, readingParts } from './reading';
import type { Scenario } from './scenario';

export function readReport(scenario: Scenario, rules: AnyRuleset, from: string, text: string): Json {
  const { table, state: s } = forumGame(scenario, rules, 'aucun message à lire');
  const sender = senderOf(s, from);
  if ('error' in sender) throw new Error(sender.error);
  const r = pasteMessage(table, rules, s, sender.id, text);
  if (!r.ok) throw new Error(r.error);
  const name = namerOf(s);
  const { step, orders, refused, asked, unread } = readingParts(r, name);
  return { from: name(sender.id), step, orders, refused, asked, unread };
}
