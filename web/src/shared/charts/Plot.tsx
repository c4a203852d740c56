import Plotly, { type Config, type Data, type Layout } from 'plotly.js-basic-dist-min';
import createPlotlyComponentModule from 'react-plotly.js/factory';

const CONFIG: Partial<Config> = {
  displaylogo: false,
  responsive: true,
  modeBarButtonsToRemove: ['lasso2d', 'select2d'],
};
const FONT = { family: 'inherit', size: 12 };

// react-plotly.js ships CommonJS with an `__esModule` default; depending on the bundler's interop the
// default import is the factory itself or the module object holding it.
const createPlotlyComponent =
  (createPlotlyComponentModule as unknown as { default?: typeof createPlotlyComponentModule }).default ??
  createPlotlyComponentModule;

/** react-plotly.js bound to the small basic bundle (bar, pie, scatter) instead of the full plotly.js. */
const PlotlyChart = createPlotlyComponent(Plotly);

/**
 * A pie's labels sit outside its disc when a slice is thin: let each pie grow the margins to fit
 * them (plotly's `automargin`) and start from even margins, or its labels are cut at the edges.
 */
export function withRoomForLabels(
  data: Data[],
  layout: Partial<Layout>,
): { data: Data[]; layout: Partial<Layout> } {
  if (!data.some((trace) => trace.type === 'pie')) return { data, layout };
  return {
    data: data.map((trace) => (trace.type === 'pie' ? { automargin: true, ...trace } : trace)),
    layout: { ...layout, margin: { t: 32, r: 32, b: 32, l: 32, ...layout.margin } },
  };
}

/**
 * A chart of the results screens. This module is only ever loaded lazily (see `LazyPlot`), so plotly
 * stays out of every screen that draws no chart.
 */
export default function Plot({
  data,
  layout,
  label,
  height = 320,
}: {
  data: Data[];
  layout?: Partial<Layout>;
  label: string;
  height?: number;
}) {
  const fitted = withRoomForLabels(data, layout ?? {});
  return (
    <div role="img" aria-label={label} className="result-plot" data-testid="result-plot">
      <PlotlyChart
        data={fitted.data}
        layout={{
          height,
          autosize: true,
          margin: { t: 24, r: 16, b: 48, l: 48 },
          font: FONT,
          paper_bgcolor: 'transparent',
          ...fitted.layout,
        }}
        config={CONFIG}
        useResizeHandler
        style={{ width: '100%' }}
      />
    </div>
  );
}
