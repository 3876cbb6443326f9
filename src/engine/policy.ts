/**
 * Who the simulated players are. A playout answers every call; a policy may
 * answer some calls the way players who know their side would (the wolves
 * never devour one of their own, the village follows its seer), and leaves
 * the rest to chance. The random answers of `playout.ts` are the baseline.
 */
import type { Prompt } from './prompts';
import type { GameState, Json, RngState } from './types';

/** The call waiting for an answer, as a policy sees it. */
export interface PolicyCall {
  step: string;
  prompt: Prompt;
}

/** Players' answers for a ruleset's games (`S`: its state; any ruleset's policy is a `Policy`). */
export interface Policy<S extends GameState = GameState> {
  /** A short name for reports (`random`, `informed`). */
  id: string;
  /**
   * The answer these players give, or undefined to leave this call to chance.
   * It draws only from `rng` (the playout's answers generator), so a seed
   * still gives one game. An answer the rules refuse falls back to chance.
   */
  answer(s: S, call: PolicyCall, rng: RngState): Json | undefined;
}

/** Every call left to chance: random legal answers. */
export const RANDOM_POLICY: Policy = { id: 'random', answer: () => undefined };
