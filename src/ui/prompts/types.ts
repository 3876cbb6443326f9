import type { Json, PlayerId, Prompt } from '../../engine';

/** Every prompt widget is controlled: it shows `value` (the MJ's draft) and reports changes. */
export interface PromptProps<K extends Prompt['kind']> {
  prompt: Extract<Prompt, { kind: K }>;
  value: Json | undefined;
  onChange: (value: Json) => void;
  /**
   * One tap, one decision: a widget whose tap is the whole answer (yes or no,
   * one option, one player, « Personne ») sends it at once through this.
   * Absent (an order's value inside the order book): the tap only selects.
   */
  onSubmit?: (value: Json) => void | Promise<string | null>;
  /** A player's display name. */
  nameOf: (id: PlayerId) => string;
}
