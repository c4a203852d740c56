import type { Refusal } from '@school/machines';
import { COMMON_MESSAGES } from '@school/machines';

/** Failures a user can be told about. The HTTP edge maps each kind to a status code. */
export type ErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_large'
  | 'too_many';

export class AppError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    /** Sent as the envelope's `data` beside the message (e.g. an import's `err` list). */
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const invalid = (message: string) => new AppError('invalid', message);
export const unauthenticated = (message: string = COMMON_MESSAGES.signInFirst) =>
  new AppError('unauthenticated', message);
export const forbidden = (message: string = COMMON_MESSAGES.forbidden) => new AppError('forbidden', message);
export const notFound = (message = '数据不存在') => new AppError('not_found', message);
export const conflict = (message: string) => new AppError('conflict', message);
export const tooLarge = (message = '上传内容过大') => new AppError('too_large', message);
export const tooMany = (message: string) => new AppError('too_many', message);

/** A refusal of a rule table answered with the status of its kind (403, 400, 409). */
export const refused = (refusal: Refusal): AppError => new AppError(refusal.kind, refusal.message);
