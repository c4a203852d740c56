/** The few calls of plotly.js (basic bundle: scatter, bar, pie) this product uses. */
declare module 'plotly.js-basic-dist-min' {
  export interface PlotData {
    type: 'bar' | 'pie' | 'scatter';
    x?: (string | number)[];
    y?: (string | number)[];
    labels?: string[];
    values?: number[];
    text?: string[];
    textinfo?: string;
    hovertemplate?: string;
    marker?: { color?: string | string[]; colors?: string[] };
    hole?: number;
    sort?: boolean;
    name?: string;
  }
  export type Layout = Record<string, unknown>;
  export type Config = Record<string, unknown>;
  const Plotly: {
    react(root: HTMLElement, data: PlotData[], layout?: Layout, config?: Config): Promise<unknown>;
    purge(root: HTMLElement): void;
    Plots: { resize(root: HTMLElement): void };
  };
  export default Plotly;
}
