/**
 * Building blocks shared by the ruleset's steps.
 */
import type { Prompt, StepDef } from '../../../engine';
import { called, holder, roleInert } from '../state';
import type { TStepId, TTypes } from '../types';

/** A step as `roleStep` takes it: the card comes apart, the guards are wrapped. */
type RoleStepDef<K extends TStepId, P extends Prompt> = Omit<StepDef<TTypes, K, P>, 'role'>;

/**
 * A step that calls the holder of `role`: present when the card is in the game
 * (or was taken out by the Prêtre's blessing), inert when its holder is dead,
 * asleep, gone or powerless. Like `step`, it infers the prompt and types the
 * answer from it (list `prompt` before `validate` and `resolve`).
 */
export function roleStep<K extends TStepId, const P extends Prompt>(
  role: string,
  def: RoleStepDef<K, P>,
): StepDef<TTypes, K, P> {
  const { when, inert, ...rest } = def;
  return {
    role,
    // A card taken out by the blessing has no holder: its call is made in the void, its own guard unasked.
    when: (s, args) => called(s, role) && (when && holder(s, role) !== null ? when(s, args) : true),
    inert: (s, args) => roleInert(s, role) ?? inert?.(s, args) ?? null,
    ...rest,
  };
}

export const ack = { kind: 'ack' } as const;
