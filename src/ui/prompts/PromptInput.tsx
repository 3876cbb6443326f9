import { emptyBook, type Json, type OrderBook, type PlayerId, type Prompt } from '../../engine';
import { AckPrompt } from './AckPrompt';
import { BallotsPrompt } from './BallotsPrompt';
import { ChoicePrompt } from './ChoicePrompt';
import { NumberPrompt } from './NumberPrompt';
import { OrdersPrompt } from './OrdersPrompt';
import { PlayersPrompt } from './PlayersPrompt';
import { TextPrompt } from './TextPrompt';
import { YesNoPrompt } from './YesNoPrompt';
import '../styles/prompts.css';

interface PromptInputProps {
  prompt: Prompt;
  value: Json | undefined;
  onChange: (value: Json) => void;
  /** Send at once: the prompts whose tap is the whole answer use it (see `oneTap`); a refusal comes back as its reason. */
  onSubmit?: (value: Json) => void | Promise<string | null>;
  nameOf: (id: PlayerId) => string;
  /** An order book's orders so far (`orders` prompts). */
  book?: OrderBook;
}

/** The widget for a prompt's kind. It only edits the draft; the caller sends it. */
export function PromptInput({ prompt, book, ...rest }: PromptInputProps) {
  switch (prompt.kind) {
    case 'ack':
      return <AckPrompt prompt={prompt} {...rest} />;
    case 'players':
      return <PlayersPrompt prompt={prompt} {...rest} />;
    case 'choice':
      return <ChoicePrompt prompt={prompt} {...rest} />;
    case 'yesno':
      return <YesNoPrompt prompt={prompt} {...rest} />;
    case 'number':
      return <NumberPrompt prompt={prompt} {...rest} />;
    case 'text':
      return <TextPrompt prompt={prompt} {...rest} />;
    case 'ballots':
      return <BallotsPrompt prompt={prompt} {...rest} />;
    case 'orders':
      return <OrdersPrompt prompt={prompt} {...rest} book={book ?? emptyBook()} Inner={PromptInput} />;
  }
}

/** What « Valider » sends when the MJ touched nothing: the engine judges it. */
export function emptyValue(prompt: Prompt): Json {
  switch (prompt.kind) {
    case 'players':
      return [];
    case 'ballots':
      return {};
    default:
      return null;
  }
}

/**
 * Whether a tap is the whole answer (yes or no, one option, one player): the
 * screen then needs no « Valider ».
 */
export function oneTap(prompt: Prompt): boolean {
  switch (prompt.kind) {
    case 'yesno':
    case 'choice':
    case 'orders':
      return true;
    case 'players':
      // One player, or exactly so many (Cupidon's two lovers): the last tap that completes the answer sends it.
      return prompt.candidates.length >= prompt.max && (prompt.max === 1 || prompt.min === prompt.max);
    default:
      return false;
  }
}

/** The label of the button that sends the answer. */
export function submitLabel(prompt: Prompt): string {
  if (prompt.kind === 'ack') return 'Suivant';
  if (prompt.kind === 'ballots') return 'Valider le vote';
  return 'Valider';
}
