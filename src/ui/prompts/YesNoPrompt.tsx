import { typo } from '../../engine';
import { useId } from 'react';
import type { PromptProps } from './types';

/** Two large buttons; with `onSubmit`, the tap is the answer. */
export function YesNoPrompt({ prompt, value, onChange, onSubmit }: PromptProps<'yesno'>) {
  const labelId = useId();
  const options: [boolean, string][] = [
    [true, prompt.yes ?? 'Oui'],
    [false, prompt.no ?? 'Non'],
  ];
  const choose = (answer: boolean): void => {
    onChange(answer);
    onSubmit?.(answer);
  };
  return (
    <div className="prompt prompt-yesno">
      <h3 id={labelId} className="prompt-label">
        {typo(prompt.label)}
      </h3>
      <div className="choice-grid choice-grid-2" role="group" aria-labelledby={labelId}>
        {options.map(([answer, label]) => (
          <button
            key={label}
            type="button"
            className="btn choice-btn"
            aria-pressed={value === answer}
            onClick={() => choose(answer)}
          >
            {typo(label)}
          </button>
        ))}
      </div>
    </div>
  );
}
