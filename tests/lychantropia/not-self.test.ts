/**
 * Naming oneself in the orders, and the lines the order books cite
 * (002_8a15d59d81dc3fa5.txt). The book never forbids an order to name its
 * giver, but the house reading kept refuses it for the wolves, the potions,
 * the Boule, the Pipot, a Pigeon's message or gift and the Masque
 * (docs/rulesets/lychantropia.md, « Naming oneself »): those kinds declare
 * `notSelf`, so the giver is never offered his own name, and one typed or
 * pasted anyway is refused with the kind's line. No candidate offered is then
 * refused for being the giver (a property over random games). A kind shut for
 * the call, and a cancel of an order not in the book, never cite the heading
 * « DEROULEMENT DE LA PARTIE » (002:15).
 */
import { describe, expect, it } from 'vitest';
import {
  apply,
  currentPrompt,
  promptFor,
  startGame,
  type GameSetup,
  type GameState,
  type OrderKind,
  type PlayerId,
} from '../../src/engine';
import { playout } from '../../src/engine/playout';
import { playerNames } from '../../src/cli/simulate';
import { lychantropia } from '../../src/rulesets/lychantropia';
import { defineOrder } from '../../src/rulesets/lychantropia/book';
import { bookPrompt } from '../../src/rulesets/lychantropia/book-prompt';
import { STEP_LINES } from '../../src/rulesets/lychantropia/lines';
import { DAY_KINDS } from '../../src/rulesets/lychantropia/day-orders';
import { NIGHT_KINDS } from '../../src/rulesets/lychantropia/night-orders';
import type { ItemKind } from '../../src/rulesets/lychantropia/items';
import type { LGame } from '../../src/rulesets/lychantropia/types';
import type { LTable } from './driver';
import { firstDay, firstNight } from './fixtures';

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
function offered(k: OrderKind, giver: PlayerId): PlayerId[] {
  const p = promptFor(k, giver);
  return p.kind === 'players' ? [...p.candidates] : [];
}

interface Case {
  kind: string;
  giver: string;
  /** The kind's line in the book. */
  rule: string;
  /** The day's book rather than the night's. */
  day?: true;
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
  // « Chaque nuit, vous pouvez charmer deux joueurs. »
  { kind: 'pipot', giver: 'Emma', rule: '002:89', hand: ['pipot', 'pigeon'] },
  // « Vous pouvez envoyer un message quelconque à une joueur de votre choix. »
  { kind: 'pigeon-message', giver: 'Emma', rule: '002:92', day: true, hand: ['pigeon', 'pigeon'] },
  // « envoyer un de vos objets avec le Pigeon afin de le donner à un joueur »
  { kind: 'don:sac', giver: 'Emma', rule: '002:95', day: true, hand: ['sac', 'pigeon'] },
  // « désigner un joueur et un objet … vous le lui volez »
  { kind: 'vol:sac', giver: 'Emma', rule: '002:86', day: true, hand: ['masque', 'pigeon'] },
];

describe('an order the house reading refuses on oneself: never offered to its giver', () => {
  for (const c of CASES)
    it(`${c.kind} (${c.rule}): the giver is left out of his own choices, and his own name typed is refused with the kind’s line`, () => {
      const spec = c.hand ? { hands: { [c.giver]: c.hand } } : {};
      const t = c.day ? firstDay(spec) : firstNight(spec);
      const me = t.id(c.giver);
      const k = line(t, c.kind);
      expect(k.players).toContain(me);
      expect(k.notSelf).toMatchObject({ rule: c.rule });
      const all = k.prompt.kind === 'players' ? k.prompt.candidates : [];
      expect(all).toContain(me);
      expect(offered(k, me)).toEqual(all.filter((id) => id !== me));
      // Typed or pasted anyway (a scenario, « moi » in a message): the kind's line says no.
      expect(edit(t.state, t.step!, { put: { player: me, kind: c.kind, value: [me] } })).toMatchObject({
        rule: c.rule,
      });
    });

  it('declares notSelf on those kinds only (the arrows name oneself, 002:80-81; a vote or a target for the justicier may)', () => {
    const declared = [...DAY_KINDS, ...NIGHT_KINDS].filter((k) => k.notSelf).map((k) => k.id);
    const family = (prefix: string) => declared.filter((id) => id.startsWith(prefix));
    expect(declared.filter((id) => !id.includes(':')).sort()).toEqual(
      ['analphabetisme', 'boule', 'loups', 'mort', 'pigeon-message', 'pipot'].sort(),
    );
    expect(family('don:')).toEqual(DAY_KINDS.filter((k) => k.id.startsWith('don:')).map((k) => k.id));
    expect(family('vol:')).toEqual(DAY_KINDS.filter((k) => k.id.startsWith('vol:')).map((k) => k.id));
  });
});

