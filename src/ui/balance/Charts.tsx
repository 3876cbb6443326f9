/**
 * The lab's charts, drawn by Observable Plot (SVG), loaded only on this
 * screen (`ResultsPanel` imports this file lazily): each camp's win rate with
 * its 95 % interval, the games' length in nights, each card's survival, and
 * each card's effect on its camp (random compositions). Labelled in French,
 * sized for a tablet, each with its SVG and PNG export.
 */
import * as Plot from '@observablehq/plot';
import { useRef, useState } from 'react';
import { PlotFigure } from '../components/PlotFigure';
import type { CampRate, CardEffect, CardRate, Summary } from '../../balance/summary';
import { downloadPng, downloadSvg } from './exportChart';
import { count, percent, points } from './format';

const TEXT = '#f2ead8';
const ACCENT = '#f2b64f';
const GOOD = '#7fd1a8';
const BAD = '#ff9a8c';
/** The panels' background, around text drawn over bars. */
const HALO = '#171a21';
const STYLE = { fontSize: '15px', color: TEXT, background: 'transparent', overflow: 'visible' };
const pct = (d: number) => `${Math.round(d * 100)}\u00a0%`;

interface ChartProps {
  title: string;
  /** What the chart shows, for a screen reader (the figures are in the tables too). */
  description: string;
  fileName: string;
  draw: (width: number) => SVGSVGElement | HTMLElement;
  /** Redraw when these change. */
  deps: unknown[];
}

function Chart({ title, description, fileName, draw, deps }: ChartProps) {
  const holder = useRef<HTMLDivElement | null>(null);
  const [error, setError] = useState<string | null>(null);
  const svg = (): SVGSVGElement | null => holder.current?.querySelector('svg') ?? null;
  return (
    <PlotFigure
      className="lab-chart"
      plotClassName="lab-chart-plot"
      description={description}
      draw={draw}
      deps={deps}
      holderRef={holder}
      before={
        <figcaption>
          <h3>{title}</h3>
          <span className="btn-row lab-chart-export">
            <button type="button" className="btn btn-small" onClick={() => svg() && downloadSvg(svg()!, fileName)}>
              SVG<span className="visually-hidden">{`\u00a0: ${title}`}</span>
            </button>
            <button
              type="button"
              className="btn btn-small"
              onClick={() =>
                svg() &&
                downloadPng(svg()!, fileName).catch((e: unknown) =>
                  setError(e instanceof Error ? e.message : String(e)),
                )
              }
            >
              PNG<span className="visually-hidden">{`\u00a0: ${title}`}</span>
            </button>
          </span>
        </figcaption>
      }
      after={error && <p className="alert">{error}</p>}
    />
  );
}

/** Width of one character of the charts' 15 px labels, about. */
const CHAR = 8.5;
const marginFor = (labels: string[]) => 12 + CHAR * Math.max(4, ...labels.map((l) => l.length));
/** A label cut to `chars` characters, with « … » (the full name is in the tables). */
const cut = (label: string, chars: number): string =>
  label.length <= chars ? label : `${label.slice(0, Math.max(1, chars - 1)).trimEnd()}…`;

/** Below this width (a phone), bar labels go inside the chart, at the start of each bar, rather than in a margin that would leave the bars no room. */
const NARROW = 560;

/** The room a label takes above its bar on a phone. */
const LABEL_ROW = 22;

/**
 * The y axis of a horizontal bar chart: labels in the margin, or (narrow) each
 * on its own line above its bar, so that no label is drawn over a bar, its
 * interval or the 50 % line (issue 23). `row` is a row's height in the margin
 * layout; `row` returned is the height to use, `bar` goes to the bars and
 * `ruleDy` to the intervals (drawn through the bar, below its label).
 */
