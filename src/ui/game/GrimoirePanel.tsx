import type { GrimoireRow as Row } from '../../engine';
import { GrimoireRow } from './GrimoireRow';
import { NoteField } from './NoteField';
import '../styles/grimoire.css';

interface GrimoirePanelProps {
  gameId: string;
  rows: Row[];
  notes: Record<string, string>;
}

/** The MJ's grimoire: every player's role, camp, health, posts and markers, with a note each. */
export function GrimoirePanel({ gameId, rows, notes }: GrimoirePanelProps) {
  return (
    <section className="grimoire" aria-labelledby="grimoire-title">
      <h2 id="grimoire-title">Grimoire</h2>
      <ul className="grimoire-list">
        {rows.map((row) => (
          <GrimoireRow key={row.id} gameId={gameId} row={row} hasNote={Boolean(notes[row.id])} />
        ))}
      </ul>
      <NoteField gameId={gameId} playerId={null} label="Notes de la partie" visibleLabel="Notes de la partie" />
    </section>
  );
}
