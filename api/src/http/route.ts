import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { z } from 'zod';
import type { Role } from '../auth/tables';
import { forbidden, invalid, unauthenticated } from '../shared/errors';
import type { EventMeta } from '../store/eventStore';
import { sendOk } from './envelope';
import { requestState } from './requestState';
import type { Viewer } from './viewer';

export interface RouteArgs<TInput> {
  input: TInput;
  viewer: Viewer;
  /** Unix seconds, read once at the edge for this request. */
  now: number;
  meta: EventMeta;
  req: Request;
  res: Response;
}

interface RouteSpec<TSchema extends z.ZodType, TResult> {
  /** Validates path params, query and body merged into one object; the first failing rule's message answers. */
  input?: TSchema;
  /** Roles allowed; default: any signed-in user. `public` routes need no session. */
  roles?: readonly Role[] | 'public';
  /** Message of the envelope on success, e.g. 添加成功. */
  success?: string;
  handler: (args: RouteArgs<z.output<TSchema>>) => Promise<TResult> | TResult;
}

/** The one way a route parses, authorises, runs and answers. */
export function route<TSchema extends z.ZodType = z.ZodUnknown, TResult = unknown>(
  spec: RouteSpec<TSchema, TResult>,
): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const state = requestState(res);
      const viewer = state.viewer;
      if (spec.roles !== 'public') {
        if (!viewer) throw unauthenticated(state.sessionExpired ? '登录已过期，请重新登录' : '请先登录');
        if (spec.roles && !spec.roles.includes(viewer.role)) throw forbidden();
      }
      const raw = { ...(req.query as object), ...(isObject(req.body) ? req.body : {}), ...req.params };
      const parsed = (spec.input ?? z.unknown()).safeParse(raw);
      if (!parsed.success) throw invalid(parsed.error.issues[0]?.message ?? '参数不正确');
      const result = await spec.handler({
        input: parsed.data as z.output<TSchema>,
        viewer: viewer as Viewer,
        now: Math.floor(state.now / 1000),
        meta: {
          actorId: viewer ? String(viewer.id) : null,
          role: viewer?.role ?? null,
          requestId: state.requestId,
        },
        req,
        res,
      });
      sendOk(res, result ?? null, spec.success);
    } catch (error) {
      next(error);
    }
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
