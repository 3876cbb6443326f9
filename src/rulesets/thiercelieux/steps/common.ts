/**
 * Building blocks shared by the ruleset's steps.
 */
import type { Json, StepDef } from '../../../engine';
import type { TState } from '../state';
import { inGame, roleInert } from '../state';

export type TStep = StepDef<TState>;

/** A step that calls the holder of `role`: present when the card is in the game, inert when dead or powerless. */
export function roleStep(role: string, step: Omit<TStep, 'role' | 'when' | 'inert'> & Partial<Pick<TStep, 'when' | 'inert'>>): TStep {
  return {
    role,
    when: (s, args) => inGame(s, role) && (step.when ? step.when(s, args) : true),
    inert: (s, args) => roleInert(s, role) ?? step.inert?.(s, args) ?? null,
    ...stripGuards(step),
  };
}

function stripGuards(step: Partial<TStep>): Omit<TStep, 'when' | 'inert'> {
  const { when: _w, inert: _i, ...rest } = step;
  return rest as Omit<TStep, 'when' | 'inert'>;
}

/** Arguments of the generic "show" step: a result the MJ shows or tells someone. */
export interface ShowArgs {
  title: string;
  line: string;
  [key: string]: Json;
}

export const ack = { kind: 'ack' } as const;
