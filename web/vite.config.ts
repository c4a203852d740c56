import { fileURLToPath } from 'node:url';
import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { accessibleTheme } from './vitePlugins/accessibleTheme';
import { documentModules } from './vitePlugins/documentModules';

const backend = 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [
    accessibleTheme(),
    react({
      babel: {
        // Rewrites each graphql() call into an import of that one document, so a screen's
        // operations load with the screen instead of all documents loading up front.
        plugins: [[babelOptimizerPlugin, { artifactDirectory: './src/generated', gqlTagName: 'graphql' }]],
      },
    }),
    documentModules(fileURLToPath(new URL('./src/generated/graphql.ts', import.meta.url))),
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
        // cached across deployments. No other group: a group gathers every module of its libraries that
        // any screen uses, so an Apollo or XState group would put lazily used parts (and the parts Login
        // shares) into the first download. The bundler places the rest by who imports it.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
          ],
        },
      },
    },
  },
});
