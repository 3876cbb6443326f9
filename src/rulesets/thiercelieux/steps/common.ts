/**
 * Building blocks shared by the ruleset's steps.
 */
import type { Json, StepDef } from '../../../engine';
import type { TState } from '../state';
import { called, holder, roleInert } from '../state';

export type TStep = StepDef<TState>;

/**
 * A step that calls the holder of `role`: present when the card is in the game
 * (or was taken out by the Prêtre's blessing), inert when its holder is dead,
 * asleep, gone or powerless.
 */
export function roleStep(role: string, step: Omit<TStep, 'role' | 'when' | 'inert'> & Partial<Pick<TStep, 'when' | 'inert'>>): TStep {
  return {
    role,
    // A card taken out by the blessing has no holder: its call is made in the void, its own guard unasked.
    when: (s, args) => called(s, role) && (step.when && holder(s, role) !== null ? step.when(s, args) : true),
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
