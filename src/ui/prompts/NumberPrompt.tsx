import { typo } from '../../engine';
import { useId } from 'react';
import type { PromptProps } from './types';

export function NumberPrompt({ prompt, value, onChange }: PromptProps<'number'>) {
  const id = useId();
  const current = typeof value === 'number' ? value : null;
  const step = (delta: number): void => {
    const base = current ?? prompt.min;
    onChange(Math.min(prompt.max, Math.max(prompt.min, base + (current === null ? 0 : delta))));
  };
  return (
    <div className="prompt prompt-number">
      <label className="prompt-label" htmlFor={id}>
        {typo(prompt.label)}
      </label>
      <div className="stepper">
        <button type="button" className="btn btn-large" onClick={() => step(-1)} aria-label="Diminuer">
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={prompt.min}
          max={prompt.max}
          step={1}
          value={current ?? ''}
          onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
        />
        <button type="button" className="btn btn-large" onClick={() => step(1)} aria-label="Augmenter">
          +
        </button>
      </div>
      <p className="muted">
        Entre {prompt.min} et {prompt.max}.
      </p>
    </div>
  );
}
