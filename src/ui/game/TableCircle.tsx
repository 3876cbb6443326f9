import { useId, type CSSProperties } from 'react';
import { typo, type GrimoireRow as Row } from '../../engine';
import { healthClass } from './health';
import { tableLayout } from './tableLayout';
import { useRoom } from './useRoom';

type SeatProps = { row: Row; onSeat: (row: Row) => void; numbered?: boolean };

/** One seat: a button with the name, the health and the MJ's token dots; a tap opens the player's details. */
function Seat({ row, onSeat, numbered }: SeatProps) {
  const marks = row.tokens.length + row.markers.length + row.posts.length;
  return (
    <button type="button" className={`btn seat-btn${row.alive ? '' : ' seat-dead'}`} onClick={() => onSeat(row)}>
      <span className="seat-line">
        {/* The list's order already gives the place to a screen reader. */}
        {numbered && (
          <span className="seat-number" aria-hidden="true">
            {row.seat + 1}
          </span>
        )}
        <span className="seat-name">{row.name}</span>
      </span>
      <span className="seat-line">
        <span className={healthClass(row.healthSeverity)}>{row.healthLabel}</span>
        {row.tokens.length > 0 && (
          <span className="seat-tokens" aria-hidden="true">
            {row.tokens.map((t) => (
              <span key={t.id} className={`token-dot token-${t.colour}`} />
            ))}
          </span>
        )}
      </span>
      {marks > 0 && <span className="visually-hidden">{`, ${marks} marque${marks > 1 ? 's' : ''}`}</span>}
    </button>
  );
}

/**
 * The grimoire as the table, in seating order (clockwise from the top): a
 * circle when the seats fit around it in the room the grimoire has, else the
 * table unfolded into two facing rows (seat 1 at the top right, down the
 * right, back up the left), so that a big table on a phone stays readable.
 */
export function TableCircle({ rows, onSeat }: { rows: Row[]; onSeat: (row: Row) => void }) {
  const [room, width] = useRoom();
  const noteId = useId();
  const layout = tableLayout(rows.length, width);
  if (layout.kind === 'circle') {
    const style: CSSProperties & Record<'--seat-width', string> = {
      width: `${layout.size}rem`,
      '--seat-width': `${layout.seatWidth}rem`,
    };
    return (
      <div ref={room} className="table-room">
        <ol className="table-circle" aria-label="La table" style={style}>
          {rows.map((row, i) => (
            <li
              key={row.id}
              className="seat-spot"
              style={{ left: `${layout.seats[i]!.x}%`, top: `${layout.seats[i]!.y}%` }}
            >
              <Seat row={row} onSeat={onSeat} />
            </li>
          ))}
        </ol>
      </div>
    );
  }
  const style: CSSProperties & Record<'--rows', number> = { '--rows': layout.rows };
  return (
    <div ref={room} className="table-room">
      <p id={noteId} className="table-long-note">
        {typo(
          'Trop de joueurs pour un cercle à cette largeur : la table est dépliée. La place 1 est en haut à droite ; on descend à droite, puis on remonte à gauche.',
        )}
      </p>
      <ol className="table-long" aria-label="La table" aria-describedby={noteId} style={style}>
        {rows.map((row, i) => {
          const seat = layout.seats[i]!;
          return (
            <li
              key={row.id}
              className={`seat-long seat-${seat.side}`}
              style={{ gridColumn: seat.side === 'right' ? 3 : 1, gridRow: seat.row }}
            >
              <Seat row={row} onSeat={onSeat} numbered />
            </li>
          );
        })}
      </ol>
    </div>
  );
}
