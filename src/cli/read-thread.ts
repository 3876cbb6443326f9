/**
 * `read SCENARIO.json --thread [--text FILE]`: the votes the day's thread
 * gives at the scenario's vote book (engine/message-thread.ts), as JSON with
 * names for ids: each player's last vote as the `put` a scenario file takes,
 * with the line it came from and the answer line to paste; the votes the book
 * refuses with their reason and line; each author's votes in order; the
 * authors who are no player; the lines flagged.
 */
import { replay, type AnyRuleset, type Json } from '../engine';
import { pasteThread } from '../engine/message-thread';
import { messageTable } from '../rulesets/message-registry';
import { namerOf } from './names';
import type { Scenario } from './scenario';

export function threadReport(scenario: Scenario, rules: AnyRuleset, text: string): Json {
  const table = messageTable(rules.id);
  if (!table) throw new Error(`${rules.name} ne se joue pas sur un forum : aucun fil à lire.`);
  const played = replay(rules, scenario.setup, scenario.answers);
  if (!played.ok) throw new Error(played.error);
  const s = played.value.state;
  const r = pasteThread(table, rules, s, text);
  if (!r.ok) throw new Error(r.error);
  const name = namerOf(s);
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
    unvoted: name.list(r.unvoted),
    authors: r.authors.map((a) => ({
      name: name(a.player),
      posts: a.posts,
      votes: a.votes.map((v) => ({
        line: v.line,
        text: v.text,
        value: v.value === null ? null : name.list(v.value),
        ...(v.late ? { late: true } : {}),
      })),
    })),
    ignored: r.ignored.map((a) => ({ name: a.name, posts: a.posts, lines: a.lines })),
    asked: r.asked.map((a) => ({
      line: a.line,
      text: a.text,
      written: a.written,
      candidates: name.list(a.candidates),
    })),
    unread: r.unread.map((u) => ({ line: u.line, text: u.text, why: u.why })),
  };
}
