import type { Request } from 'express';
import { forbidden } from '../shared/errors';

/**
 * A page can make the browser send a request by itself: an `<img>` or a link fetches a GET, a
 * `<form>` posts, and both carry the session cookie. Neither can add a header. So a call that changes
 * state (including the spec's GETs such as `hw/withdraw/{id}`) is accepted only with a Bearer token
 * (integrators, the GraphQL gateway) or with `X-Requested-With` (a script of our own origin; another
 * origin's script would need a CORS preflight we never grant).
 */
export const REQUESTED_WITH = 'x-requested-with';
export const NOT_FROM_PAGE = '请求缺少 X-Requested-With 请求头';

const BEARER = /^Bearer\s+\S+$/i;

export function mayChangeState(req: Request): void {
  if (BEARER.test(req.headers.authorization ?? '')) return;
  const requestedWith = req.headers[REQUESTED_WITH];
  if (typeof requestedWith === 'string' && requestedWith.trim() !== '') return;
  throw forbidden(NOT_FROM_PAGE);
}
