/**
 * The orders whose rule forbids the giver to name himself
 * (003_7860fbf4cb88296e.txt): each declares it once (`notSelf`), so the
 * order screen never offers the giver his own name (`promptFor`) and the
 * engine refuses it with the rule's line. Where the book says nothing, the
 * kind declares nothing.
 */
import { describe, expect, it } from 'vitest';
import { promptFor, type OrderKind } from '../../src/engine';
import { DAY_KINDS } from '../../src/rulesets/newmilenium/orders/day';
import { NIGHT_KINDS } from '../../src/rulesets/newmilenium/orders/night';
import { cibles } from '../../src/rulesets/newmilenium/steps/start';
import type { NKind, NTable } from './driver';
import { firstDay, firstNight, type Hands } from './fixtures';

/** A kind's line in the book open now. */
function line(t: NTable, kind: string): OrderKind {
  const p = t.call.prompt;
  const k = p.kind === 'orders' ? p.kinds.find((x) => x.id === kind) : undefined;
  if (!k) throw new Error(`no ${kind} in this book`);
  return k;
}

/** What the order screen offers `giver` for `kind`, by names. */
function offered(t: NTable, kind: string, giver: string): string[] {
  const p = promptFor(line(t, kind), t.id(giver));
  return p.kind === 'players' ? p.candidates.map((id) => t.name(id)) : [];
}

interface Case {
  kind: NKind;
  giver: string;
  /** The book's line that forbids it. */
  rule: string;
  at: (hands: Hands) => NTable;
  hands?: Hands;
}

const CASES: Case[] = [
  // « Vous devez voter contre quelqu'un d'autre que vous-même pour chaque bûcher. »
  { kind: 'vote', giver: 'Ana', rule: '003:15', at: (hands) => firstDay({ hands }) },
  // « … disant qu'il veut échanger de maison avec un autre … »
  { kind: 'echange', giver: 'Emma', rule: '003:12', at: (hands) => firstDay({ hands }) },
  // « Il ne peut pas annuler son propre bûcher! »
  {
    kind: 'chatelain',
    giver: 'David',
    rule: '003:94',
    hands: { David: ['chatelain', 'lache'] },
    at: (hands) => firstDay({ hands }),
  },
  // « … de booster à quelqu'un une utilisation d'un de ses deux rôles (pas lui-même). »
  ...(['sympathique-1', 'sympathique-2'] as const).map((kind): Case => ({
    kind,
    giver: 'David',
    rule: '003:95',
    hands: { David: ['sympathique', 'lache'] },
    at: (hands) => firstDay({ hands }),
  })),
  // « … se planquer dans la maison de quelqu'un d'autre … »
  {
    kind: 'planque',
    giver: 'Gaëlle',
    rule: '003:78',
    hands: { Gaëlle: ['planque', 'lache'] },
    at: (hands) => firstNight({ hands }),
  },
  // « Ce kill vise le joueur; vous l'avez traqué … tu te déplaces jusqu'à cette maison » (Jules is the Assassin).
  { kind: 'assassin', giver: 'Jules', rule: '003:68', at: (hands) => firstNight({ hands }) },
  // « … lorsqu'il y a un mort (dans la même nuit) autre qu'elle-même … »
  {
    kind: 'necromancienne',
    giver: 'David',
    rule: '003:73',
    hands: { David: ['necromancienne', 'lache'] },
    at: (hands) => firstNight({ hands }),
  },
];

describe('an order that may not name its giver is not offered to him, and refused with its line', () => {
  for (const c of CASES)
    it(`${c.kind} (${c.rule})`, () => {
      const t = c.at(c.hands ?? {});
      expect(line(t, c.kind).players).toContain(t.id(c.giver));
      const own = offered(t, c.kind, c.giver);
      expect(own).not.toContain(c.giver);
      expect(own.length).toBeGreaterThan(0);
      // Everyone else may still be named by him: only his own name is left out.
      const all = line(t, c.kind).prompt;
      expect(all.kind === 'players' && all.candidates.filter((id) => id !== t.id(c.giver)).length).toBe(own.length);
      expect(t.refusedWith(c.giver, c.kind, [c.giver])).toMatchObject({ kind: 'refused', rule: c.rule });
    });
});

describe('only where the book says so', () => {
  it('declares it on those kinds, the Maire vote (003:17) and the Assassin’s targets (003:8), none other', () => {
    const declared = [...DAY_KINDS, ...NIGHT_KINDS, cibles].filter((k) => k.notSelf).map((k) => k.id);
    const expected: string[] = [...CASES.map((c) => c.kind), 'vote-maire', 'cibles'];
    expect(declared.sort()).toEqual(expected.sort());
  });

  it('leaves the Lâche offered to himself: 003:92 does not forbid it (his own check still refuses it)', () => {
    const t = firstDay({ hands: { Emma: ['lache', 'chatelain'] } });
    expect(offered(t, 'lache', 'Emma')).toContain('Emma');
    expect(t.refusedWith('Emma', 'lache', ['Emma'])).toMatchObject({ rule: '003:92' });
  });
});
