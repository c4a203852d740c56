import { initialJs } from '../../web/scripts/initialJs';
import type { Figure } from '../lib/report';
import { buildWebOnce } from '../lib/webBuild';
import type { BenchOptions } from './options';

/**
 * The JavaScript a first visit downloads, gzipped (which modules each page loads is in
 * web/scripts/initialJs.ts): the login page, the workbench and the student's homework list (a phone's
 * first page), the largest chunk, and the GraphQL
 * documents left in the entry (they belong in their screens' chunks).
 */
export async function webBenchmark(_: BenchOptions): Promise<Figure[]> {
  const { pages, chunks, documentsInEntry } = initialJs(buildWebOnce());
  const kbOf = (page: string) => (pages.find((p) => p.page === page)?.gzip ?? Number.NaN) / 1024;
  return [
    {
      benchmark: 'web',
      name: 'login page initial JS (gzip)',
      value: kbOf('login'),
      unit: 'KB',
      target: { kind: 'max', value: 100, of: 'value' },
    },
    {
      benchmark: 'web',
      name: 'workbench initial JS (gzip)',
      value: kbOf('workbench'),
      unit: 'KB',
      target: { kind: 'max', value: 150, of: 'value' },
    },
    {
      benchmark: 'web',
      name: 'student homework list initial JS (gzip)',
      value: kbOf('student homework list'),
      unit: 'KB',
      target: { kind: 'max', value: 250, of: 'value' },
    },
    { benchmark: 'web', name: 'largest chunk (gzip)', value: (chunks[0]?.gzip ?? 0) / 1024, unit: 'KB' },
    {
      benchmark: 'web',
      name: 'GraphQL documents in the entry',
      value: documentsInEntry,
      unit: 'documents',
      target: { kind: 'max', value: 0, of: 'value' },
    },
  ];
}
