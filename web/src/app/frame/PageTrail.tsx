import { useEffect } from 'react';
import { Link, useMatches, useParams, useSearchParams } from 'react-router-dom';
import { t } from '../i18n/zh-CN';
import type { RouteHandle } from '../routes/handle';
import { formatHref, type ParamSpec, parseParams } from '../routes/params';
import { type RouteName, routes } from '../routes/routes';
import { navSections, type RouteRow } from '../routes/row';

const PRODUCT = t('teachingBackOffice');

interface Crumb {
  label: string;
  href?: string;
}

function crumbsOf(
  name: RouteName,
  pathParams: Record<string, string | undefined>,
  query: URLSearchParams,
): Crumb[] {
  const row: RouteRow<ParamSpec> = routes[name];
  if (row.nav) {
    const section = row.nav.section && navSections[row.nav.section];
    return [...(section ? [{ label: section }] : []), { label: row.nav.label }];
  }
  if (!row.trail) return [];
  const parentName = row.trail.parent.route as RouteName;
  const parent: RouteRow<ParamSpec> = routes[parentName];
  const params = parseParams(row.params, pathParams, query);
  const title = params && row.trail.titleFor ? row.trail.titleFor(params) : row.trail.title;
  const above = crumbsOf(parentName, {}, new URLSearchParams()).slice(0, -1);
  return [
    ...above,
    {
      label: parent.nav?.label ?? parent.trail?.title ?? parentName,
      href: formatHref(parent.params, parent.path, row.trail.parent.params ?? {}),
    },
    { label: title },
  ];
}

/** Where the user is: section, the page above (a link back) and the page's title; also the tab's title. */
export function PageTrail() {
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  const pathParams = useParams();
  const [query] = useSearchParams();
  const crumbs = handle ? crumbsOf(handle.name, pathParams, query) : [];
  const current = crumbs.at(-1)?.label;
  useEffect(() => {
    document.title = current ? `${current} - ${PRODUCT}` : PRODUCT;
  }, [current]);
  if (crumbs.length === 0) return null;
  return (
    <nav className="page-trail" aria-label={t('youAreHere')}>
      <ol>
        {crumbs.map((crumb, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li key={crumb.label} className={last ? 'page-trail__current' : 'page-trail__step'}>
              {crumb.href && !last ? (
                <Link to={crumb.href}>{crumb.label}</Link>
              ) : (
                <span aria-current={last ? 'page' : undefined}>{crumb.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
