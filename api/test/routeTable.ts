import type { Express } from 'express';

/** One REST route as Express serves it: method and full path (with `:params`). */
export interface ServedRoute {
  method: string;
  path: string;
}

interface Layer {
  rawPath?: unknown;
  slash?: boolean;
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

/**
 * Every route the app serves, read from the Express routers themselves (every module, both staff
 * prefixes, the auth and files routes, the public files), so a route added anywhere shows up here.
 */
export function servedRoutes(app: Express): ServedRoute[] {
  const out: ServedRoute[] = [];
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const [method, on] of Object.entries(layer.route.methods)) {
          if (on && method !== '_all')
            out.push({ method: method.toUpperCase(), path: prefix + layer.route.path });
        }
      } else if (layer.handle?.stack) {
        const mount = typeof layer.rawPath === 'string' && !layer.slash ? layer.rawPath : '';
        walk(layer.handle.stack, prefix + mount);
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '');
  const seen = new Set<string>();
  return out.filter((r) => {
    const key = `${r.method} ${r.path}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export const routeKey = (r: ServedRoute) => `${r.method} ${r.path}`;
