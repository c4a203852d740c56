import { type ServedRoute, servedRoutes } from '../src/http/routeTable';

/**
 * The route table the suites read is the API's own walker (`src/http/routeTable.ts`, the one the
 * published description reads too), so every route arrives with the spec its `route()` keeps.
 */
export { type ServedRoute, servedRoutes };

export const routeKey = (r: Pick<ServedRoute, 'method' | 'path'>) => `${r.method} ${r.path}`;

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
