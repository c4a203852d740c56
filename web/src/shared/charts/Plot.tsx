import Plotly, { type Config, type Layout, type PlotData } from 'plotly.js-basic-dist-min';
import { useEffect, useRef } from 'react';

const CONFIG: Config = {
  displaylogo: false,
  responsive: true,
  modeBarButtonsToRemove: ['lasso2d', 'select2d'],
};
const FONT = { family: 'inherit', size: 12 };

/**
 * A plotly chart from the small basic bundle (bar, pie, scatter). This module is only ever loaded
 * lazily (see `LazyPlot`), so plotly stays out of every screen that draws no chart.
 */
export default function Plot({
  data,
  layout,
  label,
  height = 320,
}: {
  data: PlotData[];
  layout?: Layout;
  label: string;
  height?: number;
}) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    void Plotly.react(
      el,
      data,
      { height, margin: { t: 24, r: 16, b: 48, l: 48 }, font: FONT, paper_bgcolor: 'transparent', ...layout },
      CONFIG,
    );
  }, [data, layout, height]);
  useEffect(() => {
    const el = root.current;
    return () => {
      if (el) Plotly.purge(el);
    };
  }, []);
  return <div ref={root} role="img" aria-label={label} className="result-plot" data-testid="result-plot" />;
}
