import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import fontverter from 'fontverter';
import { Blob, Face } from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import { iconCodePoints, subsetIcons, usedIcons } from '../../vitePlugins/primeIconsSubset';

const require = createRequire(import.meta.url);
const SOURCE = fileURLToPath(new URL('..', import.meta.url));
const codePoints = iconCodePoints(readFileSync(require.resolve('primeicons/primeicons.css'), 'utf8'));

/** The code points a font draws. */
async function drawn(woff2: Buffer): Promise<Set<number>> {
  const sfnt = await fontverter.convert(woff2, 'sfnt');
  return new Set(new Face(new Blob(sfnt), 0).collectUnicodes());
}

describe("PrimeIcons' subset", () => {
  it('draws every icon a screen names, and only those', async () => {
    const icons = usedIcons(SOURCE, codePoints);
    // A few the screens are known to show: the list's refresh, the spinner, the frame's sign-out.
    expect(icons).toEqual(expect.arrayContaining(['refresh', 'spinner', 'sign-out', 'angle-down']));
    expect(icons).not.toContain('spin');
    const glyphs = await drawn(await subsetIcons(icons, codePoints));
    for (const icon of icons) expect(glyphs, `pi-${icon}`).toContain(codePoints.get(icon));
    expect(glyphs.size).toBe(icons.length);
  });
});
