import { COMMON_MESSAGES } from '@school/machines';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { AppError } from '../shared/errors';
import { STATUS_OF, sendError } from './envelope';

export const MALFORMED = COMMON_MESSAGES.malformed;
export const TOO_LARGE = COMMON_MESSAGES.tooLarge;
export const UNSUPPORTED_ENCODING = COMMON_MESSAGES.badEncoding;

/** Failures of body parsing and routing (body-parser's `type`), as a status and our message. */
const EDGE_FAILURES: Record<string, [status: number, message: string]> = {
  'entity.parse.failed': [400, MALFORMED],
  'entity.too.large': [413, TOO_LARGE],
  'parameters.too.many': [413, TOO_LARGE],
  'charset.unsupported': [415, UNSUPPORTED_ENCODING],
  'encoding.unsupported': [415, UNSUPPORTED_ENCODING],
  'request.aborted': [400, MALFORMED],
  'request.size.invalid': [400, MALFORMED],
};

/** Maps every failure to the envelope with a 4xx where the request is at fault; stacks, paths and SQL stay in the log. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    if (res.headersSent) return res.end();
    if (error instanceof AppError) return sendError(res, STATUS_OF[error.kind], error.message, error.data);
    const known = EDGE_FAILURES[(error as { type?: string }).type ?? ''];
    if (known) return sendError(res, known[0], known[1]);
    const status = Number((error as { status?: unknown; statusCode?: unknown }).status ?? error?.statusCode);
    // Anything else the request caused (a malformed %-escape in the path, …) is the request's fault.
    if (status >= 400 && status < 500) {
      logger.info({ err: error, url: req.originalUrl }, 'refused request');
      return sendError(res, status === 413 ? 413 : 400, status === 413 ? TOO_LARGE : MALFORMED);
    }
    logger.error({ err: error, url: req.originalUrl }, 'unhandled error');
    sendError(res, 500, '服务器开小差了，请稍后再试');
  };
}

export const notFoundHandler: RequestHandler = (_req, res) => sendError(res, 404, '接口不存在');
