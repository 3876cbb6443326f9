import type { GrimoireRow as Row } from '../../engine';
import { healthClass } from './health';

/**
 * The grimoire as the table: each seat around a circle in seating order
 * (clockwise from the top), with the name, the health and the marks. A tap
 * on a seat opens the player's details.
 */
export function TableCircle({ rows, onSeat }: { rows: Row[]; onSeat: (row: Row) => void }) {
  const n = rows.length;
  return (
    <ol className="table-circle" aria-label="La table" style={{ ['--seats' as string]: n }}>
      {rows.map((row, i) => {
        const angle = (2 * Math.PI * i) / n - Math.PI / 2;
        const x = 50 + 40 * Math.cos(angle);
        const y = 50 + 40 * Math.sin(angle);
        const marks = row.tokens.length + row.markers.length + row.posts.length;
        return (
          <li key={row.id} className="seat-spot" style={{ left: `${x}%`, top: `${y}%` }}>
            <button type="button" className={`btn seat-btn${row.alive ? '' : ' seat-dead'}`} onClick={() => onSeat(row)}>
              <span className="seat-name">{row.name}</span>
              <span className={healthClass(row.healthSeverity)}>{row.healthLabel}</span>
              {row.tokens.length > 0 && (
                <span className="seat-tokens" aria-hidden="true">
                  {row.tokens.map((t) => (
                    <span key={t.id} className={`token-dot token-${t.colour}`} />
                  ))}
                </span>
              )}
              {marks > 0 && <span className="visually-hidden">{`, ${marks} marque${marks > 1 ? 's' : ''}`}</span>}
            </button>
          </li>
        );
      })}
    </ol>
  );
}
