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
  return (
    <div role="img" aria-label={label} className="result-plot" data-testid="result-plot">
      <PlotlyChart
        data={data}
        layout={{
          height,
          autosize: true,
          margin: { t: 24, r: 16, b: 48, l: 48 },
          font: FONT,
          paper_bgcolor: 'transparent',
          ...layout,
        }}
        config={CONFIG}
        useResizeHandler
        style={{ width: '100%' }}
      />
    </div>
  );
}
