import type { StaffRole } from '../../shared/session/roles';
import type { ParamSpec } from './params';
import { formatHref } from './params';
import { type Access, navSections, type RouteRow } from './row';

export interface NavItem {
  name: string;
  label: string;
  icon: string;
  href: string;
}

export interface NavGroup {
  /** Absent for the entries above the groups. */
  title?: string;
  items: NavItem[];
}

type NavRow = Pick<RouteRow<ParamSpec>, 'path' | 'params' | 'access' | 'nav' | 'live'>;

export const mayOpen = (access: Access, role: StaffRole): boolean =>
  access !== 'public' && access.includes(role);

/**
 * The sidebar for a role: rows with a navigation entry, a live screen and the role among those allowed,
 * in table order, grouped by section.
 */
export function navigationFor(table: Readonly<Record<string, NavRow>>, role: StaffRole): NavGroup[] {
  const groups: NavGroup[] = [];
  for (const [name, { nav, live, access, path, params }] of Object.entries(table)) {
    if (!nav || !live || !mayOpen(access, role)) continue;
    const item: NavItem = { name, label: nav.label, icon: nav.icon, href: formatHref(params, path, {}) };
    const title = nav.section && navSections[nav.section];
    const group = groups.find((g) => g.title === title);
    if (group) group.items.push(item);
    else groups.push(title ? { title, items: [item] } : { items: [item] });
  }
  return groups;
}
