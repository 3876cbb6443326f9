import type { GrimoireRow as Row } from '../../engine';
import { healthClass } from './health';

/** The seats' centres, on a circle of this radius (in % of the table's width). */
const RADIUS = 38;

/**
 * A seat's width, in % of the table: no wider than 0.7 of the distance between
 * two neighbours' centres (seats near the top and the bottom sit side by side),
 * and no wider than the margin outside the circle allows (the seats at 3 and 9
 * o'clock stay on the table). The CSS keeps it between 4rem and 7.5rem: a big
 * table on a narrow screen still overlaps, its seats readable.
 */
function seatWidth(n: number): number {
  const chord = 2 * RADIUS * Math.sin(Math.PI / Math.max(n, 2));
  return Math.min(0.7 * chord, 2 * (50 - RADIUS));
}

/**
 * The grimoire as the table: each seat around a circle in seating order
 * (clockwise from the top), with the name, the health and the marks. A tap
 * on a seat opens the player's details.
 */
export function TableCircle({ rows, onSeat }: { rows: Row[]; onSeat: (row: Row) => void }) {
  const n = rows.length;
  return (
    <ol className="table-circle" aria-label="La table" style={{ ['--seat-width' as string]: `${seatWidth(n)}%` }}>
      {rows.map((row, i) => {
        const angle = (2 * Math.PI * i) / n - Math.PI / 2;
        const x = 50 + RADIUS * Math.cos(angle);
        const y = 50 + RADIUS * Math.sin(angle);
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
