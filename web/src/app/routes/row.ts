import type { Capability } from '../../shared/session/capabilities';
import type { StaffRole } from '../../shared/session/roles';
import { t } from '../i18n/zh-CN';
import type { ParamSpec, ParamsOf } from './params';

/** Who may open a route: anyone (no sign-in, no frame) or the listed staff roles, inside the frame. */
export type Access = 'public' | readonly StaffRole[];

export const navSections = {
  teaching: t('teaching'),
  classes: t('classes2'),
  community: t('community2'),
  personal: t('personal'),
} as const;

export interface NavEntry {
  label: string;
  /** A PrimeIcons class, e.g. `pi pi-home`. */
  icon: string;
  /** The sidebar group; entries without one sit above the groups. */
  section?: keyof typeof navSections;
}

/** Where a sub-page sits: its title and the page it belongs to, for the breadcrumb and 返回. */
export interface PageTrailEntry<S extends ParamSpec> {
  title: string;
  /** A title that depends on the parameters, e.g. 复制作业 for a copy. */
  titleFor?(params: ParamsOf<S>): string;
  /** The route name of the page above, with the parameters of the link to it. */
  parent: { route: string; params?: Record<string, unknown> };
}

export interface RouteDefinition<S extends ParamSpec, L extends boolean> {
  path: string;
  params: S;
  access: Access;
  /** A capability the viewer also needs (e.g. canDispatch to publish); without it the page says 无权访问. */
  capability?: Capability;
  nav?: NavEntry;
  trail?: PageTrailEntry<S>;
  /** The screen exists (it is listed in `app/screens.ts`); a route without it is planned. */
  live?: L;
}

export interface RouteRow<S extends ParamSpec, L extends boolean = boolean> extends RouteDefinition<S, L> {
  live: L;
}

/** One row of the route table; keeps the parameter types of the row for `routeTo` and the screen's props. */
export function row<const S extends ParamSpec, const L extends boolean = false>(
  definition: RouteDefinition<S, L>,
): RouteRow<S, L> {
  return { ...definition, live: (definition.live ?? false) as L };
}
