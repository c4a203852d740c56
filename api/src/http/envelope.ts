import type { Response } from 'express';
import type { ErrorKind } from '../shared/errors';

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export const STATUS_OF: Record<ErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  too_many: 429,
};

export function sendOk<T>(res: Response, data: T, msg = 'ok'): void {
  res.status(200).json({ code: 0, msg, data } satisfies Envelope<T>);
}

/** A failure's `code` is its HTTP status, so clients that only read the body still know the kind. */
export function sendError(res: Response, status: number, msg: string, data: unknown = null): void {
  res.status(status).json({ code: status, msg, data } satisfies Envelope<unknown>);
}
