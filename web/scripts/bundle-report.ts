/**
 * After `vite build`: the JavaScript a first visit downloads (the entry chunk and its static imports,
 * from dist/.vite/manifest.json), gzipped, and the five largest chunks.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

const sizes = (file: string) => {
  const bytes = readFileSync(join(dist, file));
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error('dist/.vite/manifest.json has no entry chunk: is build.manifest on?');

const initialFiles = [...staticClosure(entryKey)].map((key) => manifest[key]?.file ?? key);
const initialGzip = initialFiles.reduce((total, file) => total + sizes(file).gzip, 0);

const chunks = [...new Set(Object.values(manifest).map((chunk) => chunk.file))]
  .filter((file) => file.endsWith('.js'))
  .map((file) => ({ file, ...sizes(file) }))
  .sort((a, b) => b.gzip - a.gzip);

console.log(
  `\nInitial JS (gzip): ${kb(initialGzip)} in ${initialFiles.length} file(s): ${initialFiles.join(', ')}`,
);
console.log('Largest chunks (gzip / raw):');
for (const { file, gzip, raw } of chunks.slice(0, 5)) {
  console.log(`  ${kb(gzip).padStart(9)} / ${kb(raw).padStart(9)}  ${file}`);
}
