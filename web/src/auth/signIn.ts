import type { SessionViewerFragment } from '../generated/graphql';
import { UserFacingError } from '../shared/graphqlErrors';
import { isStaff } from '../shared/session/roles';
import { gatewayRequest } from './gatewayRequest';
import { t } from './i18n/zh-CN';
import type { Credentials } from './loginMachine';
import { loginMutation, logoutMutation } from './operations';

export const NOT_STAFF_MESSAGE = t('thisAccountMayNotSign');

/**
 * Signs in (the gateway sets the session cookie). Staff go to the back-office and students to the
 * student side; an administrator account is signed straight out again. The signed-in frame then reads
 * the session with its GraphQL client, so Login loads no client of its own.
 */
export async function signIn(credentials: Credentials): Promise<SessionViewerFragment> {
  const { viewer } = (await gatewayRequest(loginMutation, credentials)).login;
  if (!isStaff(viewer.user.role) && viewer.user.role !== 'STUDENT') {
    await gatewayRequest(logoutMutation, {});
    throw new UserFacingError(NOT_STAFF_MESSAGE);
  }
  return viewer;
}
