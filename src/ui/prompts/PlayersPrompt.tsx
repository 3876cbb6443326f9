import { useId } from 'react';
import { BUTTON_WORDS, typo, type PlayerId } from '../../engine';
import type { PromptProps } from './types';

function selection(value: unknown): PlayerId[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/**
 * Large name buttons. One player to choose: the tap is the answer. Exactly
 * so many (two lovers): the tap that completes them is the answer. Else
 * taps toggle, « Valider » sends. Where nobody is allowed, « Personne » is
 * its own button (and the answer, in one tap).
 */
export function PlayersPrompt({ prompt, value, onChange, onSubmit, nameOf }: PromptProps<'players'>) {
  const labelId = useId();
  const selected = selection(value);
  const single = prompt.max === 1;
  const toggle = (id: PlayerId): void => {
    if (single) {
      const next = selected.includes(id) && !onSubmit ? [] : [id];
      onChange(next);
      if (next.length > 0) onSubmit?.(next);
      return;
    }
    const next = selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id];
    onChange(next);
    // Exactly so many to name: the tap that completes the answer sends it (a refusal keeps the picks, to change one).
    if (onSubmit && prompt.min === prompt.max && next.length === prompt.max) onSubmit(next);
  };
  const nobody = (): void => {
    onChange([]);
    onSubmit?.([]);
  };
  // On a long list (a big table) « Personne », often the usual answer (the Sorcière's), comes first, in view
  // without scrolling; on a short one it closes the list, where the MJ's eye ends.
  const nobodyFirst = prompt.candidates.length > 12;
  const nobodyButton = prompt.min === 0 && (
    <button
      type="button"
      className="btn player-btn player-nobody"
      aria-pressed={value !== undefined && selected.length === 0}
      onClick={nobody}
    >
      {BUTTON_WORDS.nobody}
    </button>
  );
  return (
    <div className="prompt prompt-players">
      <div className="prompt-head">
        <h3 id={labelId} className="prompt-label">
          {typo(prompt.label)}
        </h3>
        {!single && (
          <span className="prompt-count" aria-live="polite">
            {selected.length} / {prompt.max}
          </span>
        )}
      </div>
      {prompt.candidates.length === 0 ? (
        <p className="muted">Personne ne peut être désigné.</p>
      ) : (
        <div className="player-grid" role="group" aria-labelledby={labelId}>
          {nobodyFirst && nobodyButton}
          {prompt.candidates.map((id) => (
            <button
              key={id}
              type="button"
              className="btn player-btn"
              aria-pressed={selected.includes(id)}
              onClick={() => toggle(id)}
            >
              {nameOf(id)}
            </button>
          ))}
          {!nobodyFirst && nobodyButton}
        </div>
      )}
    </div>
  );
}
