import { ProgressSpinner } from 'primereact/progressspinner';
import { type ComponentProps, lazy, Suspense } from 'react';
import './charts.css';
import { t } from '../i18n/zh-CN';

const Plot = lazy(() => import('./Plot'));

/** A chart, its plotly bundle fetched the first time a screen draws one. */
export function LazyPlot(props: ComponentProps<typeof Plot>) {
  return (
    <Suspense
      fallback={
        <div className="result-plot result-plot--loading" style={{ height: props.height ?? 320 }}>
          <ProgressSpinner style={{ width: '2rem', height: '2rem' }} aria-label={t('loadingChart')} />
        </div>
      }
    >
      <Plot {...props} />
    </Suspense>
  );
}
