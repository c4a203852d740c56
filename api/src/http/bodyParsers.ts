import express, { type Request, type RequestHandler } from 'express';
import multer from 'multer';

export const UPLOAD_LIMIT_BYTES = 20 * 1024 * 1024;

/**
 * Calls whose JSON body carries a file as base64 (how the GraphQL gateway forwards uploads): they
 * may be as large as the file limit plus a third; every other JSON body stays small.
 */
const FILE_IN_JSON = [/\/ques\/import\/[12]$/];
const carriesFile = (req: Request) => FILE_IN_JSON.some((pattern) => pattern.test(req.path));
const isJson = (req: Request) => Boolean(req.is('application/json'));

/** JSON, form-urlencoded and multipart bodies; multipart files stay in memory for the route to check. */
export function bodyParsers(): RequestHandler[] {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 10, fields: 200, fieldSize: 2 * 1024 * 1024 },
  });
  return [
    express.json({ limit: '2mb', type: (req) => isJson(req as Request) && !carriesFile(req as Request) }),
    express.json({ limit: '28mb', type: (req) => isJson(req as Request) && carriesFile(req as Request) }),
    express.urlencoded({ extended: false, limit: '2mb' }),
    upload.any(),
  ];
}
