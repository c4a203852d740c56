import { Menu } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import { NavLink } from 'react-router-dom';
import { useViewer } from '../../auth/viewer';
import { type NavItem, navigationFor } from '../routes/navigation';
import { routes } from '../routes/routes';

function linkItem({ name, label, icon, href }: NavItem): MenuItem {
  return {
    id: `nav-${name}`,
    label,
    template: (_item, options) => (
      <NavLink
        to={href}
        end
        className={({ isActive }) => `${options.className} side-nav__link${isActive ? ' is-active' : ''}`}
      >
        <i className={`${options.iconClassName} ${icon}`} />
        <span className={options.labelClassName}>{label}</span>
      </NavLink>
    ),
  };
}

/** The sidebar: the live routes the signed-in role may open, grouped as in the route table. */
export function SideNav() {
  const { user } = useViewer();
  const model = navigationFor(routes, user.role).flatMap(({ title, items }): MenuItem[] =>
    title ? [{ label: title, items: items.map(linkItem) }] : items.map(linkItem),
  );
  return (
    <nav className="side-nav" aria-label="主导航">
      <Menu model={model} className="side-nav__menu" />
    </nav>
  );
}
