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
}

/** How long one REST call may take before the caller gets the generic error (UPSTREAM_TIMEOUT_MS). */
const TIMEOUT_MS = Number(process.env.UPSTREAM_TIMEOUT_MS) || 15_000;

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/**
 * Calls `${upstreamUrl}/api${path}` as the caller (Bearer token, request id, address) and answers the
 * envelope's `data`; a failure throws a GraphQLError that keeps the API's message (see `restError`).
 */
export async function request<T>(
  ctx: GatewayContext,
  method: HttpMethod,
  path: `/${string}`,
  options: RequestOptions = {},
): Promise<T> {
  const url = urlOf(ctx.upstreamUrl, path, options.query);
  const headers: Record<string, string> = { accept: 'application/json', 'x-request-id': ctx.requestId };
  if (ctx.token) headers.authorization = `Bearer ${ctx.token}`;
  if (ctx.forwardedFor) headers['x-forwarded-for'] = ctx.forwardedFor;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  let envelope: Partial<Envelope<T>> | undefined;
  try {
    response = await fetch(url, { method, headers, body, signal: AbortSignal.timeout(TIMEOUT_MS) });
    envelope = await readEnvelope<T>(response);
  } catch (err) {
    const timedOut = err instanceof DOMException && err.name === 'TimeoutError';
    log.error(timedOut ? 'upstream timed out' : 'upstream unreachable', {
      method,
      path,
      requestId: ctx.requestId,
      err: String(err),
    });
    throw restError(timedOut ? 504 : 502, undefined);
  }

  if (response.ok && envelope?.code === 0) return envelope.data as T;
  const status = response.ok ? failureStatus(envelope?.code) : response.status;
  if (status >= 500) {
    log.error('upstream failed', { method, path, status, requestId: ctx.requestId, msg: envelope?.msg });
  }
  throw restError(status, typeof envelope?.msg === 'string' ? envelope.msg : undefined);
}

function urlOf(base: string, path: string, query: RequestOptions['query']): string {
  const url = new URL(`${base}/api${path}`);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined) url.searchParams.append(key, String(value));
  }
  return url.toString();
}

async function readEnvelope<T>(response: Response): Promise<Partial<Envelope<T>> | undefined> {
  const text = await response.text();
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

/** The signed-in user, fetched at most once per GraphQL request (`GET /api/auth/me`). */
export function loadViewer(ctx: GatewayContext): Promise<RestMe> {
  ctx.viewer ??= request<RestMe>(ctx, 'GET', '/auth/me');
  return ctx.viewer;
}

export type RolePrefix = 'lector' | 'assistants';

/** The staff prefix of the caller's REST calls: teacher → `lector`, assistant → `assistants`. */
export async function rolePrefix(ctx: GatewayContext): Promise<RolePrefix> {
  const viewer = await loadViewer(ctx);
  switch (viewer.role) {
    case 'teacher':
      return 'lector';
    case 'assistant':
      return 'assistants';
    case 'student':
    case 'admin':
      throw restError(403, '无权访问该接口');
    default: {
      const unknownRole: never = viewer.role;
      log.warn('unknown role', { role: unknownRole, requestId: ctx.requestId });
      throw restError(403, '无权访问该接口');
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
