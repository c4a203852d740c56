import { ProgressSpinner } from 'primereact/progressspinner';
import { type ComponentProps, lazy, Suspense } from 'react';
import './charts.css';

const Plot = lazy(() => import('./Plot'));

/** A chart, its plotly bundle fetched the first time a screen draws one. */
export function LazyPlot(props: ComponentProps<typeof Plot>) {
  return (
    <Suspense
      fallback={
        <div className="result-plot result-plot--loading" style={{ height: props.height ?? 320 }}>
          <ProgressSpinner style={{ width: '2rem', height: '2rem' }} aria-label="图表加载中" />
        </div>
      }
    >
      <Plot {...props} />
    </Suspense>
  );
}
