import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = join(import.meta.dirname, '..', '..');
const wrapper = 'shared/ui/TabView.tsx';

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : filesUnder(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const importsPrimeTabView = (file: string) => /from\s+'primereact\/tabview'/.test(readFileSync(file, 'utf8'));

describe('tab strips', () => {
  it('reads the imports it checks', () => {
    expect(importsPrimeTabView(join(src, wrapper))).toBe(true);
  });

  it("every screen takes the shared TabView, whose headers never scroll the page, not PrimeReact's own", () => {
    const offenders = filesUnder(src)
      .map((file) => relative(src, file))
      .filter((file) => file !== wrapper && importsPrimeTabView(join(src, file)));
    expect(offenders).toEqual([]);
  });
});
