/**
 * Random legal playouts: the simulator and the property tests answer every
 * call with a random value that fits its prompt. The answers' randomness is
 * separate from the game's own seeded PRNG.
 */
import { apply, createGame } from './apply';
import { nextInt, seedRng, shuffled } from './random';
import type { AnyRuleset } from './ruleset';
import { currentPrompt } from './view';
import type { Answer, GameSetup, GameState, Json, Prompt, RngState } from './types';

export function randomValue(prompt: Prompt, rng: RngState): Json {
  switch (prompt.kind) {
    case 'ack':
      return null;
    case 'players': {
      const n = prompt.min + nextInt(rng, prompt.max - prompt.min + 1);
      return shuffled(rng, prompt.candidates).slice(0, Math.min(n, prompt.candidates.length));
    }
    case 'choice':
      return prompt.options[nextInt(rng, prompt.options.length)]!.value;
    case 'yesno':
      return nextInt(rng, 2) === 0;
    case 'number':
      return prompt.min + nextInt(rng, prompt.max - prompt.min + 1);
    case 'text':
      return 'texte';
    case 'ballots': {
      const out: Record<string, Json> = {};
      for (const v of prompt.voters) {
        const blank = prompt.allowBlank && nextInt(rng, 10) === 0;
        out[v.id] = blank || prompt.candidates.length === 0 ? (prompt.allowBlank ? null : prompt.candidates[0]!) : prompt.candidates[nextInt(rng, prompt.candidates.length)]!;
      }
      return out;
    }
    case 'orders':
      return { close: true };
  }
}

export interface PlayoutResult<R = unknown> {
  state: GameState<R>;
  answers: Answer[];
  /** Engine refusals of a prompt-shaped answer, or internal errors. */
  errors: string[];
  violations: string[];
}

/** Play one game with random legal answers, checking invariants after each answer. */
export function playout<R>(rules: AnyRuleset, setup: GameSetup, answerSeed: string, maxAnswers = 2000): PlayoutResult<R> {
  const created = createGame<R>(rules, setup);
  if (!created.ok) throw new Error(created.error);
  let state = created.value;
  const rng = seedRng(answerSeed);
  const answers: Answer[] = [];
  const errors: string[] = [];
  const violations = new Set<string>();
  const check = (s: GameState<R>) => {
    for (const v of rules.invariants?.(s) ?? []) violations.add(v);
  };
  check(state);
  while (!state.ended && answers.length < maxAnswers) {
    const call = currentPrompt(rules, state);
    if (!call) {
      errors.push('no current call while the game is not over');
      break;
    }
    let applied = false;
    // A random shape-valid answer may still break a rule (a step's own validate): retry a few times.
    for (let attempt = 0; attempt < 20 && !applied; attempt++) {
      const answer: Answer = { kind: 'answer', step: call.step, value: randomValue(call.prompt, rng) };
      const res = apply<R>(rules, state, answer);
      if (res.ok) {
        state = res.state;
        answers.push(answer);
        applied = true;
      } else if (res.error.startsWith('Erreur interne')) {
        errors.push(res.error);
        return { state, answers, errors, violations: [...violations] };
      }
    }
    if (!applied) {
      errors.push(`no legal answer found for ${call.step}`);
      break;
    }
    check(state);
  }
  return { state, answers, errors, violations: [...violations] };
}
