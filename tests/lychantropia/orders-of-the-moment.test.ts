/**
 * The order of the moment (`OrderKind.main`), which the order screen puts in
 * place on every giver's row (002_8a15d59d81dc3fa5.txt): each night the
 * wolves' target (002:5, 26), whatever items a wolf holds, the Flèches
 * d'amour of the first night included (002:80-81); each day the vote
 * (002:18, the election on day 0: 002:43). Nothing else is.
 */
import { describe, expect, it } from 'vitest';
import type { OrdersPrompt } from '../../src/engine';
import { LTable } from './driver';
import { firstDay, firstNight, seats } from './fixtures';

function book(t: LTable): OrdersPrompt {
  const p = t.call.prompt;
  if (p.kind !== 'orders') throw new Error(`expected an order book, got ${p.kind}`);
  return p;
}

const mains = (p: OrdersPrompt): string[] => p.kinds.filter((k) => k.main).map((k) => k.id);

const kindsOf = (t: LTable, p: OrdersPrompt, name: string): string[] =>
  p.kinds.filter((k) => !k.players || k.players.includes(t.id(name))).map((k) => k.id);

describe('the order of the moment in Lychantropia’s books', () => {
  it('at night, the wolves’ target only, for a wolf holding the Flèches and a potion as for the others (002:5)', () => {
    const t = firstNight({ hands: { Ana: ['fleches', 'potion-mort'], Bruno: ['potion-vie', 'pigeon'] } });
    const p = book(t);
    expect(mains(p)).toEqual(['loups']);
    // The book's order is the night's (002:26-38): the Flèches and the Potion de vie come before the wolves.
    expect(kindsOf(t, p, 'Ana')).toEqual(['fleches', 'loups', 'mort']);
    expect(kindsOf(t, p, 'Bruno')).toEqual(['vie', 'loups']);
  });

  it('by day, the vote only, on day 0 (the election, 002:43) as on day 1 (002:18)', () => {
    expect(mains(book(new LTable(seats(8)).until('jour')))).toEqual(['vote']);
    const t = firstDay({ hands: { Ana: ['sac', 'pigeon'] } });
    expect(mains(book(t))).toEqual(['vote']);
    // A Sac d'or and the Pigeons stay the holder's own choice (002:91-99).
    expect(kindsOf(t, book(t), 'Ana')).toEqual(expect.arrayContaining(['vote', 'sac', 'pigeon-message']));
  });
});
