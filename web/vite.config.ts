import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { accessibleTheme } from './vitePlugins/accessibleTheme';

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
        // Libraries every signed-in page needs, each its own cacheable chunk under 500 kB; screens,
        // PrimeReact components and the rich-text editor stay in the chunks of the screens using them.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
              priority: 30,
            },
            {
              name: 'apollo',
              test: /node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism|tslib|@graphql-typed-document-node)[\\/]/,
              priority: 20,
            },
            { name: 'xstate', test: /node_modules[\\/](xstate|@xstate)[\\/]/, priority: 20 },
            { name: 'luxon', test: /node_modules[\\/]luxon[\\/]/, priority: 20 },
          ],
        },
      },
    },
  },
});
