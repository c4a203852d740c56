import { useMutation } from '@apollo/client/react';
import { useNavigateTo } from '../app/routes/routeTo';
import { logoutMutation } from './operations';

/**
 * Ends the session on the server and opens Login (which forgets the cached data of the session).
 * If the server cannot be reached the user stays where they are and `error` says why.
 */
export function useSignOut() {
  const navigateTo = useNavigateTo();
  const [logout, { loading, error }] = useMutation(logoutMutation, {
    onCompleted: () => navigateTo('Login'),
    onError: () => {},
  });
  return { signOut: () => void logout(), signingOut: loading, error };
}
