import { getDistDirectory, type RenderOptions, renderAltair, renderInitSnippet } from 'altair-static';
import express, { type Response, type Router } from 'express';

/** Where the GraphQL explorer is served (only while introspection is on). */
export const EXPLORER_PATH = '/graphql/explorer';

/**
 * The explorer's policy: its scripts and workers only from this server (Altair's bundled files and
 * its start-up file; no inline script, no eval), calls only to this origin. Altair sets style
 * attributes and shows data: images and fonts; its pre-request-script frame is same-origin.
 */
export const EXPLORER_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "worker-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self'",
  "manifest-src 'self'",
  "base-uri 'self'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

const OPTIONS = {
  baseURL: `${EXPLORER_PATH}/`,
  endpointURL: '/graphql',
  initialName: 'School back-office GraphQL',
  // The gateway's CSRF prevention asks for a header a page element cannot send.
  initialHeaders: { 'apollo-require-preflight': 'true' },
  disableAccount: true,
  initialQuery: [
    '# Sign in first (mutation login, or sign in to the web app in this browser), then for example:',
    'query Me {',
    '  me {',
    '    user { nickname role }',
    '    canDispatch',
    '  }',
    '}',
    '',
  ].join('\n'),
  initialSettings: {
    'request.withCredentials': true,
    'schema.reloadOnStart': true,
    'alert.disableUpdateNotification': true,
    // Banners advertise online services a closed network cannot reach.
    'banners.disable': true,
    'plugin.list': [],
  },
  serveInitialOptionsInSeperateRequest: 'initial_options.js',
} satisfies RenderOptions;

const setHeaders = (res: Response) => {
  res.setHeader('content-security-policy', EXPLORER_CSP);
  res.setHeader('x-content-type-options', 'nosniff');
  // Altair runs pre-request scripts in a frame of its own origin; nobody else may frame it.
  res.setHeader('x-frame-options', 'SAMEORIGIN');
  res.setHeader('referrer-policy', 'same-origin');
};

/**
 * The GraphQL explorer (Altair, MIT, bundled in node_modules/altair-static): its page, its start-up
 * options as a file of their own (so the page needs no inline script) and its static files, all from
 * this server, so it works on a school's closed network.
 */
export function explorerRouter(): Router {
  const router = express.Router();
  const page = renderAltair(OPTIONS);
  const init = renderInitSnippet(OPTIONS);
  router.get(EXPLORER_PATH, (req, res, next) => {
    // With a trailing slash, so the page's relative files resolve under it.
    if (!req.originalUrl.split('?')[0]?.endsWith('/')) return res.redirect(301, `${EXPLORER_PATH}/`);
    next();
  });
  router.get(`${EXPLORER_PATH}/`, (_req, res) => {
    setHeaders(res);
    res.type('html').setHeader('cache-control', 'no-cache');
    res.send(page);
  });
  router.get(`${EXPLORER_PATH}/initial_options.js`, (_req, res) => {
    setHeaders(res);
    res.type('text/javascript').setHeader('cache-control', 'no-cache');
    res.send(init);
  });
  router.use(
    EXPLORER_PATH,
    (_req, res, next) => {
      setHeaders(res);
      next();
    },
    express.static(getDistDirectory(), { index: false, dotfiles: 'deny', maxAge: '1d' }),
    // Nothing else under the explorer's path: answer here rather than reach the GraphQL endpoint.
    (_req, res) => {
      res.status(404).type('text/plain').send('Not found\n');
    },
  );
  return router;
}
