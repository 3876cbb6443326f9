import { useId } from 'react';
import type { PromptProps } from './types';

export function ChoicePrompt({ prompt, value, onChange }: PromptProps<'choice'>) {
  const name = useId();
  return (
    <fieldset className="prompt prompt-choice">
      <legend className="prompt-label">{prompt.label}</legend>
      <div className="tiles">
        {prompt.options.map((option) => (
          <label key={option.value} className="tile">
            <input type="radio" name={name} checked={value === option.value} onChange={() => onChange(option.value)} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
