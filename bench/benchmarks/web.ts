import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Figure } from '../lib/report';
import type { BenchOptions } from './options';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

const root = join(import.meta.dirname, '..', '..');
const dist = join(root, 'web', 'dist');

/**
 * The JavaScript a first visit downloads, gzipped: the login page (entry + the login screen) and the
 * workbench (entry + the signed-in frame + the home screen), and the largest chunk.
 */
export async function webBenchmark(_: BenchOptions): Promise<Figure[]> {
  execFileSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'ignore' });
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const gzip = new Map<string, number>();
  const gz = (file: string) => {
    if (!gzip.has(file)) gzip.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
    return gzip.get(file) as number;
  };
  const closure = (key: string, seen: Set<string>) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
  };
  const keyEndingWith = (suffix: string) => {
    const key = Object.keys(manifest).find((k) => k.endsWith(suffix));
    if (!key) throw new Error(`the web build has no chunk for ${suffix}`);
    return key;
  };
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entry) throw new Error('web/dist/.vite/manifest.json has no entry chunk');
  const page = (...screens: string[]) => {
    const seen = new Set<string>();
    closure(entry, seen);
    for (const screen of screens) closure(keyEndingWith(screen), seen);
    return (
      [...seen]
        .map((k) => manifest[k]?.file ?? k)
        .filter((f) => f.endsWith('.js'))
        .reduce((t, f) => t + gz(f), 0) / 1024
    );
  };
  const largest =
    Math.max(
      ...Object.values(manifest)
        .filter((c) => c.file.endsWith('.js'))
        .map((c) => gz(c.file)),
    ) / 1024;
  return [
    {
      benchmark: 'web',
      name: 'login page initial JS (gzip)',
      value: page('LoginScreen.tsx'),
      unit: 'KB',
      target: { kind: 'max', value: 100, of: 'value' },
    },
    {
      benchmark: 'web',
      name: 'workbench initial JS (gzip)',
      value: page('SignedInArea.tsx', 'HomeScreen.tsx'),
      unit: 'KB',
      target: { kind: 'max', value: 150, of: 'value' },
    },
    { benchmark: 'web', name: 'largest chunk (gzip)', value: largest, unit: 'KB' },
  ];
}
