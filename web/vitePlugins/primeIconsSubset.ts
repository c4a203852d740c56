import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const ICONS_CSS = /primeicons[\\/]primeicons\.css$/;
const FONT_FACE = /@font-face\s*\{[^}]*\}/;
const ICON_RULE = /\.pi-([a-z0-9-]+):before\s*\{\s*content:\s*"\\([0-9a-f]+)";?\s*\}\s*/g;

/** PrimeIcons' icons by name, each with the code point of its glyph in the font. */
export function iconCodePoints(css: string): Map<string, number> {
  return new Map(
    [...css.matchAll(ICON_RULE)].map((m) => [m[1] as string, Number.parseInt(m[2] as string, 16)]),
  );
}

/**
 * The icons our source names (`pi pi-…` classes; PrimeReact 10 draws its own icons as SVG and names
 * no PrimeIcons class outside its `PrimeIcons` constants, which we do not use), of those the font has.
 */
export function usedIcons(sourceDir: string, icons: ReadonlyMap<string, number>): string[] {
  const used = new Set<string>();
  for (const entry of readdirSync(sourceDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(tsx?|css|html)$/.test(entry.name)) continue;
    const text = readFileSync(join(entry.parentPath, entry.name), 'utf8');
    for (const [, name] of text.matchAll(/\bpi-([a-z0-9-]+)/g)) if (name && icons.has(name)) used.add(name);
  }
  return [...used].sort();
}

/** PrimeIcons' woff2 cut down to the glyphs of `icons`. */
export async function subsetIcons(icons: readonly string[], codePoints: ReadonlyMap<string, number>) {
  const font = readFileSync(require.resolve('primeicons/fonts/primeicons.woff2'));
  const text = String.fromCodePoint(...icons.map((name) => codePoints.get(name) as number));
  return subsetFont(font, text, { targetFormat: 'woff2' });
}

/**
 * PrimeIcons' font holds 300-odd icons (35 KB) for the few dozen the app draws. The stylesheet's
 * `@font-face` here points at a subset of the icons named in `sourceDir` (woff2 only, which every
 * browser we serve reads), and the rules of the other icons are dropped.
 */
export function primeIconsSubset(sourceDir: string): Plugin {
  const cacheDir = join(
    dirname(require.resolve('subset-font/package.json')),
    '..',
    '.cache',
    'primeicons-subset',
  );
  return {
    name: 'primeicons-subset',
    enforce: 'pre',
    apply: 'build',
    async transform(code, id) {
      const path = id.split('?')[0] ?? '';
      if (!ICONS_CSS.test(path)) return null;
      const codePoints = iconCodePoints(code);
      const icons = usedIcons(sourceDir, codePoints);
      const subset = await subsetIcons(icons, codePoints);
      // The build names the asset by its content's hash.
      const name = 'primeicons.woff2';
      mkdirSync(cacheDir, { recursive: true });
      writeFileSync(join(cacheDir, name), subset);
      const url = relative(dirname(path), join(cacheDir, name)).split('\\').join('/');
      const kept = new Set(icons);
      if (!FONT_FACE.test(code)) this.error('primeicons.css no longer declares its font: revisit the subset');
      const next = code
        .replace(
          FONT_FACE,
          `@font-face {\n  font-family: 'primeicons';\n  font-display: block;\n  src: url('${url}') format('woff2');\n  font-weight: normal;\n  font-style: normal;\n}`,
        )
        .replace(ICON_RULE, (rule, icon: string) => (kept.has(icon) ? rule : ''));
      return { code: next, map: null };
    },
  };
}
