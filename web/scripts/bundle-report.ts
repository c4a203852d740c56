/** After `vite build`: each page's first-visit JavaScript (gzip) and the five largest chunks. */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { initialJs } from './initialJs';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const { pages, chunks, documentsInEntry } = initialJs(
  join(dirname(fileURLToPath(import.meta.url)), '..', 'dist'),
);

console.log('');
for (const { page, gzip, files } of pages) {
  console.log(`Initial JS of the ${page} page (gzip): ${kb(gzip)} in ${files.length} file(s)`);
  for (const file of files.slice(0, 6)) console.log(`  ${kb(file.gzip).padStart(9)}  ${file.file}`);
}
console.log(`GraphQL documents in the entry: ${documentsInEntry}`);
console.log('Largest chunks (gzip / raw):');
for (const { file, gzip, raw } of chunks.slice(0, 5)) {
  console.log(`  ${kb(gzip).padStart(9)} / ${kb(raw).padStart(9)}  ${file}`);
}
