/**
 * A players prompt may say why a seat is left out of its candidates
 * (`barred`): the refusal of an answer naming that seat is the rule's reason
 * and line, as an order book's barred givers are. The reasons are worked out
 * only when a refusal reads them (`lazy-barred.ts`), once.
 */
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { withBarred, type PlayersFields } from '../../src/engine/lazy-barred';
import { readAnswer } from '../../src/engine/read-answer';
import type { GameState, PlayersPrompt, Why } from '../../src/engine';

// Only the players' names are read.
const s = {
  players: { a: { name: 'Ana' }, b: { name: 'Bruno' }, c: { name: 'Chloé' }, d: { name: 'David' } },
} as unknown as GameState;

const prompt: PlayersPrompt = {
  kind: 'players',
  label: 'Joueur protégé',
  min: 1,
  max: 1,
  candidates: ['a', 'b'],
  barred: {
    c: { reason: 'Chloé a été protégée la nuit dernière.', rule: '004:622' },
    d: { reason: 'David est mort.' },
  },
};

describe('a players prompt’s barred seats', () => {
  it('refuse with the rule’s reason and line, or the reason alone', () => {
    expect(readAnswer(s, prompt, ['c'])).toEqual({
      ok: false,
      reason: 'Chloé a été protégée la nuit dernière.',
      rule: '004:622',
    });
    expect(readAnswer(s, prompt, ['d'])).toEqual({ ok: false, reason: 'David est mort.' });
    expect(readAnswer(s, prompt, ['a'])).toEqual({ ok: true, value: ['a'] });
  });

  it('leave the generic refusal to a seat they do not name', () => {
    const { barred: _none, ...bare } = prompt;
    expect(readAnswer(s, bare, ['c'])).toEqual({ ok: false, reason: 'Chloé ne peut pas être désigné·e ici.' });
    expect(readAnswer(s, { ...prompt, barred: { d: prompt.barred!.d! } }, ['c'])).toEqual({
      ok: false,
      reason: 'Chloé ne peut pas être désigné·e ici.',
    });
  });

  it('never open a seat that is not a candidate, and never bar a candidate', () => {
    // A candidate named in `barred` (a ruleset's slip) is still accepted: the candidates decide.
    expect(readAnswer(s, { ...prompt, barred: { a: { reason: 'Non.' } } }, ['a'])).toEqual({ ok: true, value: ['a'] });
    // Unknown players and doubles are refused before any rule.
    expect(readAnswer(s, prompt, ['z'])).toEqual({ ok: false, reason: 'Joueur inconnu : « z ».' });
  });
});

describe('barred worked out when read', () => {
  const table = { order: ['a', 'b', 'c', 'd'], dead: ['d'], last: 'c' };
  type Table = typeof table;
  const dead = (t: Table, id: string): Why | null => (t.dead.includes(id) ? { reason: `${id} est mort.` } : null);
  const last = (t: Table, id: string): Why | null =>
    id === t.last ? { reason: `${id} était protégé.`, rule: '004:622' } : null;
  const fields: PlayersFields = { kind: 'players', label: 'Joueur protégé', min: 1, max: 1, candidates: ['a', 'b'] };

  it('only when a refusal reads it, once, each seat with its first reason', () => {
    let asked = 0;
    const counted = (t: Table, id: string): Why | null => {
      asked++;
      return dead(t, id);
    };
    const p = withBarred(table, { ...fields, candidates: ['a', 'b'] }, counted, last);
    expect(asked).toBe(0);
    expect(readAnswer(s, p, ['a'])).toEqual({ ok: true, value: ['a'] });
    expect(asked).toBe(0);
    expect(readAnswer(s, p, ['c'])).toEqual({ ok: false, reason: 'c était protégé.', rule: '004:622' });
    // Asked for the two seats left out only, then kept.
    expect(asked).toBe(2);
    expect(p.barred).toEqual({ c: { reason: 'c était protégé.', rule: '004:622' }, d: { reason: 'd est mort.' } });
    expect(asked).toBe(2);
  });

  it('reads as none when no reason names a seat', () => {
    expect(withBarred(table, fields, () => null).barred).toBeUndefined();
  });

  it('compares and serializes as the plain prompt (its reasons are not its own fields)', () => {
    const p = withBarred(table, fields, dead, last);
    expect(p).toEqual({ ...fields, candidates: ['a', 'b'] });
    expect(JSON.parse(JSON.stringify(p))).toEqual({ ...fields, candidates: ['a', 'b'] });
  });

  it('is worked out at once on a state that may still change (a draft)', () => {
    let seen: unknown;
    produce(table, (draft) => {
      const p = withBarred(draft, fields, dead, last);
      // Already a plain value: the draft may change (or be revoked) before anyone reads it.
      seen = Object.getOwnPropertyDescriptor(p, 'barred')?.value;
    });
    expect(seen).toEqual({ c: { reason: 'c était protégé.', rule: '004:622' }, d: { reason: 'd est mort.' } });
  });
});
