/**
 * The grimoire's table view: a circle only when its seats clear each other in
 * the room the grimoire has, else two facing rows that keep the seating order.
 * Rooms in rem at the app's 17 px type: a phone's drawer is 21 rem wide, the
 * sidebar beside the call 20.5 rem, the grimoire under the call on an upright
 * tablet 45 rem.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CIRCLE_MAX,
  RADIUS,
  SEAT_HEIGHT,
  circleFit,
  tableLayout,
  type TableLayout,
} from '../../src/ui/game/tableLayout';

type Box = { x: number; y: number; w: number; h: number };

/** The seats' boxes (rem, from the circle's top left corner) of a circle layout. */
function circleBoxes(layout: Extract<TableLayout, { kind: 'circle' }>): Box[] {
  return layout.seats.map((s) => ({
    x: (s.x / 100) * layout.size,
    y: (s.y / 100) * layout.size,
    w: layout.seatWidth,
    h: SEAT_HEIGHT,
  }));
}

/** The pairs of seats (1-based) whose boxes, centred on x, y, overlap. */
function overlaps(boxes: Box[]): string[] {
  const found: string[] = [];
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i]!;
      const b = boxes[j]!;
      if (Math.abs(a.x - b.x) < (a.w + b.w) / 2 - 1e-9 && Math.abs(a.y - b.y) < (a.h + b.h) / 2 - 1e-9)
        found.push(`${i + 1}/${j + 1}`);
    }
  }
  return found;
}

describe('la table du grimoire', () => {
  it('8 joueurs tiennent en cercle sur un téléphone, à côté de l’appel et sous l’appel', () => {
    for (const room of [21, 20.5, 45]) expect(tableLayout(8, room).kind).toBe('circle');
  });

  it('40 joueurs : la table dépliée partout (un cercle sans chevauchement demanderait plus de 80 rem)', () => {
    for (const room of [21, 20.5, 45, 80]) expect(tableLayout(40, room).kind).toBe('long');
    // What the grimoire showed before: 40 seats of 4 rem around a 21 rem circle overlap.
    const size = 21;
    const forced = Array.from({ length: 40 }, (_, i) => {
      const angle = (2 * Math.PI * i) / 40 - Math.PI / 2;
      return {
        x: size / 2 + RADIUS * size * Math.cos(angle),
        y: size / 2 + RADIUS * size * Math.sin(angle),
        w: 4,
        h: SEAT_HEIGHT,
      };
    });
    expect(overlaps(forced).length).toBeGreaterThan(0);
    expect(circleFit(40, size).fits).toBe(false);
  });

  it('le cercle ne dépasse ni la place du grimoire ni 36 rem', () => {
    const phone = tableLayout(8, 21);
    const tablet = tableLayout(8, 45);
    expect(phone.kind === 'circle' && phone.size).toBe(21);
    expect(tablet.kind === 'circle' && tablet.size).toBe(CIRCLE_MAX);
  });

  it('sans largeur connue (tiroir fermé), les deux rangées, qui n’en demandent pas', () => {
    expect(tableLayout(8, 0).kind).toBe('long');
  });

  it('de 4 à 40 joueurs, toute largeur : en cercle aucune place n’en chevauche une autre ni ne sort du carré ; en rangées chacune a sa case et ses voisins à côté', () => {
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 40 }), fc.double({ min: 15, max: 70, noNaN: true }), (n, room) => {
        const layout = tableLayout(n, room);
        expect(layout.seats).toHaveLength(n);
        if (layout.kind === 'circle') {
          const boxes = circleBoxes(layout);
          expect(overlaps(boxes)).toEqual([]);
          for (const b of boxes) {
            expect(b.x - b.w / 2).toBeGreaterThanOrEqual(-1e-9);
            expect(b.x + b.w / 2).toBeLessThanOrEqual(layout.size + 1e-9);
            expect(b.y - b.h / 2).toBeGreaterThanOrEqual(-1e-9);
            expect(b.y + b.h / 2).toBeLessThanOrEqual(layout.size + 1e-9);
          }
          expect(layout.size).toBeLessThanOrEqual(Math.min(room, CIRCLE_MAX));
          return;
        }
        const cells = new Set(layout.seats.map((s) => `${s.side}${s.row}`));
        expect(cells.size).toBe(n);
        for (const s of layout.seats) expect(s.row >= 1 && s.row <= layout.rows).toBe(true);
        // Seat 1 at the top right; each next seat is the cell below (right), across the end, or above (left); the last faces seat 1.
        expect(layout.seats[0]).toEqual({ side: 'right', row: 1 });
        for (let i = 0; i < n; i++) {
          const a = layout.seats[i]!;
          const b = layout.seats[(i + 1) % n]!;
          const sameSide = a.side === b.side && Math.abs(a.row - b.row) === 1;
          const acrossEnd = a.side !== b.side && Math.abs(a.row - b.row) <= 1;
          expect(sameSide || acrossEnd, `places ${i + 1} et ${((i + 1) % n) + 1}`).toBe(true);
        }
      }),
      { numRuns: 400 },
    );
  });
});
