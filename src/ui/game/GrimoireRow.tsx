import { useId, useState } from 'react';
import type { GrimoireRow as Row } from '../../engine';
import { NoteField } from './NoteField';

/** One player in the grimoire: seat, name, posts, health, card and camp, markers, and a note. */
export function GrimoireRow({ gameId, row, hasNote }: { gameId: string; row: Row; hasNote: boolean }) {
  const [open, setOpen] = useState(hasNote);
  const noteId = useId();
  return (
    <li className={`grimoire-row${row.alive ? '' : ' grimoire-dead'}`} aria-label={row.name}>
      <div className="grimoire-head">
        <span className="seat">
          <span className="visually-hidden">Place </span>
          {row.seat + 1}
        </span>
        <strong className="grimoire-name">{row.name}</strong>
        <span className={`health${row.alive ? '' : ' health-dead'}`}>{row.healthLabel}</span>
        <button
          type="button"
          className="btn btn-ghost note-toggle"
          aria-expanded={open}
          aria-controls={open ? noteId : undefined}
          onClick={() => setOpen(!open)}
        >
          Notes<span className="visually-hidden">{` sur ${row.name}`}</span>
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
        <ul className="markers" aria-label={`Marqueurs de ${row.name}`}>
          {row.markers.map((marker) => (
            <li key={marker} className="badge">
              {marker}
            </li>
          ))}
        </ul>
      )}
      {open && (
        <div id={noteId}>
          <NoteField gameId={gameId} playerId={row.id} label={`Note sur ${row.name}`} />
        </div>
      )}
    </li>
  );
}
