import { typo } from '../../engine';
import { useId } from 'react';
import type { PromptProps } from './types';

/** One button per option; with `onSubmit`, the tap is the answer. */
export function ChoicePrompt({ prompt, value, onChange, onSubmit }: PromptProps<'choice'>) {
  const labelId = useId();
  const choose = (option: string): void => {
    onChange(option);
    onSubmit?.(option);
  };
  // Two options side by side; more in a grid that keeps a dozen in view.
  const grid = prompt.options.length <= 2 ? 'choice-grid choice-grid-2' : 'choice-grid';
  return (
    <div className="prompt prompt-choice">
      <h3 id={labelId} className="prompt-label">
        {typo(prompt.label)}
      </h3>
      <div className={grid} role="group" aria-labelledby={labelId}>
        {prompt.options.map((option) => (
          <button
            key={option.value}
            type="button"
            className="btn choice-btn"
            aria-pressed={value === option.value}
            onClick={() => choose(option.value)}
          >
            {typo(option.label)}
          </button>
        ))}
      </div>
    </div>
  );
}
