import { useId, useState } from 'react';
import {
  TOKEN_ACTION,
  TOKEN_COLOUR_NAMES,
  TOKEN_COLOURS,
  TOKEN_MAX_LENGTH,
  type PlayerId,
  type TokenColour,
} from '../../engine';
import { submit } from '../store/play';

/** Put a reminder token on a player: a short text and a colour (kept with the game, undone with « Retour »). */
export function TokenForm({ player, name }: { player: PlayerId; name: string }) {
  const [text, setText] = useState('');
  const [colour, setColour] = useState<TokenColour>('jaune');
  const [error, setError] = useState<string | null>(null);
  const textId = useId();
  const add = async (): Promise<void> => {
    const result = await submit({ kind: 'invoke', action: TOKEN_ACTION, value: { add: { player, text, colour } } });
    if (result.ok) {
      setText('');
      setError(null);
    } else setError(result.error);
  };
  return (
    <form
      className="token-form"
      onSubmit={(e) => {
        e.preventDefault();
        void add();
      }}
    >
      <label className="field-label" htmlFor={textId}>
        {`Nouveau marqueur sur ${name}`}
      </label>
      <input
        id={textId}
        type="text"
        value={text}
        maxLength={TOKEN_MAX_LENGTH}
        onChange={(e) => setText(e.target.value)}
        placeholder={'ex.\u00a0: à surveiller'}
        autoComplete="off"
      />
      <fieldset className="token-colours">
        <legend>Couleur</legend>
        {TOKEN_COLOURS.map((c) => (
          <label key={c} className={`check token-colour token-${c}`}>
            <input type="radio" name={`${textId}-colour`} checked={colour === c} onChange={() => setColour(c)} />
            <span className="token-dot" aria-hidden="true" />
            <span>{TOKEN_COLOUR_NAMES[c]}</span>
          </label>
        ))}
      </fieldset>
      <div className="btn-row">
        <button type="submit" className="btn btn-primary">
          Poser le marqueur
        </button>
        <p className="alert token-error" role="alert" hidden={!error}>
          {error}
        </p>
      </div>
    </form>
  );
}
