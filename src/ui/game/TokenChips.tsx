import { TOKEN_ACTION, TOKEN_COLOUR_NAMES, type MjToken, type PlayerId } from '../../engine';
import { submit } from '../store/play';

/** The MJ's tokens on a player; with `removable`, each chip has its own « retirer » button. */
export function TokenChips({
  player,
  name,
  tokens,
  removable,
}: {
  player: PlayerId;
  name: string;
  tokens: MjToken[];
  removable?: boolean;
}) {
  if (tokens.length === 0) return null;
  return (
    <ul className="tokens" aria-label={`Marqueurs du MJ sur ${name}`}>
      {tokens.map((t) => (
        <li key={t.id} className={`token token-${t.colour}`}>
          <span className="token-dot" aria-hidden="true" />
          <span>{t.text}</span>
          <span className="visually-hidden">{` (${TOKEN_COLOUR_NAMES[t.colour]})`}</span>
          {removable && (
            <button
              type="button"
              className="btn btn-ghost token-remove"
              onClick={() =>
                void submit({ kind: 'invoke', action: TOKEN_ACTION, value: { remove: { player, id: t.id } } })
              }
            >
              Retirer<span className="visually-hidden">{` «\u00a0${t.text}\u00a0»`}</span>
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
