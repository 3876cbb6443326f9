/**
 * A players prompt may say why a seat is left out of its candidates
 * (`barred`): the refusal of an answer naming that seat is the rule's reason
 * and line, as an order book's barred givers are (the reasons worked out
 * when read: `bars.test.ts`).
 */
import { describe, expect, it } from 'vitest';
import { readAnswer } from '../../src/engine/read-answer';
import type { GameState, PlayersPrompt } from '../../src/engine';

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
