import { fileURLToPath } from 'node:url';
import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { accessibleTheme } from './vitePlugins/accessibleTheme';
import { documentModules } from './vitePlugins/documentModules';
import { interSubsets } from './vitePlugins/interSubsets';

const backend = 'http://127.0.0.1:8080';

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
        // rest by who imports it.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
            { name: 'primereact', test: /node_modules[\\/]primereact[\\/]/, minShareCount: 3, priority: 20 },
          ],
        },
      },
    },
  },
});
