import type { Express } from 'express';
import type { RouteSpecInfo } from '../src/http/route';

/** One REST route as Express serves it: method and full path (with `:params`). */
export interface ServedRoute {
  method: string;
  path: string;
  /** The input schema and flags of a route made by `route()`, when it is one. */
  spec?: RouteSpecInfo;
}

interface Layer {
  rawPath?: unknown;
  slash?: boolean;
  route?: { path: string; methods: Record<string, boolean>; stack: Layer[] };
  handle?: { stack?: Layer[]; routeSpec?: RouteSpecInfo };
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

/** The field names a route's input schema reads (path params, query and body merged). */
export function inputFields(schema: unknown): string[] {
  const node = schema as
    | { shape?: Record<string, unknown>; def?: { type?: string; in?: unknown } }
    | undefined;
  if (!node) return [];
  if (node.shape) return Object.keys(node.shape);
  if (node.def?.type === 'pipe') return inputFields(node.def.in);
  return [];
}
