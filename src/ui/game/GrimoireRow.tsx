import { de, typo, type GrimoireRow as Row } from '../../engine';
import { usePhone } from '../room/usePhone';
import { healthClass } from './health';
import '../styles/room.css';
import { TokenChips } from './TokenChips';

/** One player in the grimoire: seat, name, health in words and colour, card and camp, posts, markers, the MJ's tokens. */
export function GrimoireRow({
  gameId,
  row,
  onDetails,
  hasNote,
}: {
  gameId: string;
  row: Row;
  hasNote: boolean;
  onDetails: () => void;
}) {
  const phone = usePhone(gameId, row.id);
  return (
    <li className={`grimoire-row${row.alive ? '' : ' grimoire-dead'}`} aria-label={row.name}>
      <div className="grimoire-head">
        <span className="seat">
          <span className="visually-hidden">Place </span>
          {row.seat + 1}
        </span>
        <strong className="grimoire-name">{row.name}</strong>
        <span className={healthClass(row.healthSeverity)}>{row.healthLabel}</span>
        {phone && (
          // His own phone (the room, issue 22): the MJ sees who has one, and whether it is linked now.
          <span
            className={`badge grimoire-phone${phone.linked ? '' : ' grimoire-phone-away'}`}
            data-phone={phone.linked ? 'linked' : 'away'}
          >
            <span aria-hidden="true">📱</span>
            <span className="visually-hidden">{phone.linked ? ' Téléphone relié' : ' Téléphone déconnecté'}</span>
          </span>
        )}
        <button type="button" className="btn btn-ghost note-toggle" onClick={onDetails}>
          {hasNote ? 'Détails ✎' : 'Détails'}
          <span className="visually-hidden">{` sur ${row.name}`}</span>
        </button>
      </div>
      <p className="grimoire-role">
        <span className="role-name">{row.roleName}</span>
        <span className="muted">{` · ${row.campName}`}</span>
        {row.posts.map((post) => (
          <span key={post} className="badge badge-accent">
            {post}
          </span>
        ))}
      </p>
      {row.markers.length > 0 && (
        <ul className="markers" aria-label={`Marqueurs ${de(row.name)}`}>
          {row.markers.map((marker) => (
            <li key={marker} className="badge">
              {typo(marker)}
            </li>
          ))}
        </ul>
      )}
      <TokenChips player={row.id} name={row.name} tokens={row.tokens} />
    </li>
  );
}
