import { typo } from '../../engine';
import { useId } from 'react';
import type { PromptProps } from './types';

export function TextPrompt({ prompt, value, onChange }: PromptProps<'text'>) {
  const id = useId();
  const text = typeof value === 'string' ? value : '';
  return (
    <div className="prompt prompt-text field">
      <label className="prompt-label" htmlFor={id}>
        {typo(prompt.label)}
      </label>
      {prompt.suggestions && prompt.suggestions.length > 0 && (
        <div className="tiles" role="group" aria-label="Suggestions">
          {prompt.suggestions.map((suggestion) => (
            <button
              key={suggestion}
              type="button"
              className="btn tile"
              aria-pressed={text === suggestion}
              onClick={() => onChange(suggestion)}
            >
              {suggestion}
            </button>
          ))}
        </div>
      )}
      <textarea id={id} maxLength={prompt.maxLength} value={text} onChange={(e) => onChange(e.target.value)} />
      <p className="muted">
        {text.length} / {prompt.maxLength} caractères
      </p>
    </div>
  );
}
