import { useMatches } from 'react-router-dom';
import type { RouteHandle } from '../router';
import { routes } from '../routes/routes';
import { navSections } from '../routes/row';

/** Where the user is: the navigation section and label of the open route. */
export function PageTrail() {
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  const nav = handle && routes[handle.name].nav;
  if (!nav) return null;
  return (
    <nav className="page-trail" aria-label="当前位置">
      {nav.section && <span className="page-trail__section">{navSections[nav.section]}</span>}
      <span className="page-trail__current">{nav.label}</span>
    </nav>
  );
}
