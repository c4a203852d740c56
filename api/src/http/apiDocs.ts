import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import express, { type Express, type Router } from 'express';
import { DOCS_PATH, OPENAPI_PATH, openApiOf } from './openapi';

/** Swagger UI's files, bundled with the app (swagger-ui-dist, Apache-2.0): no CDN, closed networks work. */
const SWAGGER_UI_DIR = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/**
 * The docs page's policy: scripts only from this server (the viewer and its start-up file, no inline
 * script, no eval), calls only to this origin. Swagger UI sets style attributes and shows inline
 * SVG/data: images.
 */
export const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const PAGE = `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>REST API 文档 · School back-office</title>
    <link rel="stylesheet" href="${DOCS_PATH}/assets/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${DOCS_PATH}/assets/swagger-ui-bundle.js"></script>
    <script src="${DOCS_PATH}/init.js"></script>
  </body>
</html>
`;

// validatorUrl null: Swagger UI would otherwise send the document to an outside validator.
// docExpansion none: the groups open on a click, so hundreds of calls are not all drawn at load.
const INIT = `window.ui = SwaggerUIBundle({
  url: ${JSON.stringify(OPENAPI_PATH)},
  dom_id: '#swagger-ui',
  deepLinking: true,
  validatorUrl: null,
  tryItOutEnabled: false,
  docExpansion: 'none',
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
});
`;

/**
 * `GET /api/openapi.json` (the description, built from the routes) and `GET /api/docs` (a viewer of
 * it). Public, like the spec they describe: an integrator reads them before having an account.
 */
export function apiDocsRoutes(app: () => Express): Router {
  const router = express.Router();
  router.get(OPENAPI_PATH, async (_req, res, next) => {
    try {
      res.setHeader('cache-control', 'no-cache');
      res.json(await openApiOf(app()));
    } catch (error) {
      next(error);
    }
  });
  const docsHeaders = (res: express.Response) => {
    res.setHeader('content-security-policy', DOCS_CSP);
    res.setHeader('x-content-type-options', 'nosniff');
    res.setHeader('x-frame-options', 'DENY');
    res.setHeader('referrer-policy', 'same-origin');
  };
  router.get(DOCS_PATH, (_req, res) => {
    docsHeaders(res);
    res.type('html').setHeader('cache-control', 'no-cache');
    res.send(PAGE);
  });
  router.get(`${DOCS_PATH}/init.js`, (_req, res) => {
    docsHeaders(res);
    res.type('text/javascript').setHeader('cache-control', 'no-cache');
    res.send(INIT);
  });
  router.use(
    `${DOCS_PATH}/assets`,
    (_req, res, next) => {
      docsHeaders(res);
      next();
    },
    express.static(SWAGGER_UI_DIR, { index: false, dotfiles: 'deny', maxAge: '1d' }),
  );
  return router;
}
