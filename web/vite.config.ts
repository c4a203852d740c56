import { fileURLToPath } from 'node:url';
import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { accessibleTheme } from './vitePlugins/accessibleTheme';
import { documentModules } from './vitePlugins/documentModules';
import { interSubsets } from './vitePlugins/interSubsets';

const backend = 'http://127.0.0.1:8080';

/** PrimeReact's base and the components every student screen may draw (buttons, tags, inputs). */
const PHONE_PRIMEREACT =
  /node_modules[\\/]primereact[\\/](api|utils|hooks|componentbase|csstransition|portal|ripple|tooltip|icons|iconbase|button|tag|inputtext|progressbar)[\\/]/;
/** The overlays only some student screens open (the answer sheet, the exam paper, the schedule). */
const PHONE_OVERLAYS =
  /node_modules[\\/]primereact[\\/](overlayservice|focustrap|keyfilter|virtualscroller|dialog|confirmdialog|dropdown|inputtextarea|toast)[\\/]/;

export default defineConfig({
  plugins: [
    accessibleTheme(),
    interSubsets(),
    react({
      babel: {
        // Rewrites each graphql() call into an import of that one document, so a screen's
        // operations load with the screen instead of all documents loading up front.
        plugins: [[babelOptimizerPlugin, { artifactDirectory: './src/generated', gqlTagName: 'graphql' }]],
      },
    }),
    documentModules(fileURLToPath(new URL('./src/generated/graphql.ts', import.meta.url))),
    // Each text file of the build also as .br and .gz beside it; the server sends the one the browser
    // accepts (gateway/src/web.ts) and never compresses per request.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, skipIfLargerOrEqual: true }),
  ],
  server: {
    proxy: {
      '/graphql': backend,
      '/api': backend,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      output: {
        // React is the one library every page needs whole, from the entry on: its own chunk stays
        // cached across deployments. PrimeReact's modules that at least three screens use (the table,
        // paginator, dialogs, inputs, their base and icons) go into one chunk, loaded with the first
        // screen that draws with PrimeReact: the homework list loaded 25 of them as files of 1–38 KB.
        // A component fewer screens use stays with them, so a screen does not load a component only
        // another screen draws. No group for our shared pieces, Apollo or XState: a group also takes
        // in everything its modules import, so it would carry what Login and the workbench need (the
        // catalogue, the messages, the machines) and they would load it whole. The bundler places the
        // rest by who imports it. The student side, built for phones, draws with a few of PrimeReact's
        // components (buttons, tags, dialogs, text inputs, a dropdown, a toast): those and their base go
        // into two chunks of their own (the base, the overlays), so a phone does not download the
        // table, calendar and menus of the back-office (171 kB gzipped) with them, and the homework
        // list not the overlays it never opens; a staff screen loads all three.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
            { name: 'primereact-phone', test: PHONE_PRIMEREACT, priority: 25 },
            { name: 'primereact-overlays', test: PHONE_OVERLAYS, priority: 24 },
            { name: 'primereact', test: /node_modules[\\/]primereact[\\/]/, minShareCount: 3, priority: 20 },
          ],
        },
      },
    },
  },
});
