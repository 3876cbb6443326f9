/**
 * Where the seats go in the grimoire's table view, for a number of players and
 * the room the grimoire has (its width, in rem, so that a larger type keeps
 * the same layout). A circle when its seats fit side by side without
 * overlapping; otherwise the table is unfolded into two facing rows, as at a
 * banquet, so that 40 players on a phone stay readable and tappable.
 */

/** A seat's height (rem): two lines (name, health) in a 48 px touch target. */
export const SEAT_HEIGHT = 3;
/** The narrowest and widest a seat of the circle gets (rem). */
export const SEAT_MIN_WIDTH = 4;
export const SEAT_MAX_WIDTH = 7.5;
/** The circle is no wider than this (rem), however much room there is. */
export const CIRCLE_MAX = 36;
/** The seats' centres sit on a circle of this radius (a fraction of the circle's width). */
export const RADIUS = 0.38;

export interface CircleSeat {
  /** The seat's centre, in % of the circle's width (from the left) and height (from the top). */
  x: number;
  y: number;
}

export interface LongSeat {
  /** Right-hand row going down from seat 1, then left-hand row going back up. */
  side: 'right' | 'left';
  /** 1 at the top. */
  row: number;
}

export type TableLayout =
  | { kind: 'circle'; size: number; seatWidth: number; seats: CircleSeat[] }
  | { kind: 'long'; rows: number; seats: LongSeat[] };

/**
 * A circle of `size` rem for `n` seats: each seat's width and whether every
 * seat clears its neighbours. Two boxes w × h whose centres are a chord c
 * apart never overlap, whatever the direction, when c ≥ √(w² + h²); the
 * seats also stay inside the circle's square (the margin outside the ring).
 */
export function circleFit(n: number, size: number): { seatWidth: number; fits: boolean } {
  const chord = 2 * RADIUS * size * Math.sin(Math.PI / Math.max(n, 2));
  const margin = (0.5 - RADIUS) * size;
  const seatWidth = Math.min(SEAT_MAX_WIDTH, Math.max(SEAT_MIN_WIDTH, Math.min(0.7 * chord, 2 * margin)));
  const clears = chord >= Math.hypot(seatWidth, SEAT_HEIGHT);
  const inside = seatWidth <= 2 * margin && SEAT_HEIGHT <= 2 * margin;
  return { seatWidth, fits: clears && inside };
}

/** The layout for `n` players in `room` rem (0 while the grimoire is not laid out: the rows, which need no width). */
export function tableLayout(n: number, room: number): TableLayout {
  const size = Math.min(room, CIRCLE_MAX);
  const { seatWidth, fits } = circleFit(n, size);
  if (room > 0 && fits) {
    const seats = Array.from({ length: n }, (_, i) => {
      // Clockwise from the top, as the players sit.
      const angle = (2 * Math.PI * i) / n - Math.PI / 2;
      return { x: 50 + RADIUS * 100 * Math.cos(angle), y: 50 + RADIUS * 100 * Math.sin(angle) };
    });
    return { kind: 'circle', size, seatWidth, seats };
  }
  // Seat 1 at the top on the right, down that side, then back up the left: the two ends of the table keep neighbours facing.
  const rows = Math.ceil(n / 2);
  const seats = Array.from({ length: n }, (_, i): LongSeat =>
    i < rows ? { side: 'right', row: i + 1 } : { side: 'left', row: 2 * rows - i },
  );
  return { kind: 'long', rows, seats };
}
