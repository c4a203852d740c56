import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { t } from './i18n/zh-CN';

/** Said when the gateway could not be reached or answered something unreadable. */
const NETWORK_MESSAGE = t('networkErrorPleaseCheckYour');

/** An error raised by the web itself whose message is written for the user. */
export class UserFacingError extends Error {}

interface GatewayError {
  message: string;
  code: string | undefined;
}

function gatewayErrors(error: unknown): GatewayError[] {
  const toGatewayError = (e: { message: string; extensions?: Record<string, unknown> | undefined }) => ({
    message: e.message,
    code: typeof e.extensions?.code === 'string' ? e.extensions.code : undefined,
  });
  if (CombinedGraphQLErrors.is(error)) return error.errors.map(toGatewayError);
  if (ServerError.is(error)) {
    try {
      const body = JSON.parse(error.bodyText) as { errors?: GatewayError[] };
      return (body.errors ?? []).map(toGatewayError);
    } catch {
      return [];
    }
  }
  return [];
}

/** The gateway's code of the first error (UNAUTHENTICATED, FORBIDDEN, BAD_USER_INPUT, TOO_MANY_REQUESTS, …). */
export function errorCode(error: unknown): string | undefined {
  return gatewayErrors(error)[0]?.code;
}

/** A permission refusal: shown as 无权访问, never as "not found" or an empty list. */
export const isForbidden = (error: unknown): boolean => errorCode(error) === 'FORBIDDEN';

/** The message to show: the server's own (Chinese) message when there is one. */
export function errorMessage(error: unknown): string {
  if (error instanceof UserFacingError) return error.message;
  return gatewayErrors(error)[0]?.message ?? NETWORK_MESSAGE;
}
