import { COMMON_MESSAGES } from '@school/machines';
import { parse as parseCookies } from 'cookie';
import type { Request, RequestHandler } from 'express';
import type { Kysely } from 'kysely';
import { findSession } from '../auth/sessions';
import type { Role } from '../auth/tables';
import { forbidden, unauthenticated } from '../shared/errors';
import type { Database } from '../store/schema';
import { requestState } from './requestState';
import { toViewer } from './viewer';

export const SESSION_COOKIE = 'sid';

/** The caller's session token: `Authorization: Bearer <token>` first, otherwise the `sid` cookie. */
export function tokenOf(req: Request): string | undefined {
  const bearer = req.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (bearer) return bearer;
  const cookie = req.headers.cookie;
  return (cookie && parseCookies(cookie)[SESSION_COOKIE]) || undefined;
}

/** Resolves the session, if any, into the request state; never refuses by itself. */
export function authenticate(db: Kysely<Database>): RequestHandler {
  return async (req, res, next) => {
    try {
      const token = tokenOf(req);
      if (!token) return next();
      const state = requestState(res);
      const session = await findSession(db, token, Math.floor(state.now / 1000));
      if (session.status === 'valid') state.viewer = toViewer(session.user, token);
      if (session.status === 'expired') state.sessionExpired = true;
      next();
    } catch (error) {
      next(error);
    }
  };
}

/** Guards a role prefix: no session answers 401, another role 403. */
export function requireRole(role: Role): RequestHandler {
  return (_req, res, next) => {
    const { viewer, sessionExpired } = requestState(res);
    if (!viewer)
      return next(
        unauthenticated(sessionExpired ? COMMON_MESSAGES.sessionExpired : COMMON_MESSAGES.signInFirst),
      );
    if (viewer.role !== role) return next(forbidden());
    next();
  };
}
