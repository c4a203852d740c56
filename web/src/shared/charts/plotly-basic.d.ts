/** The basic bundle of plotly.js (scatter, bar, pie) has the API, and so the types, of plotly.js. */
declare module 'plotly.js-basic-dist-min' {
  import * as Plotly from 'plotly.js';

  export * from 'plotly.js';
  export default Plotly;
}
