/**
 * Each camp's share of wins in the MJ's games beside the simulator's, drawn
 * by Observable Plot (loaded with « Statistiques » only: `StatsScreen`
 * imports this file lazily).
 */
import * as Plot from '@observablehq/plot';
import type { Compared } from '../../balance/real-figures';
import { PlotFigure } from '../components/PlotFigure';

const TEXT = '#f2ead8';
const REAL = '#f2b64f';
const SIMULATED = '#5aa9ff';
const REAL_NAME = 'Vos parties';
const SIMULATED_NAME = 'Simulation';

export default function StatsChart({ camps }: { camps: Compared[] }) {
  const rows = camps.flatMap((c) => [
    { camp: c.name, source: REAL_NAME, rate: c.real.rate },
    ...(c.simulated ? [{ camp: c.name, source: SIMULATED_NAME, rate: c.simulated.rate }] : []),
  ]);
  const description = camps
    .map(
      (c) =>
        `${c.name}\u00a0: ${Math.round(c.real.rate * 100)}\u00a0% dans vos parties${c.simulated ? `, ${Math.round(c.simulated.rate * 100)}\u00a0% en simulation` : ''}`,
    )
    .join(' ; ');
  return (
    <PlotFigure
      className="stats-chart"
      plotClassName="stats-chart-plot"
      description={description}
      deps={[camps]}
      draw={(width) =>
        Plot.plot({
          width,
          height: 40 + rows.length * 30 + camps.length * 12,
          marginLeft: Math.min(width / 3, 16 + 8 * Math.max(...rows.map((r) => r.source.length))),
          marginRight: 24,
          marginBottom: 40,
          style: { fontSize: '14px', color: TEXT, background: 'transparent', overflow: 'visible' },
          x: {
            domain: [0, 1],
            label: 'Part des parties gagnées',
            tickFormat: (d: number) => `${Math.round(d * 100)}\u00a0%`,
            grid: true,
          },
          y: { label: null },
          fy: { label: null },
          color: { domain: [REAL_NAME, SIMULATED_NAME], range: [REAL, SIMULATED] },
          marks: [Plot.barX(rows, { x: 'rate', y: 'source', fy: 'camp', fill: 'source' })],
        })
      }
    />
  );
}
