import type { ErrorRequestHandler } from 'express';
import { MulterError } from 'multer';
import type { Logger } from 'pino';
import { AppError } from '../shared/errors';
import { STATUS_OF, sendError } from './envelope';

/** Maps every failure to the envelope; stack traces and SQL stay in the log. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    if (error instanceof AppError) return sendError(res, STATUS_OF[error.kind], error.message, error.data);
    if (error instanceof MulterError) {
      if (error.code === 'LIMIT_FILE_SIZE' || error.code === 'LIMIT_FIELD_VALUE') {
        return sendError(res, 413, '上传文件过大');
      }
      return sendError(res, 400, '上传内容不正确');
    }
    const type = (error as { type?: string }).type;
    if (type === 'entity.too.large') return sendError(res, 413, '请求内容过大');
    if (type === 'entity.parse.failed') return sendError(res, 400, '请求格式不正确');
    logger.error({ err: error, url: req.originalUrl }, 'unhandled error');
    sendError(res, 500, '服务器开小差了，请稍后再试');
  };
}

export const notFoundHandler: import('express').RequestHandler = (_req, res) =>
  sendError(res, 404, '接口不存在');
