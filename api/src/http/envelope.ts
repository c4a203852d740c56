import { type RefusalCodeName, refusalCodeFor } from '@school/machines';
import type { Response } from 'express';
import type { ErrorKind } from '../shared/errors';

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
  /** A refusal's stable code from machines' REFUSAL_CODES (e.g. `HOMEWORK_RECALLED`); only on a 400 or 409 that has one. */
  error_code?: RefusalCodeName;
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

/**
 * Answers a cache holds unchanged, with their JSON once written (`''` until their first sending): a kept
 * answer of megabytes (a large class's gradebook) is serialised once, not on every visit.
 */
const serialised = new WeakMap<object, string>();

/** Marks an answer that no one changes after this call: its JSON is written once and kept beside it. */
export function serialiseOnce<T extends object>(data: T): T {
  if (!serialised.has(data)) serialised.set(data, '');
  return data;
}

export function sendOk<T>(res: Response, data: T, msg = 'ok'): void {
  const kept = typeof data === 'object' && data !== null ? serialised.get(data) : undefined;
  if (kept === undefined) {
    res.status(200).json({ code: 0, msg, data } satisfies Envelope<T>);
    return;
  }
  const text = kept || JSON.stringify(data);
  if (!kept) serialised.set(data as object, text);
  // What `res.json` writes for the same envelope, with the data's JSON taken as kept.
  res
    .status(200)
    .type('application/json')
    .send(`{"code":0,"msg":${JSON.stringify(msg)},"data":${text}}`);
}

/**
 * A failure's `code` is its HTTP status, so clients that only read the body still know the kind; a
 * refusal of REFUSAL_CODES adds its stable `error_code` beside the spec's `msg`, the same code GraphQL
 * answers in `extensions.code`.
 */
export function sendError(res: Response, status: number, msg: string, data: unknown = null): void {
  const errorCode = refusalCodeFor(status, msg);
  res.status(status).json({
    code: status,
    msg,
    data,
    ...(errorCode ? { error_code: errorCode } : {}),
  } satisfies Envelope<unknown>);
}
