import type { PromptProps } from './types';

/** Nothing to choose: the call is answered with « Suivant » (the caller shows the prompt's label beside it). */
export function AckPrompt(_props: PromptProps<'ack'>) {
  return null;
}
