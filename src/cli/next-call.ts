/**
 * The call waiting for an answer, as the CLI prints it (`next` in a report,
 * and `cli -- next FILE`): what the MJ reads, what the answer must be, why a
 * call is « sans effet » and what it then takes, and the actions that may be
 * invoked before it.
 */
import {
  actionCall,
  availableActions,
  clockLabel,
  currentCall,
  type AnyRuleset,
  type GameState,
  type Json,
} from '../engine';
import { describePrompt, type PromptForm } from './describe-prompt';
import { namerOf } from './names';

export interface NextCall {
  step: string;
  title: string;
  /** The clock now: « Nuit 1 », with the day and phase. */
  clock: { day: number; phase: string; label: string };
  line: string;
  notes: string[];
  /** Set off by an earlier answer (a last shot, a successor) rather than by the phase's table. */
  reaction: boolean;
  /** Why the call has no effect, and the answer it then takes (just « Suivant »); null when it acts. */
  inert: { reason: string; takes: string; value: null } | null;
  prompt: PromptForm;
  /** The night's map this call shows (who spends the night where), names in place of ids. */
  places?: Json;
  /** Actions that may be invoked now (`{ "invoke": id, "value": … }`), each with what it takes. */
  actions: { id: string; title: string; line: string; prompt: PromptForm }[];
  /** How to write the answer in the scenario file. */
  answer: Json;
}

export function nextCall<R>(rules: AnyRuleset, s: GameState<R>): NextCall | null {
  const call = currentCall(rules, s);
  if (!call) return null;
  const name = namerOf(s);
  const prompt = describePrompt(call.prompt, name);
  const actions = availableActions(rules, s).flatMap((a) => {
    const view = actionCall(rules, s, a.id);
    return view ? [{ id: a.id, title: view.title, line: view.line, prompt: describePrompt(view.prompt, name) }] : [];
  });
  return {
    step: call.step,
    title: call.title,
    clock: { day: s.clock.day, phase: s.clock.phase, label: clockLabel(s.clock, rules.calendar?.day1) },
    line: call.line,
    notes: call.notes,
    reaction: call.reaction,
    inert:
      call.inert === null
        ? null
        : { reason: call.inert, takes: 'rien : l’appel est sans effet, seulement « Suivant »', value: null },
    prompt,
    ...(call.places
      ? {
          places: name.json(
            call.places.map((p) => ({
              key: p.key,
              kind: p.kind,
              label: p.label,
              occupants: p.occupants.map((o) => ({ id: o.id, label: o.label })),
            })),
          ),
        }
      : {}),
    actions,
    answer: prompt.kind === 'ack' ? { step: call.step } : { step: call.step, value: prompt.example },
  };
}