function barLabels<R extends { label: string }>(
  width: number,
  labels: string[],
  rows: R[],
  start = 0,
  text: (row: R) => string = (row) => row.label,
  row = 40,
): {
  narrow: boolean;
  marginLeft: number;
  y: Plot.ScaleOptions;
  marks: Plot.Markish[];
  row: number;
  bar: { insetTop?: number };
  ruleDy: number;
} {
  if (width >= NARROW) {
    // The labels' margin takes at most two fifths of the chart; longer labels are cut.
    const marginLeft = Math.min(Math.round(width * 0.4), marginFor(labels));
    const chars = Math.floor((marginLeft - 12) / CHAR);
    return {
      narrow: false,
      marginLeft,
      y: { domain: labels, label: null, tickFormat: (d: string) => cut(d, chars) },
      marks: [],
      row,
      bar: {},
      ruleDy: 0,
    };
  }
  const tall = row + LABEL_ROW;
  // The band is about 90 % of a row (Plot's default padding): the label in its top strip, the bar under it.
  const band = tall * 0.9;
  return {
    narrow: true,
    marginLeft: 18,
    y: { domain: labels, label: null, axis: null },
    row: tall,
    bar: { insetTop: LABEL_ROW },
    ruleDy: LABEL_ROW / 2,
    marks: [
      Plot.text(rows, {
        x: () => start,
        y: 'label',
        text,
        textAnchor: 'start',
        dy: -band / 2 + LABEL_ROW / 2,
        dx: 0,
        fill: TEXT,
        stroke: HALO,
        strokeWidth: 4,
        paintOrder: 'stroke',
      }),
    ],
  };
}

function WinRates({ camps, name }: { camps: CampRate[]; name: string }) {
  const data = camps.map((c) => ({ ...c, label: c.name }));
  return (
    <Chart
      title="Victoires par camp"
      fileName={`${name}-victoires`}
      description={camps.map((c) => `${c.name}\u00a0: ${percent(c.rate)}`).join(', ')}
      deps={[camps]}
      draw={(width) => {
        // On a phone, each camp's rate follows its name over the bar.
        const axis = barLabels(
          width,
          data.map((d) => d.label),
          data,
          0,
          (d) => `${d.label} — ${percent(d.rate)}`,
          52,
        );
        return Plot.plot({
          width,
          height: 80 + axis.row * data.length,
          marginLeft: axis.marginLeft,
          marginRight: axis.narrow ? 16 : 72,
          style: STYLE,
          marginBottom: 52,
          x: {
            domain: [0, 1],
            tickFormat: pct,
            label: 'Part des parties gagnées',
            labelAnchor: 'center',
            labelArrow: 'none',
            labelOffset: 44,
            grid: true,
          },
          y: axis.y,
          marks: [
            Plot.barX(data, { x: 'rate', y: 'label', fill: ACCENT, fillOpacity: 0.85, ...axis.bar }),
            Plot.ruleY(data, { x1: 'low', x2: 'high', y: 'label', stroke: TEXT, strokeWidth: 3, dy: axis.ruleDy }),
            axis.narrow
              ? null
              : Plot.text(data, {
                  x: 'high',
                  y: 'label',
                  text: (d: CampRate) => percent(d.rate),
                  dx: 8,
                  textAnchor: 'start',
                  fill: TEXT,
                }),
            Plot.ruleX([0.5], { stroke: TEXT, strokeDasharray: '4 4', strokeOpacity: 0.6 }),
            ...axis.marks,
          ],
        });
      }}
    />
  );
}

function Nights({ nights, name }: { nights: Summary['nights']; name: string }) {
  return (
    <Chart
      title="Durée des parties"
      fileName={`${name}-nuits`}
      description={nights
        .map((n) => `${n.nights} nuit${n.nights > 1 ? 's' : ''}\u00a0: ${count(n.games)} parties`)
        .join(', ')}
      deps={[nights]}
      draw={(width) =>
        Plot.plot({
          width,
          height: 300,
          marginLeft: 64,
          style: STYLE,
          marginBottom: 52,
          x: { label: 'Nuits jouées', type: 'band', labelAnchor: 'center', labelOffset: 44 },
          y: { label: '↑ Parties', grid: true, tickFormat: (d: number) => count(d) },
          marks: [
            Plot.barY(nights, { x: 'nights', y: 'games', fill: ACCENT, fillOpacity: 0.85 }),
            Plot.ruleY([0], { stroke: TEXT }),
          ],
        })
      }
    />
  );
}

