import { useId } from 'react';
import type { PlayerId } from '../../engine';
import type { PromptProps } from './types';

function selection(value: unknown): PlayerId[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** Large name buttons; tapping toggles a player (with a single seat, tapping another replaces it). */
export function PlayersPrompt({ prompt, value, onChange, nameOf }: PromptProps<'players'>) {
  const labelId = useId();
  const selected = selection(value);
  const toggle = (id: PlayerId): void => {
    if (selected.includes(id)) onChange(selected.filter((x) => x !== id));
    else if (prompt.max === 1) onChange([id]);
    else onChange([...selected, id]);
  };
  return (
    <div className="prompt prompt-players">
      <div className="prompt-head">
        <h3 id={labelId} className="prompt-label">
          {prompt.label}
        </h3>
        <span className="prompt-count" aria-live="polite">
          {selected.length} / {prompt.max}
        </span>
      </div>
      {prompt.candidates.length === 0 ? (
        <p className="muted">Personne ne peut être désigné.</p>
      ) : (
        <div className="player-grid" role="group" aria-labelledby={labelId}>
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
        </div>
      )}
    </div>
  );
}
