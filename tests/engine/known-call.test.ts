/**
 * A playout hands `applyWith` the current call it built (`view.ts`
 * `headCall`): `apply` reads the answer with that prompt, but only when it was
 * built on the very state the answer is applied to.
 */
import { describe, expect, it } from 'vitest';
import { applyWith, type KnownCall } from '../../src/engine/apply';
import { COPY_ON_ACCESS } from '../../src/engine/copy-on-access';
import type { GameState } from '../../src/engine/types';
import { headCall } from '../../src/engine/view';
import { toy } from '../../src/rulesets/toy';
import { toyGame } from '../support/toy-game';

const started = (): GameState => toyGame('known');

/** An answer to the first call that `apply` takes (the toy's first call names a target). */
function takenAnswer(s: GameState): { kind: 'answer'; step: string; value: string[] } {
  const call = headCall(toy, s)!;
  if (call.prompt.kind !== 'players') throw new Error('the toy starts with a call naming players');
  for (const id of call.prompt.candidates) {
    const answer = { kind: 'answer' as const, step: call.step, value: [id] };
    if (applyWith(COPY_ON_ACCESS, toy, s, answer).kind === 'accepted') return answer;
  }
  throw new Error('no candidate is accepted');
}

describe('the current call a playout already built', () => {
  it('is the call apply would build: the same answers are taken', () => {
    const s = started();
    const call = headCall(toy, s)!;
    expect(call).not.toBeNull();
    const known: KnownCall = { state: s, inert: call.inert, prompt: call.prompt };
    const value = call.prompt.kind === 'players' ? call.prompt.candidates.slice(0, call.prompt.min) : null;
    const answer = { kind: 'answer' as const, step: call.step, value };
    expect(applyWith(COPY_ON_ACCESS, toy, s, answer, known).kind).toBe(applyWith(COPY_ON_ACCESS, toy, s, answer).kind);
  });

  it('is used on its own state: a prompt that allows nobody refuses an answer apply takes otherwise', () => {
    const s = started();
    const answer = takenAnswer(s);
    const nobody: KnownCall = {
      state: s,
      inert: null,
      prompt: { kind: 'players', label: 'Personne', candidates: [], min: 1, max: 1 },
    };
    expect(applyWith(COPY_ON_ACCESS, toy, s, answer, nobody).kind).toBe('refused');
  });

  it('is ignored when built on another state', () => {
    const s = started();
    const answer = takenAnswer(s);
    const nobody: KnownCall = {
      state: { ...s },
      inert: null,
      prompt: { kind: 'players', label: 'Personne', candidates: [], min: 1, max: 1 },
    };
    expect(applyWith(COPY_ON_ACCESS, toy, s, answer, nobody).kind).toBe('accepted');
  });
});
