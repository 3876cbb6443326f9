/**
 * The orders read from a message go through the book's own check
 * (engine/message-check.ts): a refusal carries the book's reason and line,
 * an accepted order becomes the answer the MJ's taps would have sent, and
 * nothing is written until the MJ accepts.
 */
import { describe, expect, it } from 'vitest';
import { checkOrders } from '../../src/engine/message-check';
import { readMessage } from '../../src/engine/message-reader';
import type { NamedSeat } from '../../src/engine/name-match';
import { lychantropiaMessages } from '../../src/rulesets/lychantropia/messages';
import { newmileniumMessages } from '../../src/rulesets/newmilenium/messages';
import { firstNight as lFirstNight } from '../lychantropia/fixtures';
import { firstDay as nFirstDay, table as nTable } from '../newmilenium/fixtures';

const seatsOf = (state: { setup: { players: { id: string; name: string }[] } }): NamedSeat[] =>
  state.setup.players.map((p) => ({ id: p.id, name: p.name }));

describe('orders read, checked by the book', () => {
  it('NewMilenium day 1: the vote passes, a candidacy outside day 0 is refused with its line (003:17)', () => {
    const t = nFirstDay();
    const before = t.state;
    const r = readMessage(
      newmileniumMessages,
      seatsOf(t.state),
      t.id('Ana'),
      'Je vote contre Bruno\nJe me présente à la mairie',
    );
    const c = checkOrders(t.rules, t.state, r.orders);
    if (!c.ok) throw new Error(c.error);
    expect(c.orders.map((o) => [o.put.kind, o.line, o.ok])).toEqual([
      ['vote', 1, true],
      ['candidat', 2, false],
    ]);
    const refused = c.orders[1]!;
    // The reason and line are the book's own: the book lists the candidacy as shut, with its rule (issue 23).
    expect(!refused.ok && refused.rule).toBe('003:17');
    // Only the accepted vote is to be entered; the game itself is untouched.
    expect(c.answers).toEqual([
      {
        kind: 'answer',
        step: 'jour',
        value: { put: { player: t.id('Ana'), kind: 'vote', value: [t.id('Bruno')] } },
        seq: before.seq,
      },
    ]);
    expect(t.state).toBe(before);
  });

  it('NewMilenium: a later vote in the same message replaces the first, as by hand (003:15)', () => {
    const t = nFirstDay();
    const r = readMessage(
      newmileniumMessages,
      seatsOf(t.state),
      t.id('Ana'),
      'vote : Bruno\nFinalement je revote Hugo',
    );
    const c = checkOrders(t.rules, t.state, r.orders);
    expect(c.ok && c.orders.map((o) => o.ok)).toEqual([true, true]);
    // The answers replayed give the book one vote, the last.
    for (const a of c.ok ? c.answers : []) {
      const out = t.send(a);
      expect(out.kind).toBe('accepted');
    }
    const rs = t.state.rs as { book: { orders: { player: string; kind: string; value: unknown }[] } };
    expect(rs.book.orders.filter((o) => o.kind === 'vote')).toEqual([
      expect.objectContaining({ player: t.id('Ana'), value: [t.id('Hugo')] }),
    ]);
  });

  it('Lychantropia night: a villager’s pack target is refused with the book’s reason', () => {
    const t = lFirstNight();
    const r = readMessage(lychantropiaMessages, seatsOf(t.state), t.id('Chloé'), 'Loups → Hugo');
    const c = checkOrders(t.rules, t.state, r.orders);
    if (!c.ok) throw new Error(c.error);
    expect(c.orders).toHaveLength(1);
    expect(c.orders[0]!.ok).toBe(false);
    expect(c.answers).toEqual([]);
  });

  it('no order book open: a clear French message, nothing checked', () => {
    const t = nTable();
    const r = readMessage(newmileniumMessages, seatsOf(t.state), t.id('Ana'), 'Je vote contre Bruno');
    const c = checkOrders(t.rules, t.state, r.orders);
    if (t.call.prompt.kind === 'orders') return;
    expect(c.ok).toBe(false);
  });
});
