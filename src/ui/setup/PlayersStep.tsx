import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { AnyRuleset } from '../../engine';
import { messageTable } from '../../rulesets/message-registry';
import { useSetup } from '../store/setup';
import { overNameLimit } from './nameLimit';

/** Step 2: names in seating order around the table (clockwise), at least the ruleset's minimum. */
export function PlayersStep({ rules }: { rules: AnyRuleset }) {
  const players = useSetup((s) => s.players);
  const { addPlayer, renamePlayer, setPseudonym, removePlayer, movePlayer } = useSetup.getState();
  // Forum players are often named by their pseudonym in messages (engine/name-match.ts).
  const forum = messageTable(rules.id) !== null;
  const list = useRef<HTMLOListElement>(null);

  // The row to focus once it is drawn: right after the commit (an effect), not a frame later, when the MJ may
  // already be typing elsewhere (a late focus sent a quick typist's name into another row).
  const pending = useRef<number | null>(null);
  useEffect(() => {
    const index = pending.current;
    if (index === null) return;
    pending.current = null;
    list.current?.querySelectorAll<HTMLInputElement>('input[aria-label^="Nom du joueur"]')[index]?.focus();
  }, [players.length]);
  const focusInput = (index: number): void => {
    if (index < players.length)
      list.current?.querySelectorAll<HTMLInputElement>('input[aria-label^="Nom du joueur"]')[index]?.focus();
    else pending.current = index;
  };
  const onEnter = (event: KeyboardEvent<HTMLInputElement>, index: number): void => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (index === players.length - 1) addPlayer();
    focusInput(index + 1);
  };
  const add = (): void => {
    addPlayer();
    focusInput(players.length);
  };

  return (
    <>
      <p>
        Entrez les joueurs dans l’ordre où ils sont assis autour de la table (sens des aiguilles d’une montre).{' '}
        <span className="muted">{`${rules.name}\u00a0: de ${rules.minPlayers} à ${rules.maxPlayers} joueurs.`}</span>
      </p>
      <ol className="players-editor" ref={list}>
        {players.map((player, i) => {
          const who = player.name.trim() || `joueur ${i + 1}`;
          // The setup check's own words (engine/setup.ts), at once rather than at « Suivant ».
          const nameError = overNameLimit(player.name, `Le nom du joueur n° ${i + 1}`);
          const pseudonymError = forum
            ? overNameLimit(player.pseudonym ?? '', `Le pseudonyme du joueur n° ${i + 1}`)
            : null;
          const errorId = `player-${player.id}-error`;
          const classes = ['player-row', forum && 'with-pseudonym', (nameError || pseudonymError) && 'with-error'];
          return (
            <li key={player.id} className={classes.filter(Boolean).join(' ')}>
              <span className="seat" aria-hidden="true">
                {i + 1}
              </span>
              <input
                type="text"
                value={player.name}
                placeholder={`Joueur ${i + 1}`}
                aria-label={`Nom du joueur ${i + 1}`}
                autoComplete="off"
                enterKeyHint="next"
                aria-invalid={nameError ? true : undefined}
                aria-describedby={nameError ? `${errorId}-name` : undefined}
                onChange={(e) => renamePlayer(player.id, e.target.value)}
                onKeyDown={(e) => onEnter(e, i)}
              />
              {forum && (
                <input
                  type="text"
                  className="player-pseudonym"
                  value={player.pseudonym ?? ''}
                  placeholder="Pseudonyme sur le forum (facultatif)"
                  aria-label={`Pseudonyme de ${who} sur le forum`}
                  autoComplete="off"
                  aria-invalid={pseudonymError ? true : undefined}
                  aria-describedby={pseudonymError ? `${errorId}-pseudonym` : undefined}
                  onChange={(e) => setPseudonym(player.id, e.target.value)}
                />
              )}
              {nameError && (
                <p className="alert name-error" role="alert" id={`${errorId}-name`}>
                  {nameError}
                </p>
              )}
              {pseudonymError && (
                <p className="alert name-error" role="alert" id={`${errorId}-pseudonym`}>
                  {pseudonymError}
                </p>
              )}
              <button
                type="button"
                className="btn"
                aria-label={`Monter ${who}`}
                disabled={i === 0}
                onClick={() => movePlayer(player.id, -1)}
              >
                ↑
              </button>
              <button
                type="button"
                className="btn"
                aria-label={`Descendre ${who}`}
                disabled={i === players.length - 1}
                onClick={() => movePlayer(player.id, 1)}
              >
                ↓
              </button>
              <button
                type="button"
                className="btn btn-danger"
                aria-label={`Retirer ${who}`}
                disabled={players.length <= rules.minPlayers}
                onClick={() => removePlayer(player.id)}
              >
                ✕
              </button>
            </li>
          );
        })}
      </ol>
      <div className="btn-row">
        <button type="button" className="btn btn-large" onClick={add} disabled={players.length >= rules.maxPlayers}>
          Ajouter un joueur
        </button>
        <span className="muted" role="status">
          {players.length} joueurs
        </span>
      </div>
    </>
  );
}
