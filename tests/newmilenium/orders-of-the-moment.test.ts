/**
 * The order of the moment (`OrderKind.main`), which the order screen puts in
 * place on every giver's row (003_7860fbf4cb88296e.txt): each night the
 * wolves' target (003:20), whatever role a wolf also holds; each day the
 * bûcher vote (003:15); the Maire's vote on day 0 (003:17) and beside the
 * bûcher vote once a removal opens a new election (003:19). Nothing else is.
 * The draw of the roles before day 0: both roles of every player are its
 * entries of the moment (003:3), and it takes no deadline (003:3-4).
 */
import { describe, expect, it } from 'vitest';
import type { OrdersPrompt } from '../../src/engine';
import { newmilenium } from '../../src/rulesets/newmilenium';
import type { NTypes } from '../../src/rulesets/newmilenium/types';
import { Table } from '../support/table';
import type { NAnswers, NTable } from './driver';
import { firstDay, firstNight, table, toDay } from './fixtures';

function book(t: NTable): OrdersPrompt {
  const p = t.call.prompt;
  if (p.kind !== 'orders') throw new Error(`expected an order book, got ${p.kind}`);
  return p;
}

/** The ids of the book's kinds marked as the order of the moment. */
const mains = (p: OrdersPrompt): string[] => p.kinds.filter((k) => k.main).map((k) => k.id);

/** The ids of the kinds a player may give in the book. */
const kindsOf = (t: NTable, p: OrdersPrompt, name: string): string[] =>
  p.kinds.filter((k) => !k.players || k.players.includes(t.id(name))).map((k) => k.id);

describe('the order of the moment in NewMilenium’s books', () => {
  it('at night, the wolves’ target only, even for a wolf who is also Planqué and Salbatar (003:20)', () => {
    const t = firstNight({ hands: { Ana: ['planque', 'salbatar'] } });
    const p = book(t);
    expect(mains(p)).toEqual(['loups']);
    // The book keeps its order (003:51-63): Ana's own powers come first, yet her pack's target is the one marked.
    expect(kindsOf(t, p, 'Ana')).toEqual(['planque', 'salbatar', 'loups']);
    expect(p.kinds.find((k) => k.id === 'loups')!.players).toEqual([t.id('Ana'), t.id('Bruno')]);
  });

  it('on day 0, the vote for the Maire, not the candidacy (003:17)', () => {
    const p = book(table().until('jour'));
    expect(mains(p)).toEqual(['vote-maire']);
    expect(p.kinds.map((k) => k.id)).toContain('candidat');
  });

  it('on a later day, the bûcher vote only (003:15)', () => {
    const p = book(firstDay());
    expect(mains(p)).toEqual(['vote']);
  });

  it('after a removal, both the bûcher vote and the vote for the new Maire; the removal itself is not (003:19)', () => {
    const t = toDay(firstDay(), 3);
    expect(mains(book(t))).toEqual(['vote']);
    expect(book(t).kinds.map((k) => k.id)).toContain('destitution');
    for (const v of ['Ana', 'Bruno', 'David', 'Emma', 'Farid', 'Gaëlle', 'Hugo']) t.put(v, 'destitution', 'oui');
    expect(mains(book(t))).toEqual(['vote', 'vote-maire']);
  });
});

describe('the draw of the roles before day 0 (003:3-4)', () => {
  /** Ten seats, two wolves, the roles drawn by the MJ: the draw's book is open. */
  const drawBook = () =>
    new Table<NTypes, NAnswers>(newmilenium, {
      cards: ['loup', 'loup', ...Array<string>(8).fill('villageois')],
      options: { distributionRoles: 'manuelle' },
    });

  it('says it takes no deadline, and refuses one with its line', () => {
    const t = drawBook();
    expect(t.step).toBe('tirage');
    const p = t.call.prompt;
    expect(p.kind === 'orders' && p.noDeadline).toBe(true);
    // Every player draws two roles (003:3): both are the entries of the moment.
    expect(p.kind === 'orders' && mains(p)).toEqual(['role-1', 'role-2']);
    expect(t.rejection('tirage', { deadline: 'demain 21 h' })).toMatchObject({ rule: '003:3-4' });
    expect(t.rs.book.deadline).toBeNull();
  });

  it('is the only book without a deadline: the days’ and nights’ books take one', () => {
    const t = firstNight();
    expect(book(t).noDeadline).toBeUndefined();
    t.play('nuit', { deadline: 'demain 21 h' });
    expect(t.rs.book.deadline).toBe('demain 21 h');
    expect(book(firstDay()).noDeadline).toBeUndefined();
  });
});
