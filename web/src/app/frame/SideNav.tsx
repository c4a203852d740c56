import type { KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useViewer } from '../../shared/session/viewer';
import { navigationFor } from '../routes/navigation';
import { routes } from '../routes/routes';
import { activeNavHref } from './activeNav';
import './sideNav.css';
import { t } from '../i18n/zh-CN';

/**
 * Arrow keys move between the links (wrapping, Home and End to the ends); Space opens a link as Enter
 * does. Tab enters and leaves the list as one stop after another, as links always do.
 */
function onNavKey(event: KeyboardEvent<HTMLElement>) {
  const links = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>('a.side-nav__link')];
  const at = links.indexOf(document.activeElement as HTMLAnchorElement);
  if (at < 0) return;
  const go = (index: number) => {
    event.preventDefault();
    links[(index + links.length) % links.length]?.focus();
  };
  switch (event.key) {
    case 'ArrowDown':
      return go(at + 1);
    case 'ArrowUp':
      return go(at - 1);
    case 'Home':
      return go(0);
    case 'End':
      return go(links.length - 1);
    case ' ':
      event.preventDefault();
      links[at]?.click();
      return;
    default:
      return;
  }
}

/** The sidebar: the live routes the signed-in role may open, grouped as in the route table. */
export function SideNav() {
  const { user } = useViewer();
  const groups = navigationFor(routes, user.role);
  const { pathname } = useLocation();
  const active = activeNavHref(
    groups.flatMap((g) => g.items.map((i) => i.href)),
    pathname,
  );
  return (
    <nav className="side-nav" aria-label={t('mainNavigation')} onKeyDown={onNavKey}>
      {groups.map(({ title, items }) => (
        <section key={title ?? ''} className="side-nav__group" aria-label={title}>
          {title && (
            <p className="side-nav__title" aria-hidden="true">
              {title}
            </p>
          )}
          <ul className="side-nav__list">
            {items.map((item) => (
              <li key={item.name}>
                <Link
                  id={`nav-${item.name}`}
                  to={item.href}
                  aria-current={item.href === active ? 'page' : undefined}
                  className={`side-nav__link${item.href === active ? ' is-active' : ''}`}
                >
                  <i className={`side-nav__icon ${item.icon}`} aria-hidden="true" />
                  <span className="side-nav__label">{item.label}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
