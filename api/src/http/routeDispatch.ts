import type { NextFunction, Request, RequestHandler, Response, Router } from 'express';

interface Layer {
  rawPath?: unknown;
  slash?: boolean;
  handle?: unknown;
  route?: { path: unknown };
}

/** A plain first segment of a path (no parameter, wildcard, group or pattern), lower-cased. */
function literalFirstSegment(path: unknown): string | undefined {
  if (typeof path !== 'string') return undefined;
  const segment = path.split('/')[1] ?? '';
  return /^[\w.-]+$/.test(segment) ? segment.toLowerCase() : undefined;
}

/**
 * The first segments of every path the layers can answer, or `undefined` when one of them may
 * answer any path (a parameter or pattern first, a middleware of its own not under a plain prefix).
 */
function firstSegments(stack: readonly Layer[]): Set<string> | undefined {
  const out = new Set<string>();
  for (const layer of stack) {
    const paths = layer.route ? [layer.route.path].flat() : layer.slash ? undefined : [layer.rawPath].flat();
    if (paths === undefined) {
      const nested = (layer.handle as { stack?: Layer[] } | undefined)?.stack;
      const inner = nested ? firstSegments(nested) : undefined;
      if (!inner) return undefined;
      for (const segment of inner) out.add(segment);
      continue;
    }
    for (const path of paths) {
      const segment = literalFirstSegment(path);
      if (segment === undefined) return undefined;
      out.add(segment);
    }
  }
  return out;
}

/**
 * Several routers as one, each request handed only to those with a route under its first path
 * segment, in their order (Express would try every router's every route in turn, and all the
 * domains' routers share the staff prefixes). A router that may answer any path sees every request.
 * Matching is case-insensitive like Express's. The routers' layers stay readable as `stack`, so the
 * route table (OpenAPI, the authorization matrix) still finds every route.
 */
export function routersByFirstSegment(routers: readonly Router[]): RequestHandler & { stack: Layer[] } {
  const segments = routers.map((router) => firstSegments(router.stack as Layer[]));
  const everywhere = routers.filter((_, i) => segments[i] === undefined);
  const bySegment = new Map<string, Router[]>();
  for (const segment of new Set(segments.flatMap((s) => (s ? [...s] : []))))
    bySegment.set(
      segment,
      routers.filter((_, i) => segments[i]?.has(segment) ?? true),
    );

  const dispatch = (req: Request, res: Response, next: NextFunction) => {
    const segment = (req.path.split('/')[1] ?? '').toLowerCase();
    const chain = bySegment.get(segment) ?? everywhere;
    let at = 0;
    const step = (error?: unknown) => {
      if (error) return next(error);
      const router = chain[at++];
      if (!router) return next();
      router(req, res, step);
    };
    step();
  };
  return Object.assign(dispatch, {
    get stack() {
      return routers.flatMap((router) => router.stack as Layer[]);
    },
  });
}
