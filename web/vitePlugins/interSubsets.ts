import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, relative } from 'node:path';
import type { Plugin } from 'vite';

const THEME = /primereact[\\/]resources[\\/]themes[\\/]lara-light-blue[\\/]theme\.css$/;
const THEME_FONT_FACE = /@font-face\s*\{[^}]*font-family:\s*"Inter var"[^}]*\}/g;

/**
 * The theme's Inter comes as one variable font per style holding every script (345 KB for the
 * upright one), fetched whole for a page of Chinese text and a few Latin letters and digits. Here
 * its two `@font-face` rules become Fontsource's per-script subsets of the same variable font under
 * the theme's family name, each with its `unicode-range`, so a page downloads only the Latin subset
 * (about 48 KB) and only once a Latin glyph is drawn.
 */
export function interSubsets(): Plugin {
  const require = createRequire(import.meta.url);
  const fontsource = dirname(require.resolve('@fontsource-variable/inter/wght.css'));
  const faces = ['wght.css', 'wght-italic.css']
    .map((file) => readFileSync(`${fontsource}/${file}`, 'utf8'))
    .join('\n')
    .replaceAll("font-family: 'Inter Variable'", 'font-family: "Inter var"');
  return {
    name: 'inter-subsets',
    enforce: 'pre',
    transform(code, id) {
      const path = id.split('?')[0] ?? '';
      if (!THEME.test(path)) return null;
      const files = relative(dirname(path), `${fontsource}/files`).split('\\').join('/');
      const subsets = faces.replaceAll('url(./files/', `url(${files}/`);
      let replaced = false;
      const next = code.replace(THEME_FONT_FACE, () => {
        if (replaced) return '';
        replaced = true;
        return subsets;
      });
      if (!replaced) this.error('the theme no longer declares "Inter var": revisit the Inter subsets');
      return { code: next, map: null };
    },
  };
}
