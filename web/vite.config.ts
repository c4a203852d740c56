import { fileURLToPath } from 'node:url';
import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { accessibleTheme } from './vitePlugins/accessibleTheme';
import { chunkPlan } from './vitePlugins/chunkPlan';
import { documentModules } from './vitePlugins/documentModules';
import { interSubsets } from './vitePlugins/interSubsets';
import { persistedQueryManifest } from './vitePlugins/persistedQueryManifest';
import { primeIconsSubset } from './vitePlugins/primeIconsSubset';

const GENERATED = fileURLToPath(new URL('./src/generated/graphql.ts', import.meta.url));
const backend = 'http://127.0.0.1:8080';

/** PrimeReact's base and the components every student screen may draw (buttons, tags, inputs). */
const PHONE_PRIMEREACT =
  /node_modules[\\/]primereact[\\/](api|utils|hooks|componentbase|csstransition|portal|ripple|tooltip|icons|iconbase|button|tag|inputtext|progressbar)[\\/]/;
/** The overlays only some student screens open (the answer sheet, the exam paper, the schedule). */
const PHONE_OVERLAYS =
  /node_modules[\\/]primereact[\\/](overlayservice|focustrap|keyfilter|virtualscroller|dialog|confirmdialog|dropdown|inputtextarea|toast)[\\/]/;

const plan = chunkPlan(
  /node_modules[\\/](react|react-dom|scheduler|primereact|xstate|@xstate[\\/]react)[\\/]/,
);

export default defineConfig({
  plugins: [
    plan.plugin,
    accessibleTheme(),
    interSubsets(),
    primeIconsSubset(fileURLToPath(new URL('./src', import.meta.url))),
    react({
      babel: {
        // Rewrites each graphql() call into an import of that one document, so a screen's
        // operations load with the screen instead of all documents loading up front.
        plugins: [[babelOptimizerPlugin, { artifactDirectory: './src/generated', gqlTagName: 'graphql' }]],
      },
    }),
    documentModules(GENERATED),
    persistedQueryManifest(GENERATED),
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
      preserveEntrySignatures: false,
      output: {
        // React is the one library every page needs whole, from the entry on: its own chunk stays
        // cached across deployments. PrimeReact's modules that at least three screens use go into one
        // chunk, loaded with the first screen that draws with PrimeReact; the student side's few
        // components and their base are two chunks of their own (`primereact-phone`, the overlays), so
        // a phone never downloads the back-office's table, calendar and menus; a staff screen loads all
        // three. Our own pieces are grouped by who needs them on opening, read from the module graph
        // (vitePlugins/chunkPlan.ts): `boot` (what the entry imports), `session` (what Login shares with
        // a signed-in side), `signed-in` (what both signed-in shells import: Apollo, the messages),
        // `staff-shell` (the back-office's frame and router) and `staff-shared` (pieces of ours that at
        // least eight screens import and Login and the student side never load). A group also takes in
        // whatever its modules import, so each group keeps only the modules whose imports all lie in it
        // or in an earlier group: otherwise the entry would import `staff-shell` and a phone would load
        // it. The other small chunks the bundler would make (1–3 KB each) are inlined into the chunks
        // that import them (`experimentalInlineCommonChunks`, which wants `preserveEntrySignatures:
        // false`). A screen is still its own chunk; the student side loads no `staff-` chunk.
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: 12_000 },
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
            { name: 'primereact-phone', test: PHONE_PRIMEREACT, priority: 25 },
            { name: 'primereact-overlays', test: PHONE_OVERLAYS, priority: 24 },
            { name: 'primereact', test: /node_modules[\\/]primereact[\\/]/, minShareCount: 3, priority: 20 },
            { name: 'xstate', test: /node_modules[\\/](xstate|@xstate[\\/]react)[\\/]/, priority: 19 },
            { name: 'boot', test: plan.isBoot, priority: 19 },
            { name: 'session', test: plan.isSession, priority: 19 },
            { name: 'signed-in', test: plan.isSignedInShell, priority: 18 },
            { name: 'staff-shell', test: plan.isStaffShell, priority: 17 },
            { name: 'staff-shared', test: plan.isStaffShared, priority: 16 },
          ],
        },
      },
    },
  },
});
