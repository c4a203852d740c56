import type { Request, Response } from 'express';
import { createLoaders, type Loaders } from './loaders';
import type { RecentViewers } from './recentViewers';
import type { RestMe } from './rest/auth';
import { tokenOf } from './session';
import type { SessionRoles } from './sessionRoles';
import { type StaffClient, staffClient } from './upstream';
import type { UpstreamTransport } from './upstreamTransport';

/** Everything a resolver may use for one GraphQL HTTP request. */
export interface GatewayContext {
  /** How calls reach the REST API: over HTTP, or into its app in this process (see upstreamTransport.ts). */
  upstream: UpstreamTransport;
  /** The caller's session token (Bearer header or `sid` cookie); replaced by `login`, cleared by `logout`. */
  token: string | undefined;
  /** Forwarded upstream as `x-request-id`: the caller's, or a new one. */
  requestId: string;
  /** Forwarded upstream as `x-forwarded-for` (incoming chain + the caller's address), so the API's
   * per-address login throttling sees the caller, not the gateway. */
  forwardedFor: string | undefined;
  /** Whether the caller reached us over https (Express `req.secure`); decides the cookie's Secure flag. */
  secure: boolean;
  /** The GraphQL HTTP response, for the session cookie. */
  res: Response;
  /** Per-request memo of `GET /api/auth/me`; read it through `loadViewer`. */
  viewer: Promise<RestMe> | undefined;
  /** The caller's staff calls (`/api/lector/…` or `/api/assistants/…` by role). */
  staff: StaffClient;
  /** The gateway's memory of each session's role (shared by its requests). */
  sessionRoles: SessionRoles;
  /** Each session's viewer of the last second (shared by its requests); read it through `loadViewer`. */
  recentViewers: RecentViewers;
  /** This request's DataLoaders (see loaders.ts), over the staff client. */
  loaders: Loaders;
}

/** What one gateway keeps across requests. */
export type GatewayShared = Pick<GatewayContext, 'upstream' | 'sessionRoles' | 'recentViewers'>;

export function createContext(shared: GatewayShared, req: Request, res: Response): GatewayContext {
  const incomingId = req.headers['x-request-id'];
  const ctx: GatewayContext = {
    ...shared,
    token: tokenOf(req),
    requestId: (typeof incomingId === 'string' && incomingId.slice(0, 200)) || crypto.randomUUID(),
    forwardedFor: forwardedFor(req),
    secure: req.secure,
    res,
    viewer: undefined,
    staff: { request: () => Promise.reject(new Error('staff client not bound')) },
    loaders: createLoaders(() => ctx.staff),
  };
  ctx.staff = staffClient(ctx);
  return ctx;
}

function forwardedFor(req: Request): string | undefined {
  const chain = [req.headers['x-forwarded-for'], req.socket.remoteAddress].flat().filter(Boolean);
  return chain.length > 0 ? chain.join(', ') : undefined;
}