/** A random game's setup (the simulator's names and suggested composition). */
function setupOf(players: number, seed: string): GameSetup {
  return {
    rulesetId: 'lychantropia',
    options: {},
    players: playerNames(players).map((name, i) => ({ id: `p${i + 1}`, name })),
    composition: lychantropia.suggestComposition(players, {}),
    seed,
  };
}

/** The states of a random game, from its start to its end. */
function statesOf(setup: GameSetup, seed: string): LGame[] {
  const r = playout(lychantropia, setup, seed);
  const start = startGame<LGame['rs']>(lychantropia, setup);
  if (!start.ok) throw new Error(start.error);
  const out: LGame[] = [start.value.state];
  for (const a of r.answers) {
    const next = apply(lychantropia, out.at(-1)!, a);
    if (next.kind !== 'accepted') throw new Error(`${JSON.stringify(a)}: ${next.kind}`);
    out.push(next.state);
  }
  return out;
}

/** The value of an order naming `first`, then other candidates up to the prompt's least count. */
function naming(k: OrderKind, first: PlayerId, others: readonly PlayerId[]): PlayerId[] | null {
  if (k.prompt.kind !== 'players') return null;
  const rest = others.filter((id) => id !== first).slice(0, Math.max(0, k.prompt.min - 1));
  const value = [first, ...rest];
  return value.length >= k.prompt.min ? value : null;
}

describe('property: no candidate offered is then refused for being the giver', () => {
  it('over every kind open in random games of 8 to 16 (his own name refused where another candidate passes)', () => {
    const seen = new Set<string>();
    const faults: string[] = [];
    for (let g = 0; g < 6; g++) {
      const states = statesOf(setupOf(8 + ((g * 3) % 9), `soi${g}`), `soi-a${g}`);
      for (const s of states) {
        const call = currentPrompt(lychantropia, s);
        // A book as it opens: no order given yet, so a second order is never refused for changing (002:105).
        if (!call || call.prompt.kind !== 'orders' || s.rs.book.orders.length > 0) continue;
        for (const k of call.prompt.kinds) {
          if (k.prompt.kind !== 'players') continue;
          for (const me of k.players ?? []) {
            const choices = offered(k, me);
            if (choices.length > 0) seen.add(k.id.replace(/:.*/, ':'));
            if (!choices.includes(me)) continue;
            const mine = naming(k, me, choices);
            const other = choices.find((id) => id !== me);
            if (!mine || !other) continue;
            const own = edit(s, call.step, { put: { player: me, kind: k.id, value: mine } });
            if (own === 'accepted') continue;
            const swapped = mine.map((id) => (id === me ? other : id));
            // The same order with another candidate instead of himself passes: his own name was the refusal.
            if (edit(s, call.step, { put: { player: me, kind: k.id, value: swapped } }) === 'accepted')
              faults.push(`${k.id} ${me}: ${JSON.stringify(own)}`);
          }
        }
      }
    }
    expect(faults).toEqual([]);
    // Every kind that names a player was offered at least once (the property looked at each).
    expect([...seen].sort()).toEqual(
      expect.arrayContaining(['analphabetisme', 'boule', 'don:', 'loups', 'mort', 'pigeon-message', 'pipot', 'vol:']),
    );
  }, 120_000);
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
