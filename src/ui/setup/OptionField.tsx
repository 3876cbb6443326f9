import { useId } from 'react';
import type { OptionDef, OptionValue } from '../../engine';

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
      return (
        <div className="option field">
          <label className="field-label" htmlFor={id}>
            {def.label}
          </label>
          <input
            id={id}
            type="number"
            inputMode="numeric"
            min={def.min}
            max={def.max}
            value={typeof value === 'number' ? value : ''}
            onChange={(e) => onChange(e.target.value === '' ? (def.min ?? 0) : Number(e.target.value))}
          />
          {help}
        </div>
      );
  }
}
