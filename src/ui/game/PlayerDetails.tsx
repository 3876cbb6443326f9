import { typo, type GrimoireRow as Row } from '../../engine';
import { Modal } from '../components/Modal';
import { healthClass } from './health';
import { NoteField } from './NoteField';
import { TokenChips } from './TokenChips';
import { TokenForm } from './TokenForm';

/** A seat tapped in the circle (or « Détails » in the list): everything the MJ knows of the player, his tokens, his note. */
export function PlayerDetails({ gameId, row, onClose }: { gameId: string; row: Row; onClose: () => void }) {
  return (
    <Modal title={`${row.seat + 1}. ${row.name}`} onClose={onClose}>
      <p>
        <span className={healthClass(row.healthSeverity)}>{row.healthLabel}</span>
        {' · '}
        <strong>{row.roleName}</strong>
        <span className="muted">{` · ${row.campName}`}</span>
      </p>
      {row.posts.length > 0 && <p>{`Postes\u00a0: ${row.posts.join(', ')}`}</p>}
      {row.markers.length > 0 && (
        <ul className="markers" aria-label={`Marqueurs des règles sur ${row.name}`}>
          {row.markers.map((m) => (
            <li key={m} className="badge">
              {typo(m)}
            </li>
          ))}
        </ul>
      )}
      <TokenChips player={row.id} name={row.name} tokens={row.tokens} removable />
      <TokenForm player={row.id} name={row.name} />
      <NoteField
        gameId={gameId}
        playerId={row.id}
        label={`Note sur ${row.name}`}
        visibleLabel={`Note sur ${row.name}`}
      />
    </Modal>
  );
}
