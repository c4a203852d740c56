import { createHash } from 'node:crypto';
import type { DocumentNode } from 'graphql';
import type { Plugin } from 'vite';
import { persistedQueryManifest as manifestOf } from '../src/app/persistedQueries';
import { DOCUMENT_MODULE, readDocuments } from './documentModules';

/**
 * Writes `persisted-queries.json` into the build: every operation the bundle holds, as the client
 * sends it, by its hash. The gateway reads it at start-up (gateway/src/shippedOperations.ts), so the
 * app's first request of each operation is answered without a PersistedQueryNotFound round trip.
 */
export function persistedQueryManifest(generatedFile: string): Plugin {
  const resolved = `\0${DOCUMENT_MODULE}`;
  return {
    name: 'persisted-query-manifest',
    apply: 'build',
    generateBundle(_options, bundle) {
      const documents = readDocuments(generatedFile);
      const shipped = new Set<string>();
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const id of output.moduleIds)
          if (id.startsWith(resolved)) shipped.add(id.slice(resolved.length));
      }
      const trees = [...shipped].sort().map((name) => {
        const tree = documents.get(name);
        if (!tree) this.error(`${generatedFile} has no document ${name}: run npm run codegen`);
        return JSON.parse(tree) as DocumentNode;
      });
      const manifest = manifestOf(trees, (text) => createHash('sha256').update(text).digest('hex'));
      this.emitFile({
        type: 'asset',
        fileName: 'persisted-queries.json',
        source: `${JSON.stringify(manifest, null, 1)}\n`,
      });
    },
  };
}
