import express, { type Request, type RequestHandler } from 'express';
import { requestState } from './requestState';

/**
 * Calls whose JSON body carries a file as base64 (how the GraphQL gateway forwards uploads): they
 * may be as large as the file limit plus a third; every other JSON body stays small.
 */
const FILE_IN_JSON = [/\/ques\/import\/[12]$/, /\/uploadNotes$/];
const carriesFile = (req: Request) => FILE_IN_JSON.some((pattern) => pattern.test(req.path));
const isJson = (req: Request) => Boolean(req.is('application/json'));

/**
 * JSON and form-urlencoded bodies, size-capped after decompression (a gzip bomb is refused at the
 * cap). Runs after authentication. Multipart is not read here: only an upload route reads it, after authorisation (route.ts).
 */
export function bodyParsers(): RequestHandler[] {
  const fileJson = express.json({
    limit: '28mb',
    type: (req) => isJson(req as Request) && carriesFile(req as Request),
  });
  return [
    express.json({ limit: '2mb', type: (req) => isJson(req as Request) && !carriesFile(req as Request) }),
    // A large body is read only for a signed-in caller (the route then checks the role).
    (req, res, next) => (requestState(res).viewer ? fileJson(req, res, next) : next()),
    express.urlencoded({ extended: false, limit: '2mb', parameterLimit: 200 }),
  ];
}
