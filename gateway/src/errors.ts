import type { GraphQLFormattedError } from 'graphql';
import { GraphQLError } from 'graphql';
import { log } from './log';

/** Said instead of any message we did not write ourselves (upstream 5xx, bugs, unreachable API). */
export const GENERIC_MESSAGE = '服务器繁忙，请稍后再试';

/** The REST statuses whose `msg` is meant for the user, and their GraphQL codes. */
const codeByStatus: Record<number, string> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'BAD_USER_INPUT',
  429: 'TOO_MANY_REQUESTS',
};

/**
 * A REST failure as a GraphQL error: a known status keeps the API's `msg` (the spec's words),
 * anything else becomes INTERNAL_SERVER_ERROR with the generic message. `status` is the HTTP status.
 */
export function restError(status: number, msg: string | undefined): GraphQLError {
  const code = codeByStatus[status];
  if (!code || !msg) {
    return new GraphQLError(GENERIC_MESSAGE, { extensions: { code: 'INTERNAL_SERVER_ERROR', status } });
  }
  return new GraphQLError(msg, { extensions: { code, status } });
}

/** By name, not instanceof: with two copies of graphql loaded (its ESM and CJS builds) instanceof lies. */
export const isGraphQLError = (error: unknown): error is GraphQLError =>
  error instanceof Error && error.name === 'GraphQLError';

/**
 * Apollo `formatError`. A GraphQLError thrown by a resolver was made on purpose and passes as is;
 * anything else thrown by a resolver is a bug: it is logged and answered with the generic message.
 * Request errors (parse, validation, limits) carry their own codes and pass unchanged.
 */
export function maskError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  if (formatted.extensions?.code !== 'INTERNAL_SERVER_ERROR') return formatted;
  const cause = isGraphQLError(error) && error.path && error.originalError ? error.originalError : error;
  if (isGraphQLError(cause)) return formatted;
  log.error('resolver failed', {
    path: formatted.path,
    err: cause instanceof Error ? { message: cause.message, stack: cause.stack } : String(cause),
  });
  return {
    message: GENERIC_MESSAGE,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
    ...(formatted.locations ? { locations: formatted.locations } : {}),
    ...(formatted.path ? { path: formatted.path } : {}),
  };
}
