/**
 * What `read` prints of a text read at a scenario's forum book, a private
 * message (`read.ts`) or the day's thread (`read-thread.ts`) alike: the game
 * the scenario reaches with its ruleset's phrase table, and the reading's
 * orders, refusals, names asked and lines not read, with names for ids.
 */
import { replay, type AnyRuleset, type GameState, type Json, type PhraseTable } from '../engine';
import type { PastedRead } from '../engine/message-paste';
import { messageTable } from '../rulesets/message-registry';
import type { Namer } from './names';
import type { Scenario } from './scenario';

/** The scenario played to its last call, and its ruleset's phrase table; `nothing` says what a non-forum game lacks. */
export function forumGame(
  scenario: Scenario,
  rules: AnyRuleset,
  nothing: string,
): { table: PhraseTable; state: GameState } {
  const table = messageTable(rules.id);
  if (!table) throw new Error(`${rules.name} ne se joue pas sur un forum : ${nothing}.`);
  const played = replay(rules, scenario.setup, scenario.answers);
  if (!played.ok) throw new Error(played.error);
  return { table, state: played.value.state };
}

/** The parts of a reading both reports print, ids as names; each report lays them out in its own order. */
export function readingParts(r: PastedRead, name: Namer) {
  const put = (p: { player: string; kind: string; value: Json }): Json => ({
    player: name(p.player),
    kind: p.kind,
    value: name.json(p.value),
  });
  return {
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
