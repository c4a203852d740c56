import type { RequestHandler } from 'express';

/**
 * The web page's Content-Security-Policy: scripts only from our own files (no inline script, no
 * eval), no plugins, no framing by anyone, network calls only to our own origin. Styles allow
 * inline because PrimeReact positions overlays with style attributes; images allow data: for the
 * theme's inline icons.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Headers on every answer of the public server: no sniffing, no framing, no referrer to other sites. */
export const securityHeaders = (): RequestHandler => (_req, res, next) => {
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('x-frame-options', 'DENY');
  res.setHeader('referrer-policy', 'same-origin');
  next();
};

/** The CSP, on the web app's own pages and files. */
export const contentSecurityPolicy = (): RequestHandler => (_req, res, next) => {
  res.setHeader('content-security-policy', CONTENT_SECURITY_POLICY);
  next();
};
