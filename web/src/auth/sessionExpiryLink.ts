import { ErrorLink } from '@apollo/client/link/error';
import { errorCode } from '../shared/graphqlErrors';

/** Signing in and out answer UNAUTHENTICATED for a wrong password or a gone session; that is not an expiry. */
const sessionOperations = new Set(['Login', 'Logout']);

/** Calls `onSessionLost` when any other operation is refused because the session has ended. */
export function sessionExpiryLink(onSessionLost: () => void): ErrorLink {
  return new ErrorLink(({ error, operation }) => {
    if (!sessionOperations.has(operation.operationName ?? '') && errorCode(error) === 'UNAUTHENTICATED') {
      onSessionLost();
    }
  });
}
