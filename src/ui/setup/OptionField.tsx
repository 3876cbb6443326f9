import { useId, useState, type ReactNode } from 'react';
import type { OptionDef, OptionValue } from '../../engine';
import { parseWholeOption } from '../../engine/setup';

interface OptionFieldProps {
  def: OptionDef;
  value: OptionValue;
  onChange: (value: OptionValue) => void;
}

/** One ruleset option, generated from its definition. */
export function OptionField({ def, value, onChange }: OptionFieldProps) {
  const id = useId();
  // The book's reasons and line numbers stay out of the way, under « Pourquoi ? ».
  const help = def.help ? (
    <details className="option-why">
      <summary>
        Pourquoi&nbsp;?<span className="visually-hidden">{` (${def.label})`}</span>
      </summary>
      <p className="muted option-help">{def.help}</p>
    </details>
  ) : null;
  switch (def.type) {
    case 'boolean':
      return (
        <div className="option">
          <label className="check">
            <input type="checkbox" checked={value === true} onChange={(e) => onChange(e.target.checked)} />
            <span>{def.label}</span>
          </label>
          {help}
        </div>
      );
    case 'choice':
      return (
        <fieldset className="option">
          <legend>{def.label}</legend>
          {(def.choices ?? []).map((choice) => (
            <label key={choice.value} className="check">
              <input type="radio" name={id} checked={value === choice.value} onChange={() => onChange(choice.value)} />
              <span>{choice.label}</span>
            </label>
          ))}
          {help}
        </fieldset>
      );
    case 'number':
      return <NumberField def={def} value={value} onChange={onChange} help={help} />;
  }
}

/**
 * A whole-number option, typed as text: « 1,5 » or « 1.5 » is neither read
 * as 15 nor rounded, but said to be refused (the same French reason as
 * « Suivant » gives). The text typed is handed on as it is when it is not a
 * whole number within bounds, so the setup cannot go on with it.
 */
function NumberField({ def, value, onChange, help }: OptionFieldProps & { help: ReactNode }) {
  const id = useId();
  const [text, setText] = useState(String(value));
  const parsed = parseWholeOption(def, text);
  // The value may change from outside (another book's defaults): the field then shows it.
  const inSync = typeof value === 'number' ? parsed.ok && parsed.value === value : value === text;
  const shown = inSync ? text : String(value);
  const error = inSync ? (parsed.ok ? null : parsed.error) : null;
  return (
    <div className="option field">
      <label className="field-label" htmlFor={id}>
        {def.label}
      </label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={shown}
        aria-invalid={error !== null}
        aria-describedby={error !== null ? `${id}-error` : undefined}
        onChange={(e) => {
          const typed = e.target.value;
          setText(typed);
          const p = parseWholeOption(def, typed);
          onChange(p.ok ? p.value : typed);
        }}
      />
      {error !== null && (
        <p id={`${id}-error`} className="alert" role="alert">
          {error}
        </p>
      )}
      {help}
    </div>
  );
}
