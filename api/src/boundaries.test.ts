import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The API's module boundaries, the twin of web/src/app/boundaries.test.ts: a domain is a folder with a
 * `module.ts` (its DomainModule line), so the list below is read from the folders, never written by
 * hand. A domain uses another only through that domain's `index.ts`; the store, the HTTP edge, shared
 * code, the demo school and the composition root (app, context, modules) are not domains.
 */

const src = import.meta.dirname;
const domains = readdirSync(src, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(src, entry.name, 'module.ts')))
  .map((entry) => entry.name);

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** Each relative import of a file, as a path under api/src (e.g. `files/fileUrl`). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)].map((m) =>
    relative(src, resolve(dirname(file), m[1] as string)),
  );
}

const [top, rest] = [(path: string) => path.split('/')[0] ?? '', (path: string) => path.split('/').slice(1)];
/** Another domain reached past its index. */
const pastIndex = (own: string) => (target: string) =>
  top(target) !== own &&
  domains.includes(top(target)) &&
  rest(target).length > 0 &&
  rest(target).join('/') !== 'index';

describe('api module boundaries', () => {
  it('finds the domains in the folders', () => {
    expect(domains).toContain('submissions');
    expect(domains).toContain('grading');
    expect(domains).not.toContain('store');
  });

  it('reads the imports it checks', () => {
    expect(filesUnder(join(src, 'grading')).flatMap(importsOf)).toContain('submissions');
  });

  it.each(domains)('the %s domain imports other domains only through their index', (domain) => {
    const offences = filesUnder(join(src, domain)).flatMap((file) =>
      importsOf(file)
        .filter(pastIndex(domain))
        .map((target) => `${relative(src, file)} → ${target}`),
    );
    expect(offences).toEqual([]);
  });
});
