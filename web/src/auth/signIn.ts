import type { ApolloClient } from '@apollo/client';
import type { SessionViewerFragment } from '../generated/graphql';
import { UserFacingError } from '../shared/graphqlErrors';
import { isStaff } from '../shared/session/roles';
import type { Credentials } from './loginMachine';
import { loginMutation, logoutMutation, sessionQuery } from './operations';

export const NOT_STAFF_MESSAGE = '该账号无权登录教师后台';

/**
 * Signs in and records the session where `RequireSession` reads it. A student or administrator account
 * is signed straight out again: the back-office is for teachers and assistants.
 */
export async function signIn(client: ApolloClient, credentials: Credentials): Promise<SessionViewerFragment> {
  const { data, error } = await client.mutate({ mutation: loginMutation, variables: credentials });
  if (!data) throw error;
  const { viewer } = data.login;
  if (!isStaff(viewer.user.role)) {
    await client.mutate({ mutation: logoutMutation });
    throw new UserFacingError(NOT_STAFF_MESSAGE);
  }
  client.writeQuery({ query: sessionQuery, data: { me: viewer } });
  return viewer;
}
