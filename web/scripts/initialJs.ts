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
  name?: string;
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
 * The pages, by the modules their first visit loads besides the entry. On /login the entry renders
 * the Login screen alone; on any other page it loads the app (router, GraphQL client, PrimeReact
 * settings), which opens the signed-in frame and the route's screen; under /student it loads the
 * student side instead, whose first page is the student's homework list. A name without `src/` is a
 * chunk group of vite.config.ts (the back-office's shell is one: its modules have no chunk of their own).
 */
const PAGES: Record<string, string[]> = {
  login: ['src/auth/LoginScreen.tsx'],
  workbench: ['staff-shell', 'src/app/hubs/HomeHub.tsx'],
  'student homework list': ['src/student/StudentApp.tsx', 'src/student/homework/MyHomeworkScreen.tsx'],
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

  // A module shares a chunk named after it when another chunk also imports it (Login's screen and route).
  const chunkOf = (module: string) => {
    if (manifest[module]) return module;
    const name = module.replace(/^.*\//, '').replace(/\.tsx?$/, '');
    return Object.keys(manifest).find((k) => manifest[k]?.name === name && k.endsWith('.js')) ?? module;
  };
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entry) throw new Error('the web build has no entry chunk: is build.manifest on?');
  const entryKeys = new Set<string>();
  closure(entry, entryKeys);

  const pages: PageJs[] = Object.entries(PAGES).map(([page, modules]) => {
    const keys = new Set(entryKeys);
    for (const module of modules) closure(chunkOf(module), keys);
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
