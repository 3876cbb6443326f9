/**
 * The message corpus (tests/messages/corpus.json): private messages written
 * as forum players write them, in our own words, for every order kind of
 * Lychantropia (002:15-95) and NewMilenium (003:12-127), with typos,
 * pseudonyms, BBCode, quotes, signatures, several orders and none. Each
 * message lists the orders it gives (names for ids) and the names that must
 * be asked. Measured: the share of orders read right, and that no wrong
 * order is ever proposed without a flag (an approached name, an asked one).
 */
import { describe, expect, it } from 'vitest';
import { readMessage, type PhraseTable, type Reading } from '../../src/engine/message-reader';
import type { NamedSeat } from '../../src/engine/name-match';
import { lychantropiaMessages } from '../../src/rulesets/lychantropia/messages';
import { newmileniumMessages } from '../../src/rulesets/newmilenium/messages';
import corpus from './corpus.json';
import heldOut from './held-out.json';

interface Expected {
  ruleset: string;
  from: string;
  text: string;
  orders: { kind: string; value: unknown }[];
  asked: string[];
}

const TABLES: Record<string, PhraseTable> = { lychantropia: lychantropiaMessages, newmilenium: newmileniumMessages };
const seats: NamedSeat[] = corpus.roster.map(([name, pseudonym], i) => ({ id: `p${i + 1}`, name: name!, pseudonym }));
const idOf = (name: string) => seats.find((s) => s.name === name)!.id;
const messages = corpus.messages as Expected[];

/** An expected order with ids for names. */
const expectedPut = (e: Expected, o: Expected['orders'][number]) =>
  JSON.stringify({
    player: idOf(e.from),
    kind: o.kind,
    value: Array.isArray(o.value) ? o.value.map((n) => idOf(n as string)) : o.value,
  });

interface Figures {
  messages: number;
  expected: number;
  right: number;
  wrong: number;
  wrongUnflagged: number;
  asked: number;
  askedRight: number;
  failures: string[];
}

function measure(list: readonly Expected[]): Figures {
  const f: Figures = {
    messages: list.length,
    expected: 0,
    right: 0,
    wrong: 0,
    wrongUnflagged: 0,
    asked: 0,
    askedRight: 0,
    failures: [],
  };
  for (const e of list) {
    const r: Reading = readMessage(TABLES[e.ruleset]!, seats, idOf(e.from), e.text);
    const want = e.orders.map((o) => expectedPut(e, o));
    const got = r.orders.map((o) => ({ key: JSON.stringify(o.put), flagged: o.approached.length > 0 }));
    f.expected += want.length;
    for (const w of want)
      if (got.some((g) => g.key === w)) f.right++;
      else f.failures.push(`missed ${w} in ${JSON.stringify(e.text)} (${JSON.stringify(r)})`);
    for (const g of got)
      if (!want.includes(g.key)) {
        f.wrong++;
        if (!g.flagged) {
          f.wrongUnflagged++;
          f.failures.push(`WRONG ${g.key} in ${JSON.stringify(e.text)}`);
        }
      }
    f.asked += e.asked.length;
    f.askedRight += e.asked.filter((w) => r.asked.some((a) => a.written === w)).length;
  }
  return f;
}

describe('the message corpus', () => {
  it('holds at least 200 messages, covering every kind players send of both rulesets', () => {
    expect(messages.length).toBeGreaterThanOrEqual(200);
    const kinds = new Set(messages.flatMap((m) => m.orders.map((o) => `${m.ruleset}:${o.kind.split(':')[0]}`)));
    // Lychantropia's day and night books (002:15-95), NewMilenium's (003:12-127); the deals are the MJ's draws.
    for (const k of [
      'vote',
      'sac',
      'enchere',
      'mise',
      'troc',
      'don',
      'pigeon-message',
      'pigeon-cible',
      'pigeon-troc',
      'vol',
      'fleches',
      'tonneau',
      'vie',
      'loups',
      'mort',
      'arbalete',
      'loup-blanc',
      'pipot',
      'analphabetisme',
      'chaudron',
      'boule',
      'amoureux',
    ])
      expect(kinds, k).toContain(`lychantropia:${k}`);
    for (const k of [
      'vote',
      'candidat',
      'vote-maire',
      'destitution',
      'echange',
      'institutrice',
      'chatelain',
      'sympathique-1',
      'sympathique-2',
      'lache',
      'araignee-mp',
      'planque',
      'salbatar',
      'voyante-roles',
      'voyante-natures',
      'sorcier',
      'salvateur',
      'loups',
      'assassin',
      'necromancienne',
      'corbeau',
      'araignee',
      'detective',
    ])
      expect(kinds, k).toContain(`newmilenium:${k}`);
  });

  it('reads at least 95 % of the orders right, proposes no wrong order unflagged, and asks every ambiguous name', () => {
    const f = measure(messages);
    console.log(
      `corpus: ${f.messages} messages, ${f.right}/${f.expected} orders read right (${((100 * f.right) / f.expected).toFixed(1)} %), ` +
        `${f.wrong} wrong (${f.wrongUnflagged} unflagged), ${f.askedRight}/${f.asked} ambiguous names asked`,
    );
    if (f.failures.length) console.log(f.failures.join('\n'));
    expect(f.right / f.expected).toBeGreaterThanOrEqual(0.95);
    expect(f.wrongUnflagged).toBe(0);
    expect(f.askedRight).toBe(f.asked);
  });

  it('held-out messages, written after the tables were frozen: figures reported, still no wrong order unflagged', () => {
    const f = measure(heldOut.messages as Expected[]);
    console.log(
      `held out: ${f.messages} messages, ${f.right}/${f.expected} orders read right (${((100 * f.right) / f.expected).toFixed(1)} %), ` +
        `${f.wrong} wrong (${f.wrongUnflagged} unflagged)`,
    );
    if (f.failures.length) console.log(f.failures.join('\n'));
    expect(f.wrongUnflagged).toBe(0);
  });
});
