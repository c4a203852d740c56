import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = join(import.meta.dirname, '..');

function resolveModule(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
    (path) => existsSync(path) && /\.tsx?$/.test(path),
  );
}

/** The packages a module loads with it: its static imports, followed through our own modules. */
function packagesLoadedWith(entry: string): Map<string, string> {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    // Static imports only (`import type` is erased; `import()` loads later, on its own).
    for (const [, specifier] of text.matchAll(/^import\s+(?!type\b)(?:[^'";]*?\bfrom\s+)?'([^']+)'/gm)) {
      if (!specifier) continue;
      if (specifier.startsWith('.')) {
        const target = resolveModule(file, specifier);
        if (target) visit(target);
      } else if (!packages.has(specifier)) {
        packages.set(specifier, relative(src, file));
      }
    }
  };
  visit(join(src, entry));
  return packages;
}

const primeReactIn = (entry: string) =>
  [...packagesLoadedWith(entry)]
    .filter(([name]) => name.startsWith('primereact'))
    .map(([n, by]) => `${n} ← ${by}`);

describe("the workbench's first visit", () => {
  it('reads the static imports it follows', () => {
    const packages = packagesLoadedWith('app/frame/UserMenu.tsx');
    expect(packages.has('@apollo/client/react')).toBe(true);
    expect(packagesLoadedWith('app/PrimeReactSettings.tsx').has('primereact/api')).toBe(true);
  });

  // These load without PrimeReact's settings (see screens.tsx): a PrimeReact component among them
  // would miss its locale and accessibility repairs, and bring PrimeReact back into the first visit.
  it.each([
    'app/App.tsx',
    'app/frame/SignedInArea.tsx',
    'home/HomeScreen.tsx',
    'auth/LoginRoute.tsx',
    'app/NotFoundScreen.tsx',
  ])('%s loads no PrimeReact module', (entry) => {
    expect(primeReactIn(entry)).toEqual([]);
  });
});
