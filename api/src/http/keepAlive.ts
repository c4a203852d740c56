import type { Server } from 'node:http';

/**
 * How long a server keeps an idle connection open. Clients (undici in the gateway and in tests,
 * browsers) drop an idle connection sooner, from the server's `Keep-Alive: timeout` hint less a margin
 * or their own shorter limit, so the client always closes first. With Node's default of 5 s a client
 * reusing a connection just as the server closed it read a reset instead of the answer.
 */
export const IDLE_CONNECTION_MS = 65_000;

/** The server with `IDLE_CONNECTION_MS`; its headers timeout is kept above it, as Node requires. */
export function keepIdleConnections<T extends Server>(server: T): T {
  server.keepAliveTimeout = IDLE_CONNECTION_MS;
  server.headersTimeout = IDLE_CONNECTION_MS + 1000;
  return server;
}

/** How long requests in flight may take to finish once a server stops taking new ones. */
export const CLOSE_GRACE_MS = 2000;

/**
 * Stops taking connections and closes the idle ones at once (they would otherwise stay
 * `IDLE_CONNECTION_MS`); connections still busy are ended after `CLOSE_GRACE_MS`.
 */
export function stopServing(server: Server): Promise<void> {
  if (!server.listening) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => server.closeAllConnections(), CLOSE_GRACE_MS);
    server.close(() => {
      clearTimeout(force);
      resolve();
    });
    server.closeIdleConnections();
  });
}
