import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** The id of the module holding one document is this prefix and the document's export name. */
export const DOCUMENT_MODULE = 'virtual:graphql-document/';

/** Each document codegen wrote, by its export name, as the JSON text of its syntax tree. */
export function readDocuments(generatedFile: string): Map<string, string> {
  const found = new Map<string, string>();
  const line = /^export const (\w+(?:Document|FragmentDoc)) = (\{.*\}) as unknown as DocumentNode<.*>;$/;
  for (const text of readFileSync(generatedFile, 'utf8').split('\n')) {
    const match = line.exec(text);
    if (match?.[1] && match[2]) found.set(match[1], match[2]);
  }
  return found;
}

/**
 * One module per GraphQL document. Codegen writes every document into one file
 * (`src/generated/graphql.ts`), and a bundler never splits a module: whichever chunk imports one
 * document from it gets every document the app uses, the entry chunk included (Login reads the session
 * query). After codegen's Babel optimizer has turned each `graphql(…)` call into an import of its
 * document, this plugin points each such import at a virtual module holding that one document, so a
 * document lands in the chunk of the screens that use it.
 */
export function documentModules(generatedFile: string): Plugin {
  const PREFIX = DOCUMENT_MODULE;
  const RESOLVED = `\0${PREFIX}`;
  const IMPORT = /import\s*\{([^}]*)\}\s*from\s*(["'])([^"']*\/generated\/graphql)\2;?/g;
  const isDocument = (name: string) => /^\w+(Document|FragmentDoc)$/.test(name);
  let documents: Map<string, string> | undefined;

  const load = () => readDocuments(generatedFile);

  return {
    name: 'graphql-document-modules',
    enforce: 'post',
    buildStart() {
      documents = undefined;
    },
    watchChange(id) {
      if (id === generatedFile) documents = undefined;
    },
    transform(code, id) {
      if (id.startsWith('\0') || id.includes('/node_modules/') || id.includes('/generated/')) return null;
      if (!code.includes('/generated/graphql')) return null;
      let changed = false;
      const rewritten = code.replace(IMPORT, (statement, list: string) => {
        const specifiers = list
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
          .map((s) => {
            const [imported = '', local = imported] = s.split(/\s+as\s+/);
            return { imported, local };
          });
        if (specifiers.length === 0 || !specifiers.every((s) => isDocument(s.imported))) return statement;
        changed = true;
        return specifiers
          .map(({ imported, local }) => `import { ${imported} as ${local} } from '${PREFIX}${imported}';`)
          .join(' ');
      });
      return changed ? { code: rewritten, map: null } : null;
    },
    resolveId(source) {
      return source.startsWith(PREFIX) ? `\0${source}` : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      this.addWatchFile(generatedFile);
      documents ??= load();
      const name = id.slice(RESOLVED.length);
      const document = documents.get(name);
      if (!document) this.error(`${generatedFile} has no document ${name}: run npm run codegen`);
      return `export const ${name} = ${document};\n`;
    },
  };
}
