/**
 * What a first visit downloads, read from a web build's manifest (dist/.vite/manifest.json): the
 * JavaScript of each page (its chunks with their static imports, gzipped), the largest chunks, and how
 * many GraphQL documents the entry's JavaScript holds. `npm run build -w web` prints it; the `web`
 * benchmark judges it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

export interface PageJs {
  page: string;
  /** gzip bytes */
  gzip: number;
  files: { file: string; gzip: number }[];
}

/**
 * The pages, by their HTML's entry and the modules their first visit loads besides it. On /login the
 * entry renders the Login screen alone; on any other page it loads the app (router, GraphQL client,
 * PrimeReact settings), which opens the signed-in frame and the route's screen; under /student the
 * server sends student.html, whose entry holds the student side, whose first page is the student's
 * homework list.
 */
const PAGES: Record<string, { html: string; modules: string[] }> = {
  login: { html: 'index.html', modules: ['src/auth/LoginScreen.tsx'] },
  workbench: {
    html: 'index.html',
    modules: ['src/app/App.tsx', 'src/app/frame/SignedInArea.tsx', 'src/app/hubs/HomeHub.tsx'],
  },
  'student homework list': { html: 'student.html', modules: ['src/student/homework/MyHomeworkScreen.tsx'] },
};

export function initialJs(dist: string) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const gzipOf = new Map<string, number>();
  const gz = (file: string) => {
    if (!gzipOf.has(file)) gzipOf.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
    return gzipOf.get(file) as number;
  };
  const closure = (key: string, seen: Set<string>) => {
    if (seen.has(key)) return;
    if (!manifest[key]) throw new Error(`the web build has no chunk for ${key}`);
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
  };
  const jsFiles = (keys: Set<string>) =>
    [...keys].map((k) => manifest[k]?.file ?? k).filter((f) => f.endsWith('.js'));

  const entryOf = (html: string) => {
    if (!manifest[html]?.isEntry)
      throw new Error(`the web build has no entry ${html}: is build.manifest on?`);
    const keys = new Set<string>();
    closure(html, keys);
    return keys;
  };
  const entryKeys = entryOf('index.html');

  const pages: PageJs[] = Object.entries(PAGES).map(([page, { html, modules }]) => {
    const keys = entryOf(html);
    for (const module of modules) closure(module, keys);
    const files = jsFiles(keys)
      .map((file) => ({ file, gzip: gz(file) }))
      .sort((a, b) => b.gzip - a.gzip);
    return { page, gzip: files.reduce((t, f) => t + f.gzip, 0), files };
  });
  const chunks = [...new Set(Object.values(manifest).map((c) => c.file))]
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, gzip: gz(file), raw: readFileSync(join(dist, file)).length }))
    .sort((a, b) => b.gzip - a.gzip);
  const documentsInEntry = jsFiles(entryKeys).reduce(
    (n, file) =>
      n + (readFileSync(join(dist, file), 'utf8').match(/kind:\s*["'`]Document["'`]/g)?.length ?? 0),
    0,
  );
  return { pages, chunks, documentsInEntry };
}
