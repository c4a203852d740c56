import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isStudentPath } from '../shared/session/roles';
import LoginScreen, { type LoginLocationState } from './LoginScreen';

/**
 * The router's Login route, met once the app is running (signing out, a session that ended): the
 * Login screen, forgetting what the GraphQL client cached for the previous session.
 */
export default function LoginRoute({ params }: { params: { redirect?: string } }) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const state = useLocation().state as LoginLocationState | null;

  // Whatever was cached belonged to the previous session.
  useEffect(() => {
    void client.clearStore();
  }, [client]);

  return (
    <LoginScreen
      redirect={params.redirect}
      sessionExpired={Boolean(state?.sessionExpired)}
      onSignedIn={(target) =>
        // The student side is another entry: a page load, not a route of this router.
        isStudentPath(target) ? window.location.assign(target) : void navigate(target, { replace: true })
      }
    />
  );
}
