import { RequireSession } from '../../auth/RequireSession';
import { AppFrame } from './AppFrame';

/** Everything behind sign-in, loaded as its own chunk so Login's first visit does not download it. */
export default function SignedInArea() {
  return (
    <RequireSession>
      <AppFrame />
    </RequireSession>
  );
}
