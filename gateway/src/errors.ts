import { COMMON_MESSAGES, refusalCodeFor } from '@school/machines';
import type { ErrorRequestHandler } from 'express';
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
  429: 'TOO_MANY_REQUESTS',
};

/** Statuses that mean the request was too large, whatever the upstream said (414 URI, 431 headers). */
const TOO_LARGE_STATUSES = new Set([413, 414, 431]);
export const TOO_LARGE_MESSAGE = COMMON_MESSAGES.tooLarge;

/**
 * A REST failure as a GraphQL error: a known status keeps the API's `msg` (the spec's words),
 * anything else becomes INTERNAL_SERVER_ERROR with the generic message. `status` is the HTTP status.
 * A refusal of REFUSAL_CODES carries its own code (HOMEWORK_RECALLED, DEADLINE_PASSED, …), others
 * the code of their status.
 */
export function restError(status: number, msg: string | undefined): GraphQLError {
  if (TOO_LARGE_STATUSES.has(status)) {
    // `http` sets the status of the whole answer: a request too large is the caller's fault, a 4xx.
    return new GraphQLError(msg ?? TOO_LARGE_MESSAGE, {
      extensions: { code: 'BAD_USER_INPUT', status: 413, http: { status: 413 } },
    });
  }
  const code = codeByStatus[status];
  if (!code || !msg) {
    return new GraphQLError(GENERIC_MESSAGE, { extensions: { code: 'INTERNAL_SERVER_ERROR', status } });
  }
  return new GraphQLError(msg, { extensions: { code: refusalCodeFor(status, msg) ?? code, status } });
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
  if (formatted.extensions?.code !== 'INTERNAL_SERVER_ERROR') return shortened(formatted);
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

/** graphql-js's hints (`Did you mean "health"?`, `Did you mean the enum value "NEW"?`): names need no `?`. */
const SUGGESTION = / ?Did you mean [^?]*\?/g;

/** A message without graphql-js's hints at names of the schema. */
export const withoutSuggestions = (message: string): string => message.replace(SUGGESTION, '');

/**
 * `maskError` for a gateway with introspection off: no answer names what the caller misspelt's
 * neighbours are, whether from validation or from coercing variables (which Apollo's own
 * `hideSchemaDetailsFromClientErrors` leaves alone).
 */
export function maskErrorWithoutSuggestions(
  formatted: GraphQLFormattedError,
  error: unknown,
): GraphQLFormattedError {
  const masked = maskError(formatted, error);
  const message = withoutSuggestions(masked.message);
  return message === masked.message ? masked : { ...masked, message };
}

/**
 * Parse and validation messages quote the request (a name may be megabytes long): keep them short.
 * BAD_REQUEST messages are the server's own sentences about the HTTP request (the CSRF prevention's
 * names the headers a client must send) and stay whole.
 */
const MESSAGE_MAX = 300;
const shortened = (formatted: GraphQLFormattedError): GraphQLFormattedError =>
  formatted.message.length <= MESSAGE_MAX || formatted.extensions?.code === 'BAD_REQUEST'
    ? formatted
    : { ...formatted, message: `${formatted.message.slice(0, MESSAGE_MAX)}…` };

/** Failures of reading the HTTP body (body-parser's `type`), as a status and our message. */
const BODY_FAILURES: Record<string, [status: number, message: string]> = {
  'entity.parse.failed': [400, COMMON_MESSAGES.malformed],
  'entity.too.large': [413, TOO_LARGE_MESSAGE],
  'charset.unsupported': [415, COMMON_MESSAGES.badEncoding],
  'encoding.unsupported': [415, COMMON_MESSAGES.badEncoding],
  'request.aborted': [400, COMMON_MESSAGES.malformed],
  'request.size.invalid': [400, COMMON_MESSAGES.malformed],
};

/**
 * Errors before GraphQL runs (malformed JSON, an unsupported charset or encoding, a body over the
 * limit, a gzip bomb) answer a GraphQL error with a 4xx status: never Express's HTML page, a stack
 * or a file path.
 */
export const bodyErrorHandler: ErrorRequestHandler = (error, _req, res, next) => {
  if (res.headersSent) return next(error);
  const known = BODY_FAILURES[(error as { type?: string }).type ?? ''];
  const status = known?.[0] ?? 400;
  if (!known) log.warn('request refused', { err: String(error) });
  res.status(status).json({
    errors: [
      { message: known?.[1] ?? COMMON_MESSAGES.malformed, extensions: { code: 'BAD_REQUEST', status } },
    ],
  });
};
