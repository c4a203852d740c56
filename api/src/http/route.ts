import { COMMON_MESSAGES } from '@school/machines';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { z } from 'zod';
import type { Role } from '../auth/tables';
import { contractCheckOn, outputDrift } from '../contract/check';
import { uploadTmpDir } from '../files/storage';
import { forbidden, invalid, unauthenticated } from '../shared/errors';
import type { EventMeta } from '../store/eventStore';
import { sendError, sendOk } from './envelope';
import { MALFORMED } from './errorHandler';
import { issueMessage, NUL_REFUSED } from './fields';
import {
  isMultipart,
  type MultipartLimits,
  readMultipart,
  removeUploads,
  UPLOAD_MALFORMED,
  type UploadedFile,
} from './multipart';
import { requestState } from './requestState';
import { mayChangeState } from './stateChanges';
import type { Viewer } from './viewer';

export interface RouteArgs<TInput> {
  input: TInput;
  viewer: Viewer;
  /** Unix seconds, read once at the edge for this request. */
  now: number;
  meta: EventMeta;
  /** Files of a multipart body (upload routes only), as temporary files removed after the handler. */
  files: readonly UploadedFile[];
  req: Request;
  res: Response;
}

export interface RouteSpec<TSchema extends z.ZodType, TOutput extends z.ZodType> {
  /** What the call does, in one line: the route's description in the API's published documentation. */
  summary?: string;
  /** Validates path params, query and body merged into one object; the first failing rule's message answers. */
  input?: TSchema;
  /** Roles allowed; default: any signed-in user. `public` routes need no session. */
  roles?: readonly Role[] | 'public';
  /**
   * The call changes state: it is refused unless it carries a credential or header that a page
   * element (`<img>`, `<form>`, a link) cannot send by itself (see `stateChanges.ts`).
   */
  changes?: boolean;
  /** Accepts a multipart body, streamed to disk within these limits once the caller is authorised. */
  upload?: MultipartLimits;
  /** Message of the envelope on success, e.g. 添加成功. */
  success?: string;
  /**
   * The `data` of a successful answer (`api/src/contract/`): the spec's fields under its names, with
   * what the product adds declared as extras. Published in the OpenAPI document; checked before
   * sending when `CONTRACT_CHECK=1` (the test suites). Required: a route without one does not compile.
   */
  output: TOutput;
  handler: (args: RouteArgs<z.output<TSchema>>) => Promise<z.input<TOutput>> | z.input<TOutput>;
}

/**
 * How much of a refused upload's unread rest is drained, and for how long, before the connection is
 * closed instead: a client sending a little over a limit reads the answer, not a reset; one sending
 * far more (or slowly) is cut off.
 */
const UNREAD_DRAIN = { bytes: 16 * 1024 * 1024, ms: 5000 } as const;

/** Whether the request's body ends (read or drained) within the drain's budget. */
function drained(req: Request, budget: { bytes: number; ms: number }): Promise<boolean> {
  if (req.readableEnded) return Promise.resolve(true);
  return new Promise((resolve) => {
    let read = 0;
    const done = (ended: boolean) => {
      clearTimeout(timer);
      req.off('end', onEnd);
      req.off('data', onData);
      resolve(ended);
    };
    const onEnd = () => done(true);
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read > budget.bytes) done(false);
    };
    const timer = setTimeout(() => done(false), budget.ms);
    req.on('end', onEnd);
    req.on('data', onData);
    req.resume();
  });
}

/** The one way a route parses, authorises, runs and answers. */
export function route<TSchema extends z.ZodType = z.ZodUnknown, TOutput extends z.ZodType = z.ZodUnknown>(
  spec: RouteSpec<TSchema, TOutput>,
): RequestHandler {
  const checked = spec.output && contractCheckOn() ? spec.output : undefined;
  const handler = async (req: Request, res: Response, next: NextFunction) => {
    let files: UploadedFile[] = [];
    try {
      const state = requestState(res);
      const viewer = state.viewer;
      if (spec.roles !== 'public') {
        if (!viewer)
          throw unauthenticated(
            state.sessionExpired ? COMMON_MESSAGES.sessionExpired : COMMON_MESSAGES.signInFirst,
          );
        if (spec.roles && !spec.roles.includes(viewer.role)) throw forbidden();
      }
      if (spec.changes) mayChangeState(req);
      let body: unknown = req.body;
      if (isMultipart(req)) {
        // Multipart is read only here: after the route, the role and the limits are known.
        if (!spec.upload) throw invalid(UPLOAD_MALFORMED);
        const read = await readMultipart(req, spec.upload, uploadTmpDir());
        files = read.files;
        body = read.fields;
      }
      if (Array.isArray(body)) throw invalid(MALFORMED);
      const raw = { ...(req.query as object), ...(isObject(body) ? body : {}), ...req.params };
      if (containsNul(raw)) throw invalid(NUL_REFUSED);
      const parsed = await (spec.input ?? z.unknown()).safeParseAsync(raw);
      if (!parsed.success) throw invalid(issueMessage(parsed.error.issues[0]));
      const result = await spec.handler({
        input: parsed.data as z.output<TSchema>,
        viewer: viewer as Viewer,
        now: Math.floor(state.now / 1000),
        meta: {
          actorId: viewer ? String(viewer.id) : null,
          role: viewer?.role ?? null,
          requestId: state.requestId,
        },
        files,
        req,
        res,
      });
      const data = result ?? null;
      if (checked) {
        const drift = await outputDrift(checked, data, req);
        if (drift) return sendError(res, 500, drift);
      }
      sendOk(res, data, spec.success);
    } catch (error) {
      // The unread rest of a refused upload is drained within a budget, so a client still sending its
      // last bytes reads the answer instead of a reset; a longer one closes the connection after it.
      if (isMultipart(req) && !(await drained(req, UNREAD_DRAIN))) res.setHeader('connection', 'close');
      next(error);
    } finally {
      if (files.length > 0) await removeUploads(files);
    }
  };
  // Kept on the handler so the route table can be read with its specs: the security suite reads the
  // inputs, the published description (`openapi.ts`) everything but the handler.
  const info: RouteSpecInfo = {
    summary: spec.summary,
    input: spec.input,
    roles: spec.roles,
    changes: spec.changes === true,
    upload: spec.upload,
    success: spec.success,
    output: spec.output,
  };
  return Object.assign(handler, { routeSpec: info });
}

/** What a route handler made by `route()` tells about itself. */
export interface RouteSpecInfo {
  summary: string | undefined;
  input: z.ZodType | undefined;
  roles: readonly Role[] | 'public' | undefined;
  changes: boolean;
  upload: MultipartLimits | undefined;
  success: string | undefined;
  output: z.ZodType;
}

/** The spec of a handler made by `route()`, or `undefined` for any other handler. */
export function routeSpecOf(handler: unknown): RouteSpecInfo | undefined {
  return typeof handler === 'function' ? (handler as { routeSpec?: RouteSpecInfo }).routeSpec : undefined;
}

/** Whether any string in the input, at any depth, holds a NUL character (PostgreSQL refuses them). */
function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (depth > 8 || typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(([key, v]) => key.includes('\0') || containsNul(v, depth + 1));
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
