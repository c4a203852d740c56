import { type Dispatcher, Pool } from 'undici';

/** Connections one gateway process keeps open to the REST API (UPSTREAM_CONNECTIONS). */
export const UPSTREAM_CONNECTIONS = Number(process.env.UPSTREAM_CONNECTIONS) || 32;

/**
 * The gateway's kept-alive connections to the REST API. Calls beyond `connections` wait their turn here,
 * first come first served. Without a bound every call that finds no idle connection opens one, and a
 * busy Node server accepts one new connection per turn of its event loop (libuv since Node 20), so
 * such calls wait behind everything the open connections keep bringing: seconds, under load, for the
 * unlucky few.
 */
export function createUpstreamPool(upstreamUrl: string, connections = UPSTREAM_CONNECTIONS): Dispatcher {
  return new Pool(new URL(upstreamUrl).origin, { connections });
}
