import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { type Router } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { contentSecurityPolicy } from './securityHeaders';

/** The built web app (`npm run build` writes it). */
export const WEB_DIST = join(import.meta.dirname, '..', '..', 'web', 'dist');

const isBackendPath = (path: string) =>
  path === '/api' || path.startsWith('/api/') || path === '/graphql' || path.startsWith('/graphql/');

/**
 * Static files of the web app, and index.html for any other GET (the web's router owns those paths).
 * Hashed files under /assets are cached for good; index.html is revalidated on every load. Each file
 * the build precompressed (`.br`, `.gz` beside it) goes out in brotli, else gzip, as the browser accepts,
 * with `Vary: Accept-Encoding`; nothing is compressed again per request.
 */
export function webApp(dist: string = WEB_DIST): Router {
  const router = express.Router();
  router.use(contentSecurityPolicy());
  const indexHtml = join(dist, 'index.html');
  const assetsDir = join(dist, 'assets');
  if (!existsSync(indexHtml)) {
    router.get(/.*/, (req, res, next) => {
      if (isBackendPath(req.path)) return next();
      res
        .status(404)
        .type('text/plain; charset=utf-8')
        .send(
          'The web app is not built yet. Run `npm run build` (or `npm start`, which builds it) and reload.\n',
        );
    });
    return router;
  }
  router.use(
    expressStaticGzip(dist, {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      serveStatic: {
        index: false,
        setHeaders(res, path) {
          if (path.startsWith(assetsDir))
            res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        },
      },
    }),
  );
  router.get(/.*/, (req, res, next) => {
    if (isBackendPath(req.path)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });
  return router;
}
