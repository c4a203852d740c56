import type { Express } from 'express';
import { type RouteSpecInfo, routeSpecOf } from './route';

/** One REST route as Express serves it: method, full path (with `:params`) and its `route()` spec. */
export interface ServedRoute {
  method: string;
  path: string;
  /** The spec of the route's `route()` handler; `undefined` for a hand-written handler. */
  spec: RouteSpecInfo | undefined;
}

interface Layer {
  rawPath?: unknown;
  slash?: boolean;
  handle?: unknown;
  route?: { path: string; methods: Record<string, boolean>; stack: Layer[] };
}

/**
 * Every route the app serves, read from the Express routers themselves (every module, both staff
 * prefixes, the auth and files routes), each with the spec its `route()` handler keeps, so a route
 * added anywhere shows up here with its summary and input.
 */
export function servedRoutes(app: Express): ServedRoute[] {
  const out: ServedRoute[] = [];
  const seen = new Set<string>();
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        const spec = layer.route.stack.map((l) => routeSpecOf(l.handle)).find((s) => s !== undefined);
        for (const [method, on] of Object.entries(layer.route.methods)) {
          const key = `${method.toUpperCase()} ${prefix}${layer.route.path}`;
          if (!on || method === '_all' || seen.has(key)) continue;
          seen.add(key);
          out.push({ method: method.toUpperCase(), path: prefix + layer.route.path, spec });
        }
      } else {
        const nested = (layer.handle as { stack?: Layer[] } | undefined)?.stack;
        if (!nested) continue;
        const mount = typeof layer.rawPath === 'string' && !layer.slash ? layer.rawPath : '';
        walk(nested, prefix + mount);
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '');
  return out;
}
