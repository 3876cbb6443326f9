import { useId } from 'react';
import type { PromptProps } from './types';

export function YesNoPrompt({ prompt, value, onChange }: PromptProps<'yesno'>) {
  const name = useId();
  const options: [boolean, string][] = [
    [true, prompt.yes ?? 'Oui'],
    [false, prompt.no ?? 'Non'],
  ];
  return (
    <fieldset className="prompt prompt-yesno">
      <legend className="prompt-label">{prompt.label}</legend>
      <div className="tiles tiles-2">
        {options.map(([answer, label]) => (
          <label key={label} className="tile">
            <input type="radio" name={name} checked={value === answer} onChange={() => onChange(answer)} />
            <span>{label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
