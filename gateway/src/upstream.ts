import { COMMON_MESSAGES } from '@school/machines';
import type { GatewayContext } from './context';
import { restError } from './errors';
import { log } from './log';
import type { RestMe } from './rest/auth';

/** The one client of the REST API. Every resolver reaches the API through `request`. */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  /** Query string; `null` and `undefined` values are left out. */
  query?: Record<string, QueryValue>;
  /** Sent as JSON. */
  body?: unknown;
  /** How long this call may take; long work (exports, PDF renders) passes LONG_WORK_TIMEOUT_MS. */
  timeoutMs?: number;
}

/** Longest REST URL sent (Node's HTTP server refuses request heads over 16 KB). */
const URL_MAX = 8 * 1024;

/** How long one REST call may take before the caller gets the generic error (UPSTREAM_TIMEOUT_MS). */
const TIMEOUT_MS = Number(process.env.UPSTREAM_TIMEOUT_MS) || 15_000;

/**
 * Calls that build a file (exports, PDF renders): the API gives that work up to 60 s in a worker, after
 * waiting its turn for a slot, so the gateway waits longer than for an ordinary call.
 */
export const LONG_WORK_TIMEOUT_MS = Number(process.env.UPSTREAM_LONG_WORK_TIMEOUT_MS) || 90_000;

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/**
 * Calls the REST API's `/api${path}` as the caller (Bearer token, request id, address) and answers the
 * envelope's `data`; a failure throws a GraphQLError that keeps the API's message (see `restError`).
 */
export async function request<T>(
  ctx: GatewayContext,
  method: HttpMethod,
  path: `/${string}`,
  options: RequestOptions = {},
): Promise<T> {
  const target = targetOf(path, options.query);
  // Filters travel in the query string; one too long for any HTTP server is the caller's mistake.
  if (target.length > URL_MAX) throw restError(414, undefined);
  // x-requested-with: the API accepts state changes only with a header a page element cannot send.
  const headers: Record<string, string> = {
    accept: 'application/json',
    'x-request-id': ctx.requestId,
    'x-requested-with': 'school-gateway',
  };
  if (ctx.token) headers.authorization = `Bearer ${ctx.token}`;
  if (ctx.forwardedFor) headers['x-forwarded-for'] = ctx.forwardedFor;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let status: number;
  let envelope: Partial<Envelope<T>> | undefined;
  try {
    const answer = await ctx.upstream.send({
      method,
      target,
      headers,
      body,
      timeoutMs: options.timeoutMs ?? TIMEOUT_MS,
    });
    status = answer.status;
    envelope = parseEnvelope<T>(answer.text);
  } catch (err) {
    const timedOut = (err as { name?: string }).name === 'TimeoutError';
    log.error(timedOut ? 'upstream timed out' : 'upstream unreachable', {
      method,
      path,
      requestId: ctx.requestId,
      err: String(err),
    });
    throw restError(timedOut ? 504 : 502, undefined);
  }

  const ok = status >= 200 && status < 300;
  if (ok && envelope?.code === 0) return envelope.data as T;
  const failure = ok ? failureStatus(envelope?.code) : status;
  if (failure >= 500) {
    log.error('upstream failed', {
      method,
      path,
      status: failure,
      requestId: ctx.requestId,
      msg: envelope?.msg,
    });
  }
  throw restError(failure, typeof envelope?.msg === 'string' ? envelope.msg : undefined);
}

/** `/api${path}` with its query string, as a URL normalises them (whichever transport carries the call). */
function targetOf(path: string, query: RequestOptions['query']): string {
  const url = new URL(`/api${path}`, 'http://upstream');
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined) url.searchParams.append(key, String(value));
  }
  return `${url.pathname}${url.search}`;
}

function parseEnvelope<T>(text: string): Partial<Envelope<T>> | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Partial<Envelope<T>>) : undefined;
  } catch {
    return undefined;
  }
}

/** A 2xx answer with a non-zero `code`: the code is the status (by the contract), else a server error. */
function failureStatus(code: unknown): number {
  return typeof code === 'number' && code >= 400 && code < 600 ? code : 500;
}

/** The signed-in user (`GET /api/auth/me`): once per GraphQL request, and shared by a session's requests for a second. */
export function loadViewer(ctx: GatewayContext): Promise<RestMe> {
  const load = () => request<RestMe>(ctx, 'GET', '/auth/me');
  ctx.viewer ??= ctx.token ? ctx.recentViewers.load(ctx.token, load) : load();
  return ctx.viewer;
}

export type RolePrefix = 'lector' | 'assistants';

/** The caller's role: remembered for their session, else from `GET /api/auth/me`. */
async function roleOf(ctx: GatewayContext): Promise<RestMe['role']> {
  const known = ctx.token ? ctx.sessionRoles.get(ctx.token) : undefined;
  if (known) return known;
  const { role } = await loadViewer(ctx);
  if (ctx.token) ctx.sessionRoles.remember(ctx.token, role);
  return role;
}

/** The staff prefix of the caller's REST calls: teacher → `lector`, assistant → `assistants`. */
export async function rolePrefix(ctx: GatewayContext): Promise<RolePrefix> {
  const role = await roleOf(ctx);
  switch (role) {
    case 'teacher':
      return 'lector';
    case 'assistant':
      return 'assistants';
    case 'student':
    case 'admin':
      throw restError(403, COMMON_MESSAGES.forbidden);
    default: {
      const unknownRole: never = role;
      log.warn('unknown role', { role: unknownRole, requestId: ctx.requestId });
      throw restError(403, COMMON_MESSAGES.forbidden);
    }
  }
}

/** The caller's staff REST calls, bound to their role's prefix: resolvers name only the path. */
export interface StaffClient {
  request<T>(method: HttpMethod, path: `/${string}`, options?: RequestOptions): Promise<T>;
}

export const staffClient = (ctx: GatewayContext): StaffClient => ({
  request: async <T>(method: HttpMethod, path: `/${string}`, options?: RequestOptions) =>
    request<T>(ctx, method, `/${await rolePrefix(ctx)}${path}`, options),
});
