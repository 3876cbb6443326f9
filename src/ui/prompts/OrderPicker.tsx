/**
 * An order's value picked in place on the book's row with one tap: its
 * options as a row of buttons (the players of a vote, « Personne » where a
 * blank vote is allowed, a choice's options), not a native select (two taps
 * each, issue 27). Once given, the row shows the value alone, so that the
 * rows still to enter stand out; one tap on it shows the options again.
 * Tapping the value given takes the order back.
 */
import { useState } from 'react';
import type { PickOption } from './orderValue';

/** Above this many options the row stays folded until tapped (a 40-player table would show 1 600 buttons). */
const INLINE_MAX = 20;

interface PickerProps {
  /** The cell's accessible name (« Vote d’Ana »). */
  label: string;
  kindLabel: string;
  options: PickOption[];
  /** The key of the value given, '' when none. */
  current: string;
  onPick: (option: PickOption) => void;
  onClear: () => void;
}

export function OrderPicker({ label, kindLabel, options, current, onPick, onClear }: PickerProps) {
  const [open, setOpen] = useState(false);
  const given = options.find((o) => o.key === current);
  const shown = open || (!given && options.length <= INLINE_MAX);
  if (!shown)
    return (
      <div className="order-cell">
        <span className="order-kind">{kindLabel}</span>
        <button
          type="button"
          className="btn order-pick-given"
          aria-expanded={false}
          aria-pressed={given ? true : undefined}
          onClick={() => setOpen(true)}
        >
          {given ? given.label : 'Choisir'}
          <span className="visually-hidden">{given ? ` : ${label}, changer` : ` : ${label}`}</span>
        </button>
      </div>
    );
  return (
    <div className="order-cell order-cell-picks">
      <span className="order-kind">{kindLabel}</span>
      <div className="order-picks" role="group" aria-label={label}>
        {options.map((o) => (
          <button
            key={o.key}
            type="button"
            className="btn order-pick"
            aria-pressed={o.key === current}
            onClick={() => {
              setOpen(false);
              if (o.key === current) onClear();
              else onPick(o);
            }}
          >
            {o.label}
          </button>
        ))}
      </div>
    </div>
  );
}
