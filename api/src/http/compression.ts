import compression from 'compression';
import type { Request, RequestHandler, Response } from 'express';

/** Answers smaller than this go as they are: below it compressing costs more than it saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * A download (any answer with `Content-Disposition`: stored files, exports, import templates) keeps
 * the bytes it was stored with, so byte ranges and the file's own compression stay intact; every
 * other compressible answer goes through `compression`'s own filter.
 */
export const isCompressible = (req: Request, res: Response): boolean =>
  !res.hasHeader('content-disposition') && compression.filter(req, res);

/**
 * Compresses answers above `COMPRESSION_THRESHOLD_BYTES` on the fly, brotli (quality 4) or gzip as
 * the caller's `Accept-Encoding` prefers, with `Vary: Accept-Encoding`. A caller that accepts no
 * encoding (the gateway's own REST client) gets plain answers at no cost.
 */
export function compressAnswers(): RequestHandler {
  return compression({ threshold: COMPRESSION_THRESHOLD_BYTES, filter: isCompressible });
}
