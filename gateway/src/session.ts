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
  return readCookie(req.headers.cookie, SESSION_COOKIE);
}

function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const value = part.slice(eq + 1).trim();
    if (!value) return undefined;
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
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