function Survival({ cards, name }: { cards: CardRate[]; name: string }) {
  return (
    <Chart
      title="Survie de chaque carte"
      fileName={`${name}-survie`}
      description={cards.map((c) => `${c.name}\u00a0: ${percent(c.rate)}`).join(', ')}
      deps={[cards]}
      draw={(width) => {
        const rows = cards.map((c) => ({ ...c, label: c.name }));
        const axis = barLabels(
          width,
          rows.map((c) => c.label),
          rows,
          0,
          undefined,
          34,
        );
        return Plot.plot({
          width,
          height: 70 + axis.row * cards.length,
          marginLeft: axis.marginLeft,
          marginRight: 24,
          style: STYLE,
          marginBottom: 52,
          x: {
            domain: [0, 1],
            tickFormat: pct,
            label: 'En vie à la fin de la partie',
            labelAnchor: 'center',
            labelArrow: 'none',
            labelOffset: 44,
            grid: true,
          },
          y: axis.y,
          marks: [
            Plot.barX(rows, { x: 'rate', y: 'label', fill: GOOD, fillOpacity: 0.8, ...axis.bar }),
            Plot.ruleY(rows, { x1: 'low', x2: 'high', y: 'label', stroke: TEXT, strokeWidth: 2, dy: axis.ruleDy }),
            ...axis.marks,
          ],
        });
      }}
    />
  );
}

function Effects({ effects, name }: { effects: CardEffect[]; name: string }) {
  // A card that is its own camp (Joueur de Flûte) is not named twice.
  const data = effects.map((e) => ({
    ...e,
    label: e.campName === e.name || e.campName.startsWith(`${e.name} `) ? e.name : `${e.name} (${e.campName})`,
  }));
  const reach = Math.max(0.1, ...data.map((d) => Math.abs(d.delta)));
  return (
    <Chart
      title="Effet de chaque carte sur son camp"
      fileName={`${name}-effets`}
      description={data.map((d) => `${d.label}\u00a0: ${points(d.delta)}`).join(', ')}
      deps={[effects]}
      draw={(width) => {
        const axis = barLabels(
          width,
          data.map((d) => d.label),
          data,
          -reach,
          undefined,
          30,
        );
        return Plot.plot({
          width,
          height: 70 + axis.row * data.length,
          marginBottom: 52,
          marginLeft: axis.marginLeft,
          marginRight: 24,
          style: STYLE,
          x: {
            domain: [-reach, reach],
            tickFormat: (d: number) => `${d > 0 ? '+' : ''}${Math.round(d * 100)}`,
            label: 'Victoires de son camp avec la carte, moins sans elle (points)',
            labelAnchor: 'center',
            labelArrow: 'none',
            labelOffset: 44,
            grid: true,
          },
          y: axis.y,
          marks: [
            Plot.barX(data, {
              x: 'delta',
              y: 'label',
              fill: (d: CardEffect) => (d.delta >= 0 ? GOOD : BAD),
              ...axis.bar,
            }),
            Plot.ruleX([0], { stroke: TEXT }),
            ...axis.marks,
          ],
        });
      }}
    />
  );
}

/** Every chart of one run. */
export default function Charts({ summary, name }: { summary: Summary; name: string }) {
  return (
    <div className="lab-charts">
      <WinRates camps={summary.camps} name={name} />
      <Nights nights={summary.nights} name={name} />
      <Survival cards={summary.cards} name={name} />
      {summary.effects.length > 0 && <Effects effects={summary.effects} name={name} />}
    </div>
  );
}
