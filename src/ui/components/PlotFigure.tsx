/**
 * An Observable Plot chart in the page (one wrapper for « Équilibre »,
 * « Pronostic » and « Statistiques »; each imports its charts lazily, so Plot
 * loads with those screens only). It follows the width of its box, drops
 * Plot's own <style> (the app's CSP allows no inline style: the screens' CSS
 * carries its rules) and Plot's labels of the marks' groups (the figure
 * speaks for itself: role img and its description).
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';

/** The width available to a chart (it follows the screen: phone, tablet upright or lying). */
export function useWidth(): [React.RefObject<HTMLDivElement | null>, number] {
  const ref = useRef<HTMLDivElement | null>(null);
  const [width, setWidth] = useState(600);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new ResizeObserver(() => setWidth(Math.max(280, Math.floor(el.clientWidth))));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

/** Plot's output made fit for the page (see above). */
export function tidy<T extends Element>(chart: T): T {
  for (const style of chart.querySelectorAll('style')) style.remove();
  for (const labelled of chart.querySelectorAll('[aria-label], [aria-description]')) {
    labelled.removeAttribute('aria-label');
    labelled.removeAttribute('aria-description');
  }
  chart.setAttribute('aria-hidden', 'true');
  return chart;
}

interface Props {
  /** What the chart shows, for a screen reader (the figures are in the tables too). */
  description: string;
  draw: (width: number) => SVGSVGElement | HTMLElement;
  /** Redraw when these change. */
  deps: unknown[];
  className: string;
  plotClassName: string;
  /** Above the chart (a caption), and below it. */
  before?: ReactNode;
  after?: ReactNode;
  /** The holder of the chart, for its exports. */
  holderRef?: React.RefObject<HTMLDivElement | null>;
}

export function PlotFigure({ description, draw, deps, className, plotClassName, before, after, holderRef }: Props) {
  const [box, width] = useWidth();
  const own = useRef<HTMLDivElement | null>(null);
  const holder = holderRef ?? own;
  useEffect(() => {
    const el = holder.current;
    if (!el) return;
    const chart = tidy(draw(width));
    el.replaceChildren(chart);
    return () => chart.remove();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [width, ...deps]);
  return (
    <figure className={className} ref={box}>
      {before}
      <div ref={holder} role="img" aria-label={description} className={plotClassName} />
      {after}
    </figure>
  );
}
