import type { Json, PlayerId, Prompt } from '../../engine';

/** Every prompt widget is controlled: it shows `value` (the MJ's draft) and reports changes. */
export interface PromptProps<K extends Prompt['kind']> {
  prompt: Extract<Prompt, { kind: K }>;
  value: Json | undefined;
  onChange: (value: Json) => void;
  /** A player's display name. */
  nameOf: (id: PlayerId) => string;
}
