import { parse as parseCookies } from 'cookie';
import type { Request } from 'express';
import type { GatewayContext } from './context';

/** The browser session: the same `sid` cookie the REST API sets, so both edges accept it. */
export const SESSION_COOKIE = 'sid';

/** The caller's token: `Authorization: Bearer <token>` first, otherwise the `sid` cookie. */
export function tokenOf(req: Request): string | undefined {
  const header = req.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (match) return match[1];
  }
  const cookie = req.headers.cookie;
  return (cookie && parseCookies(cookie)[SESSION_COOKIE]) || undefined;
}

const cookieOptions = (ctx: GatewayContext) =>
  ({ httpOnly: true, sameSite: 'strict', path: '/', secure: ctx.secure }) as const;

/** From now on this request acts as the new session, and the browser keeps it in an httpOnly cookie. */
export function startSession(ctx: GatewayContext, token: string): void {
  ctx.token = token;
  ctx.viewer = undefined;
  ctx.res.cookie(SESSION_COOKIE, token, cookieOptions(ctx));
}

export function endSession(ctx: GatewayContext): void {
  ctx.token = undefined;
  ctx.viewer = undefined;
  ctx.res.clearCookie(SESSION_COOKIE, cookieOptions(ctx));
}
