/**
 * Naming oneself in the night's orders, and the lines the order books cite
 * (002_8a15d59d81dc3fa5.txt). The book never forbids a night order to name
 * its giver: no kind declares `notSelf`, the giver is offered his own name,
 * and the reading kept (a wolf, a potion or the Boule aimed at oneself) is
 * refused with the kind's own line. A kind shut for the call, and a cancel of
 * an order not in the book, never cite the heading « DEROULEMENT DE LA
 * PARTIE » (002:15).
 */
import { describe, expect, it } from 'vitest';
import { apply, promptFor, type GameState, type OrderKind, type PlayerId } from '../../src/engine';
import { lychantropia } from '../../src/rulesets/lychantropia';
import { defineOrder } from '../../src/rulesets/lychantropia/book';
import { bookPrompt } from '../../src/rulesets/lychantropia/book-prompt';
import { STEP_LINES } from '../../src/rulesets/lychantropia/lines';
import { DAY_KINDS } from '../../src/rulesets/lychantropia/day-orders';
import { NIGHT_KINDS } from '../../src/rulesets/lychantropia/night-orders';
import type { ItemKind } from '../../src/rulesets/lychantropia/items';
import type { LTable } from './driver';
import { firstNight } from './fixtures';

/** An edit of the book open now, as data: the refusal's reason and rule, or the outcome's kind. */
function edit(s: GameState, step: string, value: unknown) {
  const out = apply(lychantropia, s, { kind: 'answer', step, value: value as never });
  return out.kind === 'refused' ? { reason: out.reason, rule: out.rule } : out.kind;
}

/** A kind's line in the book open now. */
function line(t: LTable, kind: string): OrderKind {
  const p = t.call.prompt;
  const k = p.kind === 'orders' ? p.kinds.find((x) => x.id === kind) : undefined;
  if (!k) throw new Error(`no ${kind} in this book`);
  return k;
}

/** What the order screen offers `giver` for `kind`. */
function offered(t: LTable, kind: string, giver: PlayerId): PlayerId[] {
  const p = promptFor(line(t, kind), giver);
  return p.kind === 'players' ? [...p.candidates] : [];
}

interface Case {
  kind: string;
  giver: string;
  /** The kind's line in the book. */
  rule: string;
  hand?: [ItemKind, ItemKind];
}

const CASES: Case[] = [
  // « [les loups] doivent choisir une cible à attaquer » (Ana is a wolf).
  { kind: 'loups', giver: 'Ana', rule: '002:5' },
  // « Vous pouvez utiliser la potion de mort pour tuer quelqu'un la nuit. »
  { kind: 'mort', giver: 'Emma', rule: '002:77', hand: ['potion-mort', 'pigeon'] },
  // « Vous pouvez utiliser la potion d'analphabétisme sur un joueur la nuit. »
  { kind: 'analphabetisme', giver: 'Emma', rule: '002:78', hand: ['potion-analphabetisme', 'pigeon'] },
  // « Vous pouvez sonder chaque nuit un joueur. »
  { kind: 'boule', giver: 'Emma', rule: '002:82', hand: ['boule', 'pigeon'] },
];

describe('a night order aimed at its giver: the book does not forbid it', () => {
  for (const c of CASES)
    it(`${c.kind} (${c.rule}): offered to him, then refused with the kind’s line`, () => {
      const t = firstNight(c.hand ? { hands: { [c.giver]: c.hand } } : {});
      const me = t.id(c.giver);
      expect(line(t, c.kind).players).toContain(me);
      expect(line(t, c.kind).notSelf).toBeUndefined();
      expect(offered(t, c.kind, me)).toContain(me);
      expect(edit(t.state, t.step!, { put: { player: me, kind: c.kind, value: [me] } })).toMatchObject({
        rule: c.rule,
      });
    });

  it('declares notSelf on no kind of either book', () => {
    expect([...DAY_KINDS, ...NIGHT_KINDS].filter((k) => k.notSelf).map((k) => k.id)).toEqual([]);
  });
});

describe('the lines the books cite, never the heading 002:15', () => {
  it('a kind shut without a reason of its own cites the call’s line (the night’s, 002:26)', () => {
    // A kind every living seat is barred from by a bar without a line, and no `closed` reason of its own.
    const nobody = defineOrder({
      id: 'personne',
      label: 'Personne',
      everySeat: true,
      givers: [{ test: () => true, why: () => 'Jamais.' }],
      prompt: () => ({ kind: 'choice', label: 'Rien', options: [{ value: 'oui', label: 'Oui' }] }),
      describe: () => 'rien',
    });
    const t = firstNight();
    const book = bookPrompt(t.state, 'Ordres de la nuit', STEP_LINES.nuit, [nobody]);
    // 002:26: « les loups … choisissent un joueur à attaquer. Les joueurs peuvent aussi utiliser certains objets ».
    expect(book.closed).toMatchObject([{ id: 'personne', rule: '002:26' }]);
    expect(STEP_LINES.nuit).toBe('002:26');
  });

  it('a cancel of an order not in the book names the call’s line (the book has none of its own for it)', () => {
    const t = firstNight();
    const out = edit(t.state, t.step!, { cancel: { player: t.id('Ana'), kind: 'loups' } });
    expect(out).toEqual({ reason: 'Ana n’a pas d’ordre «\u00a0Cible des loups\u00a0» à annuler.', rule: '002:26' });
  });
});
