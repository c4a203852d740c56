import type { Plugin } from 'vite';

/**
 * PrimeReact's Lara light blue theme, a shade darker where its text falls short of the 4.5:1 contrast
 * that WCAG AA asks of text: white on its primary blue (#3B82F6) and that blue on white reach only
 * 3.7:1, the severity colours of tags and buttons 2.3–3.8:1, the error red 4:1 and the secondary grey
 * 4.4:1 on our page background. Each colour moves one or two steps down its Tailwind scale while the
 * CSS is bundled, so the theme's rules stay PrimeReact's own.
 */
const DARKER: Record<string, string> = {
  // primary blue: 500→600, 600→700, 700→800
  '#3b82f6': '#2563eb',
  '#2563eb': '#1d4ed8',
  '#1d4ed8': '#1e40af',
  // severities (tags, buttons, badges): 500→700, their hover 600→800
  '#22c55e': '#15803d',
  '#16a34a': '#166534',
  '#0ea5e9': '#0369a1',
  '#0284c7': '#075985',
  '#f97316': '#c2410c',
  '#ea580c': '#9a3412',
  '#ef4444': '#b91c1c',
  '#cc8925': '#8a5a12',
  '#dc2626': '#991b1b',
  '#e24c4c': '#c62828',
  // secondary (slate) buttons: 500→600, 600→700
  '#64748b': '#475569',
  '#475569': '#334155',
  // secondary text
  '#6b7280': '#5f6673',
};

const THEME = /primereact[\\/]resources[\\/]themes[\\/]lara-light-blue[\\/]theme\.css$/;

export function accessibleTheme(): Plugin {
  return {
    name: 'accessible-theme',
    enforce: 'pre',
    transform(code, id) {
      if (!THEME.test(id.split('?')[0] ?? '')) return null;
      return {
        code: code.replace(/#[0-9a-f]{6}\b/gi, (hex) => DARKER[hex.toLowerCase()] ?? hex),
        map: null,
      };
    },
  };
}
