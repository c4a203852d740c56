import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = join(import.meta.dirname, '..');
/** Every folder of web/src is a domain but the shell (app), shared code and generated code. */
const NOT_DOMAINS = ['app', 'shared', 'generated'];
const domains = readdirSync(src, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !NOT_DOMAINS.includes(entry.name))
  .map((entry) => entry.name);

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : filesUnder(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/** Each relative import of a file, as a path under web/src (e.g. `shared/text`). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)].map((m) =>
    relative(src, resolve(dirname(file), m[1] as string)),
  );
}

const top = (path: string) => path.split('/')[0];
const offences = (area: string, allowed: (target: string) => boolean) =>
  filesUnder(join(src, area)).flatMap((file) =>
    importsOf(file)
      .filter((target) => top(target) !== area && !allowed(target))
      .map((target) => `${relative(src, file)} → ${target}`),
  );

describe('web module boundaries', () => {
  it('finds the domains in the folders', () => {
    expect(domains).toContain('grading');
    expect(domains).toContain('homework');
  });

  it('reads the imports it checks', () => {
    expect(filesUnder(join(src, 'homework')).flatMap(importsOf)).toContain('shared/text');
  });

  it.each(domains)('the %s domain imports only shared, app and generated code', (domain) => {
    expect(offences(domain, (t) => NOT_DOMAINS.includes(top(t) ?? ''))).toEqual([]);
  });

  it('the student side uses of the app only its GraphQL client and PrimeReact settings', () => {
    const fromApp = filesUnder(join(src, 'student'))
      .flatMap(importsOf)
      .filter((target) => top(target) === 'app');
    expect([...new Set(fromApp)].sort()).toEqual(['app/PrimeReactSettings', 'app/apolloClient']);
  });

  it('no staff screen imports the student side (only the entry opens it)', () => {
    const areas = readdirSync(src, { withFileTypes: true })
      .filter((e) => e.isDirectory() && !['student', 'generated'].includes(e.name))
      .map((e) => e.name);
    const offending = areas.flatMap((area) =>
      filesUnder(join(src, area)).flatMap((file) =>
        importsOf(file)
          .filter((target) => top(target) === 'student')
          .map((target) => `${relative(src, file)} → ${target}`),
      ),
    );
    expect(offending).toEqual([
      'app/i18n/english.ts → student/i18n/en-US',
      'app/main.tsx → student/screenModules',
      'app/main.tsx → student/StudentApp',
    ]);
  });

  it('shared code imports no domain and not the app', () => {
    expect(offences('shared', (t) => top(t) === 'generated')).toEqual([]);
  });

  it('the route table imports no screen (screens import it to link to each other)', () => {
    const screens = filesUnder(join(src, 'app', 'routes')).flatMap((file) =>
      importsOf(file).filter((target) => domains.includes(top(target) ?? '') || target.endsWith('Screen')),
    );
    expect(screens).toEqual([]);
  });
});
