/**
 * `read SCENARIO.json --thread [--text FILE]`: the votes the day's thread
 * gives at the scenario's vote book (engine/message-thread.ts), as JSON with
 * names for ids: each player's last vote as the `put` a scenario file takes,
 * with the line it came from and the answer line to paste; the votes the book
 * refuses with their reason and line; each author's votes in order; the
 * authors who are no player; the lines flagged.
 */
import type { AnyRuleset, Json } from '../engine';
import { pasteThread } from '../engine/message-thread';
import { namerOf } from './names';
import { forumGame, readingParts } from './reading';
import type { Scenario } from './scenario';

export function threadReport(scenario: Scenario, rules: AnyRuleset, text: string): Json {
  const { table, state: s } = forumGame(scenario, rules, 'aucun fil à lire');
  const r = pasteThread(table, rules, s, text);
  if (!r.ok) throw new Error(r.error);
  const name = namerOf(s);
  const { step, orders, refused, asked, unread } = readingParts(r, name);
  return {
    step,
    orders,
    refused,
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
    asked,
    unread,
  };
}
