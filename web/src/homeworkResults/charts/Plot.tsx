import Plotly, { type Config, type Layout, type PlotData } from 'plotly.js-basic-dist-min';
import createPlotlyComponent from 'react-plotly.js/factory';

const CONFIG: Config = {
  displaylogo: false,
  responsive: true,
  modeBarButtonsToRemove: ['lasso2d', 'select2d'],
};
const FONT = { family: 'inherit', size: 12 };

/** react-plotly.js bound to the small basic bundle (bar, pie, scatter) instead of the whole of plotly. */
const PlotlyChart = createPlotlyComponent(Plotly);

/**
 * A chart. This module is only ever loaded lazily (see `LazyPlot`), so plotly stays out of every
 * screen that draws no chart.
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
        style={{ width: '100%', height }}
      />
    </div>
  );
}
