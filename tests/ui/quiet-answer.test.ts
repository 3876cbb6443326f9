/**
 * The « do nothing » answer the guided night's « Rien (n appels) » gives at a
 * choice (`quietSeries.ts`): the option the ruleset declares as `none`, never
 * one guessed from its value, and none when the book shuts it now.
 */
import { describe, expect, it } from 'vitest';
import type { ChoicePrompt } from '../../src/engine';
import { quietAnswer } from '../../src/ui/game/quietSeries';

const options = [
  { value: 'rien', label: 'Rien cette nuit' },
  { value: 'larcin', label: 'Larcin' },
];

describe('a choice’s « nothing » answer', () => {
  it('is the option the prompt declares, with its button', () => {
    const p: ChoicePrompt = { kind: 'choice', label: 'Larcin ou trucage', options, none: 'rien' };
    expect(quietAnswer(p)).toEqual({ value: 'rien', label: 'Rien cette nuit' });
  });

  it('is never guessed from an option’s value', () => {
    expect(quietAnswer({ kind: 'choice', label: 'Larcin ou trucage', options })).toBeNull();
  });

  it('is none when the book shuts that option now', () => {
    const p: ChoicePrompt = {
      kind: 'choice',
      label: 'Larcin ou trucage',
      options,
      none: 'rien',
      closed: { rien: { reason: 'Fermé.', rule: '000:1' } },
    };
    expect(quietAnswer(p)).toBeNull();
  });
});
