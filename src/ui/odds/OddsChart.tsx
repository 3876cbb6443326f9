/**
 * Each camp's chance over the game, drawn by Observable Plot (SVG), loaded
 * with « Pronostic » only (`EvolutionPanel` imports this file lazily). As in
 * « Équilibre », Plot's own <style> is dropped (the app's CSP allows none):
 * odds.css carries its rules.
 */
import * as Plot from '@observablehq/plot';
import { PlotFigure } from '../components/PlotFigure';
import type { OddsPoint } from '../../balance/odds-timeline';

const TEXT = '#f2ead8';
const COLORS = ['#f2b64f', '#ff9a8c', '#7fd1a8', '#5aa9ff', '#b58cff', '#a9a9a9', '#f7d154', '#ff6b5b'];

interface Props {
  points: OddsPoint[];
  /** Camp id → French name. */
  names: Record<string, string>;
  description: string;
}

export default function OddsChart({ points, names, description }: Props) {
  return (
    <PlotFigure
      className="odds-chart"
      plotClassName="odds-chart-plot"
      description={description}
      deps={[points, names]}
      draw={(width) => {
        const camps = [...new Set(points.flatMap((p) => Object.keys(p.camps)))].filter((c) =>
          points.some((p) => (p.camps[c] ?? 0) > 0),
        );
        const rows = points.flatMap((p, i) =>
          camps.map((c) => ({ i, label: p.label, camp: names[c] ?? c, chance: p.camps[c] ?? 0 })),
        );
        return Plot.plot({
          width,
          height: Math.round(Math.min(360, Math.max(220, width * 0.45))),
          marginLeft: 48,
          // The last label (« Fin de partie ») is centred on the last point: room for its half.
          marginRight: 48,
          marginBottom: 40,
          style: { fontSize: '14px', color: TEXT, background: 'transparent', overflow: 'visible' },
          x: {
            label: null,
            ticks: points.map((_, i) => i),
            tickFormat: (i: number) => (width < 560 && i % 2 === 1 ? '' : (points[i]?.label ?? '')),
          },
          y: {
            domain: [0, 1],
            label: 'Chance de gagner',
            tickFormat: (d: number) => `${Math.round(d * 100)}\u00a0%`,
            grid: true,
          },
          color: { domain: camps.map((c) => names[c] ?? c), range: COLORS, legend: true },
          marks: [
            Plot.line(rows, { x: 'i', y: 'chance', stroke: 'camp', strokeWidth: 2.5 }),
            Plot.dot(rows, { x: 'i', y: 'chance', fill: 'camp', r: 3.5 }),
          ],
        });
      }}
    />
  );
}
