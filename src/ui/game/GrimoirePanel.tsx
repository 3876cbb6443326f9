import { useState } from 'react';
import type { GrimoireRow as Row } from '../../engine';
import { GrimoireRow } from './GrimoireRow';
import { NoteField } from './NoteField';
import { PlayerDetails } from './PlayerDetails';
import { TableCircle } from './TableCircle';
import '../styles/grimoire.css';

interface GrimoirePanelProps {
  gameId: string;
  rows: Row[];
  notes: Record<string, string>;
}

/** The MJ's grimoire, as a list or as the table's circle: every player's card, camp, health, posts, markers and tokens. */
export function GrimoirePanel({ gameId, rows, notes }: GrimoirePanelProps) {
  const [view, setView] = useState<'list' | 'circle'>('list');
  const [details, setDetails] = useState<string | null>(null);
  const shown = rows.find((r) => r.id === details) ?? null;
  return (
    <section className="grimoire" aria-labelledby="grimoire-title">
      <div className="grimoire-top">
        <h2 id="grimoire-title">Grimoire</h2>
        <div className="btn-row grimoire-views" role="group" aria-label="Affichage du grimoire">
          <button type="button" className="btn" aria-pressed={view === 'list'} onClick={() => setView('list')}>
            Liste
          </button>
          <button type="button" className="btn" aria-pressed={view === 'circle'} onClick={() => setView('circle')}>
            Table
          </button>
        </div>
      </div>
      {view === 'circle' ? (
        <TableCircle rows={rows} onSeat={(r) => setDetails(r.id)} />
      ) : (
        <ul className="grimoire-list">
          {rows.map((row) => (
            <GrimoireRow
              key={row.id}
              gameId={gameId}
              row={row}
              hasNote={Boolean(notes[row.id])}
              onDetails={() => setDetails(row.id)}
            />
          ))}
        </ul>
      )}
      <NoteField gameId={gameId} playerId={null} label="Notes de la partie" visibleLabel="Notes de la partie" />
      {shown && <PlayerDetails gameId={gameId} row={shown} onClose={() => setDetails(null)} />}
    </section>
  );
}
